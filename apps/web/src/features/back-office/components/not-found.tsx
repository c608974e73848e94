import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { backOfficePaths } from '../back-office-paths';

/** An unknown address inside /yonetim stays in the back office. */
export function NotFound() {
  const { t } = useTranslation('backOffice');
  useDocumentTitle(t('notFound.title'));
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 4, md: 8 }, display: 'grid', gap: 2, justifyItems: 'center' }}>
      <Typography variant="h1" component="h1">
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary">{t('notFound.text')}</Typography>
      <Button variant="contained" component={Link} to={backOfficePaths.dashboard}>
        {t('noAccess.dashboard')}
      </Button>
    </Box>
  );
}

/** An item that does not exist (or was never the clerk's to see) is a 404 from the server. */
export const isNotFound = (error: Error | null) => error instanceof ApiError && error.httpStatus === 404;
