import { formatDateAndTime, formatMoney } from '../../lib/i18n/format';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { downloadBlob } from '../../lib/csv';
import { bankWindowPath, paymentBasket } from '../../lib/payment/payment-basket';
import { useDocumentTitle } from '../../lib/use-document-title';
import { fetchReceipt, forgetOrder, useOrderResult } from './api/use-payment';
import { DebtSummary } from './components/debt-summary';
import { UnknownOutcome } from './components/unknown-outcome';
import { registerPaymentTexts } from './payment-texts';

registerPaymentTexts();

const pending = ['created', 'sentTo3d', 'threeDResult', 'provisioned'];
type ResultKind = 'success' | 'pending' | 'problem' | 'failed' | 'unknown';
const severity = { success: 'success', pending: 'info', problem: 'warning', failed: 'error', unknown: 'warning' } as const;

/** Only the server's record of an order may say whether money was taken; with no record we cannot tell. */
function resultKind(orderNumber: string | null, status: string | undefined): ResultKind {
  if (!orderNumber || !status) return 'unknown';
  if (status === 'collected') return 'success';
  if (status === 'failed') return 'problem';
  return pending.includes(status) ? 'pending' : 'failed';
}

/** /success-operation and /failed-operation: what happened, told from the server's record, never from the address alone. */
export function PaymentResultPage() {
  const { t } = useTranslation('payment');
  const [params] = useSearchParams();
  const orderNumber = params.get('orderNumber');
  const result = useOrderResult(orderNumber);
  const [receiptError, setReceiptError] = useState<string | null>(null);
  const status = result.data?.status;
  const kind = resultKind(orderNumber, result.error ? undefined : status);
  const title = t(`result.${kind}Title`);
  useDocumentTitle(title);

  useEffect(() => {
    if (status === 'collected') {
      paymentBasket.clear();
      forgetOrder();
    }
  }, [status]);

  // Read before a collected order clears it: the way back to the screen the payment started from.
  const [basket] = useState(() => paymentBasket.read());
  const download = () =>
    fetchReceipt(orderNumber!, basket?.paymentProof)
      .then((blob) => downloadBlob(`makbuz-${result.data?.receiptNo ?? orderNumber}.pdf`, blob))
      .catch((error: Error) => setReceiptError(error.message));

  return (
    <Paper sx={{ p: { xs: 2, md: 4 }, display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {orderNumber && result.isPending ? (
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('result.pendingText')}</Typography>
        </Box>
      ) : (
        <>
          <Typography variant="h1" component="h1">
            {title}
          </Typography>
          {result.error && <Alert severity="error">{result.error.message}</Alert>}
          {kind === 'unknown' ? (
            <UnknownOutcome />
          ) : (
            <Alert severity={severity[kind]} role="status">
              {t(`result.${kind}Text`)}
            </Alert>
          )}
          {result.data && (
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 0.5, m: 0, '& dd': { m: 0, fontWeight: 600 } }}
            >
              <dt>{t('result.orderNumber')}</dt>
              <dd>{result.data.orderNumber}</dd>
              <dt>{t('result.amount')}</dt>
              <dd>{formatMoney(result.data.totalDebt)}</dd>
              {result.data.collectedAt && (
                <>
                  <dt>{t('result.paidAt')}</dt>
                  <dd>{formatDateAndTime(result.data.collectedAt)}</dd>
                </>
              )}
              {result.data.maskedPan && (
                <>
                  <dt>{t('result.card')}</dt>
                  <dd>{result.data.maskedPan}</dd>
                </>
              )}
              {result.data.receiptNo && (
                <>
                  <dt>{t('result.receiptNo')}</dt>
                  <dd>{result.data.receiptNo}</dd>
                </>
              )}
              {result.data.verificationCode && (
                <>
                  <dt>{t('result.verificationCode')}</dt>
                  <dd>{result.data.verificationCode}</dd>
                </>
              )}
              {kind !== 'success' && result.data.resultMessage && (
                <>
                  <dt>{t('result.bankMessage')}</dt>
                  <dd>{result.data.resultMessage}</dd>
                </>
              )}
            </Box>
          )}
          {result.data && <DebtSummary order={result.data} paid />}
          {receiptError && <Alert severity="error">{receiptError}</Alert>}
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            {kind === 'success' && (
              <Button variant="contained" onClick={download}>
                {t('result.receipt')}
              </Button>
            )}
            {kind === 'failed' && basket && (
              <Button variant="contained" component={RouterLink} to={bankWindowPath(result.data?.bankCode ?? '')}>
                {t('result.retry')}
              </Button>
            )}
            {basket && basket.returnPath !== paths.home && (
              <Button variant="outlined" component={RouterLink} to={basket.returnPath}>
                {t('result.backToDebts')}
              </Button>
            )}
            <Button variant="outlined" component={RouterLink} to="/anasayfa">
              {t('result.home')}
            </Button>
          </Box>
        </>
      )}
    </Paper>
  );
}
