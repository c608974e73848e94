import { formatDate, formatMoney } from '../../lib/i18n/format';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useVerifyReceipt } from './api/use-debts';
import { registerDebtRecordTexts } from './debt-record-texts';
import { registerDebtTexts } from './debts-texts';

registerDebtTexts();
registerDebtRecordTexts();

/**
 * What the code field keeps of what is typed, pasted or carried in the address: letters and digits
 * in upper case, grouped by four with dashes, so a code typed without its dashes (or with spaces)
 * reads as printed on the receipt: tsj5df66ycgd → TSJ5-DF66-YCGD.
 */
export const normalisedCode = (text: string) =>
  (
    text
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 16)
      .match(/.{1,4}/g) ?? []
  ).join('-');

/**
 * /ReceiptVerification (open): is a receipt with this verification code real? A receipt's QR
 * code opens /ReceiptVerification?verificationCode=… (not ?code=, which is e-Devlet's answer everywhere): the code is filled in and checked at once.
 */
export default function ReceiptVerificationPage() {
  const { t } = useTranslation('debts');
  useDocumentTitle(t('verifyReceipt.title'));
  const [params] = useSearchParams();
  const carried = normalisedCode(params.get('verificationCode')?.trim() ?? '');
  const [code, setCode] = useState(carried);
  const verify = useVerifyReceipt();
  const checkedCarried = useRef(false);
  useEffect(() => {
    if (carried && !checkedCarried.current) {
      checkedCarried.current = true;
      verify.mutate({ verificationCode: carried });
    }
  }, [carried, verify]);
  // A refusal about the code itself marks the field with the server's hint; anything else shows below.
  const codeError = verify.error instanceof ApiError ? verify.error.fields?.verificationCode : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate({ verificationCode: code });
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography variant="h1" component="h1" gutterBottom>
          {t('verifyReceipt.title')}
        </Typography>
        <Typography color="text.secondary">{t('verifyReceipt.intro')}</Typography>
      </Box>
      <Paper component="form" onSubmit={submit} sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, maxWidth: 520 }}>
        <TextField
          id="receipt-code"
          label={t('verifyReceipt.code')}
          helperText={codeError ?? t('verifyReceipt.codeHelp')}
          error={!!codeError}
          value={code}
          required
          onChange={(e) => {
            setCode(normalisedCode(e.target.value));
            verify.reset();
          }}
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={verify.isPending || code.trim() === ''}>
            {verify.isPending ? t('verifyReceipt.checking') : t('verifyReceipt.submit')}
          </Button>
        </Box>
        {verify.error && !codeError && (
          <Alert severity="error" role="alert">
            {verify.error.message}
          </Alert>
        )}
        {verify.data && (
          <Alert severity="success" role="status">
            <AlertTitle>{t('verifyReceipt.valid')}</AlertTitle>
            {t('verifyReceipt.receiptNo')}: {verify.data.receiptNo} · {t('verifyReceipt.date')}: {formatDate(verify.data.collectedAt)} · {t('verifyReceipt.amount')}:{' '}
            {formatMoney(verify.data.totalAmount)} · {t('verifyReceipt.payer')}: {verify.data.payerName}
          </Alert>
        )}
      </Paper>
    </Box>
  );
}
