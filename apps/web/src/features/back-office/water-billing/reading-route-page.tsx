import { istanbulDate } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/ui/native-select';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBackOfficeLookups } from '../api/use-back-office';
import { useReadingRoute } from '../api/use-water-billing';
import { LoadFailed, Loading } from '../components/load-state';
import { ReadingCard } from './reading-card';
import { registerWaterBillingTexts } from './water-billing-texts';

registerWaterBillingTexts();

/** /yonetim/endeks-okuma (WATER_CLERK): the day's reading route of a district, one card per meter. */
export default function ReadingRoutePage() {
  const { t } = useTranslation('waterBilling');
  useDocumentTitle(t('route.title'));
  const districts = (useBackOfficeLookups().data?.districts ?? []).map((d) => ({ value: d.districtCode, label: d.name }));
  const [districtCode, setDistrictCode] = useState('');
  const route = useReadingRoute(districtCode ? { districtCode: Number(districtCode) } : null);
  const today = istanbulDate(new Date());
  const items = route.data?.items ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography variant="h1" component="h1" gutterBottom>
          {t('route.title')}
        </Typography>
        <Typography color="text.secondary">{t('route.intro')}</Typography>
      </Box>
      <Box sx={{ maxWidth: { sm: 360 }, display: 'grid' }}>
        <NativeSelect id="route-district" label={t('route.district')} value={districtCode} options={districts} emptyLabel={t('route.chooseDistrict')} onChange={setDistrictCode} />
      </Box>
      {route.isLoading && <Loading />}
      {route.isError && <LoadFailed error={route.error} onRetry={() => void route.refetch()} />}
      {route.data && items.length === 0 && <Typography role="status">{t('route.empty')}</Typography>}
      {items.length > 0 && (
        <>
          <Typography role="status">{t('route.count', { done: items.filter((i) => i.lastReadOn === today).length, count: items.length })}</Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
            {items.map((item) => (
              <ReadingCard key={item.subscriptionOid} item={item} />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
