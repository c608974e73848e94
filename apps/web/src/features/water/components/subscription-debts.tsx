import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Subscription } from '@ebelediye/contract';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths';
import { PayBar } from '../../../lib/payment/pay-bar';
import { useDebtSelection } from '../../../lib/payment/use-debt-selection';
import { usePendingPaymentsSettled, useWaterCollections, useWaterDebts } from '../api/use-water';
import { OpenWaterDebts, type WaterDebt } from './open-water-debts';
import { WaterBills } from './water-bills';
import { WaterPayments } from './water-payments';

/**
 * One subscription: its open water debts, chosen and paid by card like any debt (the same
 * in-order rule and bank flow as debt questioning), then its past payments. Orders the bank
 * may have taken are settled first, so a paid bill never shows as owed.
 */
export function SubscriptionDebts({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('water');
  const settled = usePendingPaymentsSettled(subscription.subscriberInfoOid);
  const listed = !settled.isPending;
  const debts = useWaterDebts([subscription.subscriberInfoOid], undefined, listed);
  const paid = useWaterCollections(subscription.subscriberInfoOid, listed);
  const headingId = `subscription-${subscription.subscriberInfoOid}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography id={headingId} variant="h2" component="h2">
          {t('debts.subscription', { no: subscription.subscriberNo })}
        </Typography>
        <Typography variant="body2" color="text.secondary">{`${subscription.address} · ${subscription.waterLineStatusName}`}</Typography>
      </Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('debts.open')}
      </Typography>
      {debts.isPending ? (
        <Typography>{t('loading')}</Typography>
      ) : debts.isError ? (
        <Alert severity="error">{debts.error.message}</Alert>
      ) : debts.data.debts.length === 0 ? (
        <Typography color="text.secondary">{t('form.noDebts')}</Typography>
      ) : (
        <PayableWaterDebts registryOid={subscription.registryOid} debts={debts.data.debts} total={debts.data.total} />
      )}
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('debts.paid')}
      </Typography>
      {paid.isPending ? (
        <Typography>{t('loading')}</Typography>
      ) : paid.isError ? (
        <Alert severity="error">{paid.error.message}</Alert>
      ) : paid.data.length === 0 ? (
        <Typography color="text.secondary">{t('debts.noPaid')}</Typography>
      ) : (
        <WaterPayments payments={paid.data} />
      )}
      <WaterBills subscription={subscription} />
    </Paper>
  );
}

function PayableWaterDebts({ registryOid, debts, total }: { registryOid: number; debts: WaterDebt[]; total: number }) {
  const selection = useDebtSelection(debts.map((d) => ({ accrumentOid: d.accrumentOid, accrualGroup: d.accrualGroup, instalmentNo: d.instalmentNo, total: d.amount })));
  return (
    <>
      <OpenWaterDebts debts={debts} total={total} selection={selection} />
      <PayBar selection={selection} registryOid={registryOid} returnPath={paths.waterDebts} />
    </>
  );
}
