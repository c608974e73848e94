import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** An item's title with its status, and the way back to its queue (the queue's filters kept by the browser's history). */
export function DetailHeader({ title, status, tone, listPath }: { title: string; status: string; tone: 'info' | 'success' | 'error' | 'warning' | 'default'; listPath: string }) {
  const { t } = useTranslation('backOffice');
  useDocumentTitle(title);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box>
        <Button component={Link} to={listPath} startIcon={<ArrowBack aria-hidden />} size="small">
          {t('detail.back')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Chip label={status} color={tone} />
      </Box>
    </Box>
  );
}
