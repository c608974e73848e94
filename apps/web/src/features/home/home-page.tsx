import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppSetting } from '../../lib/app-setting';
import { useDocumentTitle } from '../../lib/use-document-title';
import { registerHomeTexts } from './home-texts';
import { MayorCard } from './mayor-card';
import { ServiceTiles } from './service-tiles';

registerHomeTexts();

/** /anasayfa: the municipality, its mayor and its e-services. */
export default function HomePage() {
  const { t } = useTranslation('home');
  const setting = useAppSetting();
  useDocumentTitle(setting.MunicipalityName);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper sx={{ p: { xs: 2, md: 4 }, display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap', bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Box sx={{ flex: '1 1 320px' }}>
          <Typography variant="h1" component="h1" gutterBottom>
            {t('welcome', { name: setting.MunicipalityName })}
          </Typography>
          <Typography>{t('intro')}</Typography>
        </Box>
        <MayorCard />
      </Paper>
      <Box component="section" aria-labelledby="services-title">
        <Typography id="services-title" variant="h2" component="h2" sx={{ mb: 2 }}>
          {t('services')}
        </Typography>
        <ServiceTiles />
      </Box>
    </Box>
  );
}
