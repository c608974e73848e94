import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';

/** The privacy notice and the accessibility statement, in every page's footer. */
export function LegalLinks({ colour }: { colour?: string }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('footer.legal')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Link component={RouterLink} to={paths.privacyNotice} variant="body2" sx={colour ? { color: colour } : undefined}>
        {t('footer.privacyNotice')}
      </Link>
      <Link component={RouterLink} to={paths.accessibilityStatement} variant="body2" sx={colour ? { color: colour } : undefined}>
        {t('footer.accessibility')}
      </Link>
    </Box>
  );
}
