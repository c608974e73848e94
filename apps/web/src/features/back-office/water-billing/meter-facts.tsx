import type { ResponseOf } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/i18n/format';

/** A subscription on the reader's route. */
export type RouteItem = ResponseOf<'GetBackOfficeWaterReadingRoute'>['items'][number];

/** What the reader checks at the door: the subscriber and address, the meter, and its last index. */
export function MeterFacts({ item, headingId, doneToday }: { item: RouteItem; headingId: string; doneToday: boolean }) {
  const { t } = useTranslation('waterBilling');
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Box>
          <Typography id={headingId} component="h2" variant="h3">
            {t('route.subscriberNo', { no: item.subscriberNo })}
          </Typography>
          <Typography>{item.holderName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {item.address}
          </Typography>
        </Box>
        {doneToday && <Chip color="success" label={t('route.readToday')} />}
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, '& dd': { m: 0, fontWeight: 600 } }}>
        <dt>{t('route.meterNo')}</dt>
        <dd>{item.meterNo}</dd>
        <dt>{t('route.lastIndex')}</dt>
        <dd>{item.lastIndex === null ? t('route.never') : `${item.lastIndex} m³`}</dd>
        <dt>{t('route.lastRead')}</dt>
        <dd>{item.lastReadOn ? formatDate(item.lastReadOn) : t('route.never')}</dd>
      </Box>
    </>
  );
}
