import type { ResponseOf } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths';
import { PayBar } from '../../../lib/payment/pay-bar';
import { useDebtSelection } from '../../../lib/payment/use-debt-selection';
import { usePayableInstalments } from '../api/use-restructuring';
import { InstalmentTable } from './instalment-table';

type Plan = ResponseOf<'AuthorizedGetRestructuringDetailInfo'>;
type PayableLine = NonNullable<ReturnType<typeof usePayableInstalments>['data']>[number];

/**
 * An active plan's schedule with its unpaid instalments to pay by card, the next one chosen
 * first. They are ledger debts like any other: the same in-order rule, check and bank flow
 * as debt questioning, under the registry that owes them.
 */
export function PlanPayment({ plan }: { plan: Plan }) {
  const { t } = useTranslation('restructuring');
  const unpaid = plan.instalments.filter((i) => i.status === 'open' || i.status === 'overdue').map((i) => i.accrumentOid);
  const payable = usePayableInstalments(plan.registryOid, unpaid);
  if (payable.isSuccess && payable.data.length > 0) return <PayableInstalments plan={plan} lines={payable.data} />;
  return (
    <>
      <InstalmentTable instalments={plan.instalments} />
      {payable.isPending && <Skeleton variant="rounded" height={72} />}
      {payable.isError && (
        <Alert severity="error">
          {t('detail.payableFailed')} {payable.error.message}
        </Alert>
      )}
    </>
  );
}

function PayableInstalments({ plan, lines }: { plan: Plan; lines: PayableLine[] }) {
  const { t } = useTranslation('restructuring');
  const selection = useDebtSelection(lines, [lines[0]!.accrumentOid]);
  return (
    <>
      <InstalmentTable instalments={plan.instalments} payment={{ selection, payable: new Set(lines.map((l) => l.accrumentOid)) }} />
      <Box component="section" aria-labelledby="plan-payment-title" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="plan-payment-title" variant="h3" component="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
          {t('detail.payTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('detail.payIntro')}
        </Typography>
        <PayBar selection={selection} registryOid={plan.registryOid} returnPath={paths.debtRestructuring} />
      </Box>
    </>
  );
}
