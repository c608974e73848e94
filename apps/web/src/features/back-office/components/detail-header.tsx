import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNextItem } from '../api/use-next-item';
import type { QueueLink } from '../queue-links';
import { DueCell } from './due-cell';

interface DetailHeaderProps {
  title: string;
  status: string;
  tone: 'info' | 'success' | 'error' | 'warning' | 'default';
  /** The item's queue and the item, for the way back to the same list and on to its next item. */
  queue: QueueLink;
  oid: number;
  dueAt: string | null;
  overdue: boolean;
}

/** An item's title with its status and due date, the way back to its list (filters, sort and page kept) and on to the list's next item. */
export function DetailHeader({ title, status, tone, queue, oid, dueAt, overdue }: DetailHeaderProps) {
  const { t } = useTranslation('backOffice');
  useDocumentTitle(title);
  const { back, next } = useNextItem(queue, oid);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center' }}>
        <Button component={Link} to={back} startIcon={<ArrowBack aria-hidden />} size="small">
          {t('detail.back')}
        </Button>
        {next === 'none' && (
          <Typography variant="body2" color="text.secondary">
            {t('detail.noNext')}
          </Typography>
        )}
        {next !== null && next !== 'none' && next !== 'loading' && (
          <Button component={Link} to={next} endIcon={<ArrowForward aria-hidden />} size="small">
            {t('detail.next')}
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Chip label={status} color={tone} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="span" variant="body2" color="text.secondary">
          {t('list.due')}:
        </Typography>
        <DueCell dueAt={dueAt} overdue={overdue} />
      </Box>
    </Box>
  );
}
