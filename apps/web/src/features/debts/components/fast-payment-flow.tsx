import { isValidTcknOrVkn } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SmsCodeStep } from '../../../components/sms-code-step/sms-code-step';
import { useSmsCodeStep } from '../../../components/sms-code-step/use-sms-code-step';
import { ApiError } from '../../../lib/api-error';
import { useBalances, useValidateCode, useValidateRegistries } from '../api/use-debts';
import { registerFastPaymentTexts } from '../fast-payment-texts';
import { QueryState } from './query-state';
import { useKeptProof } from './use-kept-proof';

registerFastPaymentTexts();

// The debt table shows only after the phone code is verified: its code loads then, not with the form.
const loadDebtSelection = () => import('./debt-selection');
const DebtSelection = lazy(async () => ({ default: (await loadDebtSelection()).DebtSelection }));

/** When the server leaves out how long a proof lasts, the page keeps it no longer than this. */
const FALLBACK_PROOF_SECONDS = 5 * 60;

interface FastPaymentFlowProps {
  /** Only lines of this revenue code (83 for the marriage fee). */
  revenueCode?: number;
  returnPath: string;
  emptyText: string;
}

/**
 * Paying without an account (KVKK 2022/388): ID number and the registered phone, a code to
 * that phone, then the debts of that registry with the holder's name masked. The verified proof
 * is kept in the tab for its lifetime, so the bank window's "Geri Dön" or a reload lands back on
 * the debts rather than on a new SMS code.
 */
export function FastPaymentFlow({ revenueCode, returnPath, emptyText }: FastPaymentFlowProps) {
  const { t } = useTranslation('debts');
  const session = useKeptProof(returnPath);
  const { proof } = session;
  const validate = useValidateRegistries();
  const check = useValidateCode();
  const balances = useBalances(proof ? { paymentProof: proof, ...(revenueCode ? { revenueCode } : {}) } : null);
  const step = useSmsCodeStep<{ proof: string; seconds: number }>({
    isValidIdentifier: isValidTcknOrVkn,
    texts: { namespace: 'debts', prefix: 'fast' },
    send: async ({ identifier, gsmNumber, altcha }) => {
      const answer = await validate.mutateAsync({ filter: identifier, gsmNumber, altcha });
      void loadDebtSelection();
      return answer;
    },
    check: async (request) => {
      const answer = await check.mutateAsync(request);
      if (!answer.paymentProof) throw new Error(t('failed'));
      return { proof: answer.paymentProof, seconds: answer.paymentProofExpiresInSeconds ?? FALLBACK_PROOF_SECONDS };
    },
    onProved: ({ proof: given, seconds }) => session.keep(given, seconds),
  });

  // The server is the judge: a proof it no longer accepts is dropped here too.
  const refused = balances.error instanceof ApiError && balances.error.code === 'PAYMENT_PROOF_INVALID';
  const { refused: dropRefused } = session;
  useEffect(() => {
    if (refused) dropRefused();
  }, [refused, dropRefused]);

  const restart = () => {
    session.forget();
    step.reset();
  };

  if (proof && !refused) {
    return (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {!balances.data && <QueryState isLoading={balances.isLoading} error={balances.error} onRetry={() => void balances.refetch()} />}
        {balances.data && (
          <>
            <ProofBar
              holder={balances.data.registry.displayName}
              identifier={balances.data.registry.identifier}
              secondsLeft={session.secondsLeft}
              refreshing={balances.isFetching}
              onRefresh={() => void balances.refetch()}
              onRestart={restart}
            />
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
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {(session.expired || refused) && <ExpiredNotice />}
      <SmsCodeStep
        step={step}
        ids={{ identifier: 'fast-identifier', identifierName: 'identifier', gsm: 'fast-gsm', code: 'fast-code' }}
        padding={{ xs: 2, md: 3 }}
        labels={{ verify: t('fast.verify') }}
        codeActions={<Button onClick={restart}>{t('fast.restart')}</Button>}
      />
    </Box>
  );
}

interface ProofBarProps {
  holder: string;
  identifier: string | null;
  secondsLeft: number;
  refreshing: boolean;
  onRefresh(): void;
  onRestart(): void;
}

/** Whose debts these are, how long the verification still holds, and a fresh look at the list. */
function ProofBar({ holder, identifier, secondsLeft, refreshing, onRefresh, onRestart }: ProofBarProps) {
  const { t } = useTranslation('debts');
  const { t: session } = useTranslation('fastPayment');
  const minutes = Math.ceil(secondsLeft / 60);
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
      <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
        <Typography>
          {t('fast.holder')}: <strong data-testid="fast-holder">{holder}</strong>
          {identifier && ` (${identifier})`}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="fast-valid-for">
          {secondsLeft < 60 ? session('validForUnderMinute') : session('validFor', { count: minutes })}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" onClick={onRefresh} disabled={refreshing}>
          {session('refresh')}
        </Button>
        <Button onClick={onRestart}>{t('fast.restart')}</Button>
      </Box>
    </Paper>
  );
}

/** The kept verification ran out: say so above the form that starts it again. */
function ExpiredNotice() {
  const { t } = useTranslation('fastPayment');
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>{t('expiredTitle')}</AlertTitle>
      {t('expired')}
    </Alert>
  );
}
