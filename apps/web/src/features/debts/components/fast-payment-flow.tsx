import { isValidTcknOrVkn } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SmsCodeStep } from '../../../components/sms-code-step/sms-code-step';
import { useSmsCodeStep } from '../../../components/sms-code-step/use-sms-code-step';
import { useBalances, useValidateCode, useValidateRegistries } from '../api/use-debts';
import { QueryState } from './query-state';

// The debt table shows only after the phone code is verified: its code loads then, not with the form.
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
  const [proof, setProof] = useState<string | null>(null);
  const validate = useValidateRegistries();
  const check = useValidateCode();
  const balances = useBalances(proof ? { paymentProof: proof, ...(revenueCode ? { revenueCode } : {}) } : null);
  const step = useSmsCodeStep<string>({
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
      return answer.paymentProof;
    },
    onProved: setProof,
  });

  const restart = () => {
    setProof(null);
    step.reset();
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
    <SmsCodeStep
      step={step}
      ids={{ identifier: 'fast-identifier', identifierName: 'identifier', gsm: 'fast-gsm', code: 'fast-code' }}
      resendNote
      padding={{ xs: 2, md: 3 }}
      codeActions={<Button onClick={restart}>{t('fast.restart')}</Button>}
    />
  );
}
