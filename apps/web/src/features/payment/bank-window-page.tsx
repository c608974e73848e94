import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OpenPaymentAttempt } from '@ebelediye/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-error';
import { useAppSetting } from '../../lib/app-setting';
import { bankWindowPath, paymentBasket } from '../../lib/payment/payment-basket';
import { useDocumentTitle } from '../../lib/use-document-title';
import { forgetOrder, rememberOrder, useMerchantBank, usePaymentOrder, useStartHosted, useStartVakif, type ThreeDOperation } from './api/use-payment';
import { CardForm } from './components/card-form';
import { DebtSummary } from './components/debt-summary';
import { OpenAttempt } from './components/open-attempt';
import { postToBank } from './components/post-to-bank';
import { registerPaymentTexts } from './payment-texts';

registerPaymentTexts();

export type BankWindow = '0010' | '0015' | '0064' | 'other';

const hostedOperation: Record<string, ThreeDOperation> = { '0010': 'ThreeDSecurityZiraat3DPayHosting', '0064': 'ThreeDSecurityIsBank', '0012': 'ThreeDSecurityHalkBank' };

/**
 * A bank payment window: the basket's debts priced by the server, then the bank's
 * 3-D page — its own hosted card page (Nestpay) or the portal's card form (VakıfBank).
 * 'other': cards of other banks through the active merchant's gateway.
 */
export function BankWindowPage({ window }: { window: BankWindow }) {
  const { t } = useTranslation('payment');
  useDocumentTitle(t(`title.${window}`));
  const { ActiveBankMerchantCode } = useAppSetting();
  const bankCode = window === 'other' ? ActiveBankMerchantCode : window;
  const navigate = useNavigate();
  const [basket, setBasket] = useState(() => paymentBasket.read());
  const [round, setRound] = useState(0);
  const bank = useMerchantBank(bankCode);
  const order = usePaymentOrder(basket, bank.data ? bankCode : undefined, round);
  const heldByAnother = order.error instanceof ApiError && order.error.code === 'PAYMENT_IN_PROGRESS';

  const freed = useCallback(() => {
    forgetOrder();
    setRound((r) => r + 1);
  }, []);
  const resume = (attempt: OpenPaymentAttempt) => {
    const resumed = { ...basket!, accrumentOidList: attempt.accrumentOidList };
    rememberOrder(attempt.bankCode, attempt.accrumentOidList, attempt.orderNumber);
    paymentBasket.save(resumed);
    if (attempt.bankCode !== bankCode) return void navigate(bankWindowPath(attempt.bankCode));
    setBasket(resumed);
    setRound((r) => r + 1);
  };
  const hosted = useStartHosted();
  const vakif = useStartVakif();
  const backTo = basket?.returnPath ?? '/anasayfa';
  const startError = hosted.error ?? vakif.error;

  const goHosted = () => {
    if (!order.data) return;
    const operation = window === 'other' ? 'ThreeDSecurityOtherBanks' : hostedOperation[bankCode]!;
    hosted.mutate({ operation, orderNumber: order.data.orderNumber }, { onSuccess: (form) => postToBank(form.bankUrl, form.formFields) });
  };

  return (
    <Paper sx={{ p: { xs: 2, md: 4 }, display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="h1" component="h1">
        {t(`title.${window}`)}
      </Typography>
      {!basket ? (
        <Box role="status" sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
            {t('emptyTitle')}
          </Typography>
          <Typography>{t('emptyText')}</Typography>
          <Button variant="contained" component={RouterLink} to="/anasayfa">
            {t('home')}
          </Button>
        </Box>
      ) : bank.isPending || order.isPending ? (
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('loading')}</Typography>
        </Box>
      ) : bank.error || order.error ? (
        <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          {heldByAnother ? <OpenAttempt basket={basket} onFreed={freed} onResume={resume} /> : <Alert severity="error">{(bank.error ?? order.error)!.message}</Alert>}
          <Button variant="outlined" component={RouterLink} to={backTo}>
            {t('back')}
          </Button>
        </Box>
      ) : (
        <>
          <Typography>{t('intro')}</Typography>
          <DebtSummary order={order.data!} />
          {startError && <Alert severity="error">{startError.message}</Alert>}
          {bank.data!.hostedCardPage ? (
            <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
              <Alert severity="info">{t('hostedNote')}</Alert>
              <Button variant="contained" size="large" onClick={goHosted} disabled={hosted.isPending || hosted.isSuccess}>
                {hosted.isPending || hosted.isSuccess ? t('redirecting') : t('goToBank')}
              </Button>
            </Box>
          ) : (
            <CardForm
              busy={vakif.isPending || vakif.isSuccess}
              onSubmit={(card) => vakif.mutate({ orderNumber: order.data!.orderNumber, card }, { onSuccess: (form) => postToBank(form.bankUrl, form.formFields) })}
            />
          )}
          <Button variant="text" component={RouterLink} to={backTo} sx={{ justifySelf: 'start' }}>
            {t('back')}
          </Button>
        </>
      )}
    </Paper>
  );
}
