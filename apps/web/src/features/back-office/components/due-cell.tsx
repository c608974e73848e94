import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/i18n/format';
import { timeLeft } from '../due-time';

/**
 * An item's due date with the time left or the delay in words, and an "overdue" chip that says
 * it in text and with an icon as well as in colour.
 */
export function DueCell({ dueAt, overdue, now = new Date() }: { dueAt: string | null; overdue: boolean; now?: Date }) {
  const { t } = useTranslation('backOffice');
  if (dueAt === null) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {t('due.none')}
      </Typography>
    );
  }
  const left = timeLeft(dueAt, now);
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {formatDate(dueAt)}
      </Box>
      <Typography component="span" variant="body2" color={overdue ? 'error.dark' : 'text.secondary'} sx={{ whiteSpace: 'nowrap', fontWeight: overdue ? 600 : 400 }}>
        {t(left.key, { count: left.count })}
      </Typography>
      {overdue && <Chip component="span" size="small" color="error" variant="outlined" icon={<ErrorOutline aria-hidden />} label={t('due.overdue')} />}
    </Box>
  );
}
