import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths';

/** What a member who is not an active employee sees on the staff screens: an explanation, not an error. */
export function NotEmployee() {
  const { t } = useTranslation('staff');
  return (
    <Paper sx={{ p: { xs: 3, md: 5 }, display: 'grid', gap: 2, justifyItems: 'start', maxWidth: 720 }}>
      <Typography variant="h1" component="h1">
        {t('notEmployee.title')}
      </Typography>
      <Typography>{t('notEmployee.text')}</Typography>
      <Button component={RouterLink} to={paths.home} variant="contained">
        {t('notEmployee.home')}
      </Button>
    </Paper>
  );
}
