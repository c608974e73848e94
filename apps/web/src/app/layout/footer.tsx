import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppSetting } from '../../lib/app-setting';
import { LegalLinks } from './legal-links';

export function Footer() {
  const { t } = useTranslation();
  const setting = useAppSetting();
  return (
    <Box
      component="footer"
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        pt: 2,
        pb: { xs: 11, md: 2 },
        pl: 3,
        pr: { xs: 3, md: 12 },
        color: 'text.secondary',
        fontSize: 13,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        justifyContent: 'space-between',
      }}
    >
      <Typography variant="body2">
        © {new Date().getFullYear()} {setting.MunicipalityName}. {t('footer.rights')}
      </Typography>
      <Typography variant="body2" component="address" sx={{ fontStyle: 'normal' }}>
        {setting.contact.address} ·{' '}
        <Link href={`tel:${setting.contact.phone.replace(/\s/g, '')}`} variant="body2" underline="always">
          {setting.contact.phone}
        </Link>{' '}
        ·{' '}
        <Link href={`mailto:${setting.contact.email}`} variant="body2" underline="always">
          {setting.contact.email}
        </Link>
      </Typography>
      <Typography variant="body2">{t('footer.kvkk')}</Typography>
      <LegalLinks />
      <Link href={setting.MunicipalityWebsiteUrl} target="_blank" rel="noopener noreferrer" variant="body2">
        {setting.MunicipalityWebsiteUrl.replace(/^https?:\/\//, '')}
      </Link>
    </Box>
  );
}
