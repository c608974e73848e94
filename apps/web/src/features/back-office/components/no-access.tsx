import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { backOfficePaths } from '../back-office-paths';

/**
 * A member without any back-office role (a citizen, or an employee with none) or a clerk on a
 * screen their roles do not open: a plain explanation, never an error or an empty screen.
 */
export function NoAccess({ screen = false }: { screen?: boolean }) {
  const { t } = useTranslation('backOffice');
  useDocumentTitle(t('noAccess.title'));
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 4, md: 8 }, display: 'grid', gap: 2, justifyItems: 'center' }}>
      <Typography variant="h1" component="h1">
        {t('noAccess.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 640 }}>
        {screen ? t('noAccess.screen') : t('noAccess.text')}
      </Typography>
      <Button variant="contained" component={Link} to={screen ? backOfficePaths.dashboard : paths.home}>
        {screen ? t('noAccess.dashboard') : t('noAccess.back')}
      </Button>
    </Box>
  );
}
