import type { Subscription } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useWaterBills, useWaterReadings } from '../api/use-water';
import { ConsumptionFigure } from './consumption-figure';
import { OwnReading } from './own-reading';
import { periodLabel, WaterBillCard } from './water-bill-card';

/** A subscription's bills made from readings, its consumption over the periods, and the subscriber's own reading. */
export function WaterBills({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('waterBills');
  const bills = useWaterBills(subscription.subscriberInfoOid);
  const readings = useWaterReadings(subscription.subscriberInfoOid);
  const id = `bills-${subscription.subscriberInfoOid}`;
  const points = [...(bills.data?.bills ?? [])]
    .filter((b) => !b.cancelled)
    .reverse()
    .map((b) => ({ period: periodLabel(b.period), m3: b.consumptionM3 }));
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography id={`${id}-title`} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      {bills.isPending && <Typography>…</Typography>}
      {bills.isError && <Alert severity="error">{bills.error.message}</Alert>}
      {bills.data && bills.data.bills.length === 0 && <Typography color="text.secondary">{t('none')}</Typography>}
      {bills.data && bills.data.bills.length > 0 && (
        <>
          <ConsumptionFigure points={points} id={`${id}-chart`} />
          <Box>
            {bills.data.bills.map((bill, i) => (
              <WaterBillCard key={bill.period} bill={bill} subscription={subscription} defaultExpanded={i === 0} />
            ))}
          </Box>
        </>
      )}
      {readings.data && <OwnReading subscriptionOid={subscription.subscriberInfoOid} readings={readings.data} />}
    </Box>
  );
}
