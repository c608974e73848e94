import type { ResponseOf, Subscription } from '@ebelediye/contract';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/i18n/format';
import { BillLinesTable } from '../../../lib/water-bill/bill-lines-table';

type Bill = ResponseOf<'GetWaterBills'>['bills'][number];
export const periodLabel = (period: string) => period.replace('-', '/');

/** One bill: its subscription, the reading it counts from and to, and "why this amount" line by line. */
export function WaterBillCard({ bill, subscription, defaultExpanded }: { bill: Bill; subscription: Subscription; defaultExpanded: boolean }) {
  const { t } = useTranslation('waterBills');
  const period = periodLabel(bill.period);
  const id = `bill-${subscription.subscriberInfoOid}-${bill.period}${bill.cancelled ? '-cancelled' : ''}`;
  return (
    <Accordion defaultExpanded={defaultExpanded} disableGutters variant="outlined" slotProps={{ heading: { component: 'h4' } }}>
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`${id}-details`} id={`${id}-summary`}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <span>{t('summary', { period, m3: bill.consumptionM3, total: formatMoney(bill.total) })}</span>
          {bill.cancelled && <Chip size="small" color="default" label={t('cancelled')} />}
          {bill.final && <Chip size="small" color="info" label={t('final')} />}
          {bill.estimateReason && <Chip size="small" color="warning" label={t('estimated')} />}
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`${id}-details`} sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          {t('subscription', { no: subscription.subscriberNo, address: subscription.address })}
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'auto 1fr', sm: 'repeat(2, auto 1fr)' }, columnGap: 2, rowGap: 0.5, '& dd': { m: 0, fontWeight: 600 } }}
        >
          {bill.fromIndex !== null && bill.toIndex !== null && (
            <>
              <dt>{t('previous')}</dt>
              <dd>{`${bill.fromIndex} m³ · ${formatDate(bill.fromDate)}`}</dd>
              <dt>{t('current')}</dt>
              <dd>{`${bill.toIndex} m³ · ${formatDate(bill.toDate)}`}</dd>
            </>
          )}
          {bill.estimateReason && (
            <>
              <dt>{t('interval')}</dt>
              <dd>{`${formatDate(bill.fromDate)} – ${formatDate(bill.toDate)}`}</dd>
            </>
          )}
          <dt>{t('consumption')}</dt>
          <dd>{`${bill.consumptionM3} m³ · ${t('days', { count: bill.days })}`}</dd>
          <dt>{t('billDate')}</dt>
          <dd>{formatDate(bill.billDate)}</dd>
          <dt>{t('dueDate')}</dt>
          <dd>{formatDate(bill.dueDate)}</dd>
        </Box>
        {bill.cancelled && <Typography variant="body2">{t('cancelledNote')}</Typography>}
        {bill.final && <Typography variant="body2">{t('finalNote')}</Typography>}
        {bill.estimateReason && <Typography variant="body2">{t(`estimate.${bill.estimateReason}`)}</Typography>}
        <Typography component="h5" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {t('why')}
        </Typography>
        <BillLinesTable bill={bill} label={`${t('bill', { period })}: ${t('why')}`} />
      </AccordionDetails>
    </Accordion>
  );
}
