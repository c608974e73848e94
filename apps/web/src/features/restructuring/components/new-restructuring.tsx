import type { ResponseOf } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { useApplyPlan, useComparePlans, useRestructurableDebts } from '../api/use-restructuring';
import { ApplyForm } from './apply-form';
import { DebtPicker } from './debt-picker';
import { OptionComparison } from './option-comparison';
import { PetitionButton } from './petition-button';
import { PetitionLanguageNote } from './petition-language-note';
import { PlanComparison } from './plan-comparison';
import type { UploadedDocument } from './document-upload';

type Scheme = ResponseOf<'GetCurrentRestructuringParameter'>;
type Applied = ResponseOf<'AuthorizedSaveDebtRestructuringInstallments'>;

/** Choose debts and an option, see the plan against today's debt, confirm and apply. */
export function NewRestructuring({ scheme, onOpen }: { scheme: Scheme; onOpen(restructuringLogOid: number): void }) {
  const { t } = useTranslation('restructuring');
  const debts = useRestructurableDebts(true);
  const compare = useComparePlans();
  const apply = useApplyPlan();
  const [chosen, setChosen] = useState<number[]>([]);
  const [instalmentCount, setInstalmentCount] = useState(scheme.options.find((o) => o.instalmentCount > 1)?.instalmentCount ?? 1);
  const [applied, setApplied] = useState<Applied | null>(null);
  const [applyError, setApplyError] = useState<string | null>(null);

  const criteria = { accrumentQueryCriteria: { accrumentOidList: chosen }, concreteDebtRestructuringAccrumentInfo: { instalmentCount } };
  const instalmentCounts = scheme.options.map((o) => o.instalmentCount);
  const calculate = () => {
    setApplyError(null);
    compare.mutate({ accrumentOidList: chosen, instalmentCounts });
  };
  const plans = compare.data ?? null;
  const plan = plans?.find((p) => p.instalmentCount === instalmentCount) ?? null;
  const stale = !plan || plan.debts.length !== chosen.length || !plan.debts.every((d) => chosen.includes(d.accrumentOid));

  const submit = (documents: UploadedDocument[]) => {
    if (!plan) return;
    setApplyError(null);
    apply.mutate(
      {
        ...criteria,
        concreteDebtRestructuringAccrumentInfo: { instalmentCount, confirmed: true, restructuredTotal: plan.restructuredTotal },
        documentList: documents.map((d) => ({ fileOid: d.fileOid })),
      },
      {
        onSuccess: setApplied,
        onError: (error) => {
          setApplyError(error instanceof ApiError && error.code === 'RESTRUCTURING_PLAN_CHANGED' ? t('apply.changed') : error.message);
          if (error instanceof ApiError && error.code === 'RESTRUCTURING_PLAN_CHANGED') compare.mutate({ accrumentOidList: chosen, instalmentCounts });
        },
      },
    );
  };

  if (applied) {
    return (
      <Alert severity="success" role="alert">
        <AlertTitle>{t('done.title')}</AlertTitle>
        <Typography sx={{ mb: 1.5 }}>{t('done.text', { number: applied.applicationNo })}</Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <PetitionButton fileOid={applied.petitionFileOid} applicationNo={applied.applicationNo} variant="contained" />
          <Button variant="outlined" onClick={() => onOpen(applied.restructuringLogOid)}>
            {t('done.detail')}
          </Button>
          <Button
            onClick={() => {
              setApplied(null);
              setChosen([]);
              compare.reset();
            }}
          >
            {t('done.again')}
          </Button>
        </Box>
        <PetitionLanguageNote />
      </Alert>
    );
  }
  if (debts.isPending) return <Skeleton variant="rounded" height={200} />;
  if (debts.isError) return <Alert severity="error">{debts.error.message}</Alert>;
  if (debts.data.debts.length === 0) return <Alert severity="info">{t('debts.empty')}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <DebtPicker
        debts={debts.data.debts}
        options={scheme.options}
        chosen={chosen}
        onChosen={setChosen}
        instalmentCount={instalmentCount}
        onInstalmentCount={setInstalmentCount}
        busy={compare.isPending}
        onCalculate={calculate}
      />
      {compare.isError && <Alert severity="error">{compare.error.message}</Alert>}
      {plans && plan && !stale && (
        <>
          <OptionComparison plans={plans} options={scheme.options} chosen={instalmentCount} onChoose={setInstalmentCount} />
          <PlanComparison plan={plan} />
          <ApplyForm busy={apply.isPending} rules={scheme.rules} error={applyError} onApply={submit} />
        </>
      )}
    </Box>
  );
}
