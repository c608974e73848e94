import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppSetting } from '../../lib/app-setting';
import { useDocumentTitle } from '../../lib/use-document-title';
import { visuallyHidden } from '../../lib/visually-hidden';
import { registerHomeTexts } from './home-texts';
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
          <Typography variant="h1" component="h1" gutterBottom>{t('welcome', { name: setting.MunicipalityName })}</Typography>
          <Typography>{t('intro')}</Typography>
        </Box>
        <Box component="section" aria-label={t('mayor')} sx={{ display: 'flex', alignItems: 'center', gap: 2, bgcolor: 'background.paper', color: 'text.primary', p: 2, borderRadius: 2 }}>
          <Box component="img" src={setting.MayorPhotosUrl} alt={setting.MayorName} sx={{ width: 72, height: 72, borderRadius: '50%', objectFit: 'cover' }} />
          <Box>
            <Typography variant="body2" color="text.secondary">{t('mayor')}</Typography>
            <Typography sx={{ fontWeight: 600 }}>{setting.MayorName}</Typography>
            <Typography variant="body2">{setting.MayorTitle}</Typography>
            <Link href={setting.MayorInfoUrl} target="_blank" rel="noopener noreferrer" variant="body2">
              {t('mayorMore')} <Box component="span" sx={visuallyHidden}>{t('opensNewTab')}</Box>
            </Link>
          </Box>
        </Box>
      </Paper>
      <Box component="section" aria-labelledby="services-title">
        <Typography id="services-title" variant="h2" component="h2" sx={{ mb: 2 }}>{t('services')}</Typography>
        <ServiceTiles />
      </Box>
    </Box>
  );
}
