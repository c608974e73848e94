import { isValidTcknOrVkn, normalizeGsm } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NationalIdField } from '../../../components/ui/form-fields/national-id-field';
import { PhoneField } from '../../../components/ui/form-fields/phone-field';
import { HumanCheck } from '../../../lib/human-verification/human-check';
import { useBalances, useValidateCode, useValidateRegistries } from '../api/use-debts';
import { QueryState } from './query-state';

// The debt table shows only after the phone code is verified: its code loads then (issue 18), not with the form.
const loadDebtSelection = () => import('./debt-selection');
const DebtSelection = lazy(async () => ({ default: (await loadDebtSelection()).DebtSelection }));

interface FastPaymentFlowProps {
  /** Only lines of this revenue code (83 for the marriage fee). */
  revenueCode?: number;
  returnPath: string;
  emptyText: string;
}

/**
 * Paying without an account (KVKK 2022/388): ID number and the registered phone, a code to
 * that phone, then the debts of that registry with the holder's name masked.
 */
export function FastPaymentFlow({ revenueCode, returnPath, emptyText }: FastPaymentFlowProps) {
  const { t } = useTranslation('debts');
  const [identifier, setIdentifier] = useState('');
  const [gsm, setGsm] = useState('');
  const [altcha, setAltcha] = useState<string | null>(null);
  const [sent, setSent] = useState<{ reference: string; masked: string; minutes: number; resendsLeft: number } | null>(null);
  const [code, setCode] = useState('');
  const [proof, setProof] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const validate = useValidateRegistries();
  const check = useValidateCode();
  const balances = useBalances(proof ? { paymentProof: proof, ...(revenueCode ? { revenueCode } : {}) } : null);

  const send = async () => {
    setProblem(null);
    const national = normalizeGsm(gsm);
    if (!isValidTcknOrVkn(identifier)) return setProblem(t('fast.invalidId'));
    if (!national) return setProblem(t('fast.invalidGsm'));
    if (!altcha) return setProblem(t('fast.humanRequired'));
    try {
      const answer = await validate.mutateAsync({ filter: identifier, gsmNumber: national, altcha });
      void loadDebtSelection();
      setSent({ reference: answer.operationReferenceNumber, masked: answer.maskedGsm, minutes: Math.round(answer.expiresInSeconds / 60), resendsLeft: answer.resendsLeft });
      setCode('');
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setAltcha(null);
    }
  };

  const verify = async () => {
    setProblem(null);
    if (!sent || !/^\d{4,8}$/.test(code)) return setProblem(t('fast.invalidCode'));
    try {
      const answer = await check.mutateAsync({ operationReferenceNumber: sent.reference, userEntredCode: code });
      if (!answer.paymentProof) throw new Error(t('failed'));
      setProof(answer.paymentProof);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  const restart = () => {
    setProof(null);
    setSent(null);
    setCode('');
    setProblem(null);
  };

  if (proof) {
    return (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {!balances.data && <QueryState isLoading={balances.isLoading} error={balances.error} onRetry={() => void balances.refetch()} />}
        {balances.data && (
          <>
            <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography>
                {t('fast.holder')}: <strong data-testid="fast-holder">{balances.data.registry.displayName}</strong> ({balances.data.registry.identifier})
              </Typography>
              <Button onClick={restart}>{t('fast.restart')}</Button>
            </Paper>
            <Suspense fallback={<QueryState isLoading error={null} onRetry={() => undefined} />}>
              <DebtSelection
                caption={t('fast.title')}
                lines={balances.data.lines}
                registryOid={balances.data.registry.registryOid}
                paymentProof={proof}
                returnPath={returnPath}
                emptyText={emptyText}
              />
            </Suspense>
          </>
        )}
      </Box>
    );
  }

  return (
    <Paper sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, maxWidth: 560 }}>
      <NationalIdField id="fast-identifier" name="identifier" label={t('fast.identifier')} value={identifier} onChange={setIdentifier} required autoComplete="off" />
      <PhoneField id="fast-gsm" name="gsm" label={t('fast.gsm')} value={gsm} onChange={setGsm} required />
      {(!sent || sent.resendsLeft > 0) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <HumanCheck labels={{ start: t('fast.human'), busy: t('fast.humanBusy'), done: t('fast.humanDone') }} solved={altcha !== null} onSolved={setAltcha} />
          <Button variant={sent ? 'outlined' : 'contained'} onClick={() => void send()} disabled={validate.isPending || !altcha}>
            {sent ? t('fast.resend') : t('fast.send')}
          </Button>
        </Box>
      )}
      {sent && (
        <>
          <Alert severity="info">
            {t('fast.sent', { gsm: sent.masked, minutes: sent.minutes })} {sent.resendsLeft > 0 ? t('fast.resendsLeft', { count: sent.resendsLeft }) : t('fast.noResend')}
          </Alert>
          <TextField
            id="fast-code"
            size="small"
            label={t('fast.code')}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 8))}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
            sx={{ maxWidth: 240 }}
          />
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => void verify()} disabled={check.isPending}>
              {t('fast.verify')}
            </Button>
            <Button onClick={restart}>{t('fast.restart')}</Button>
          </Box>
        </>
      )}
      {problem && (
        <Alert severity="warning" role="alert">
          {problem}
        </Alert>
      )}
    </Paper>
  );
}
