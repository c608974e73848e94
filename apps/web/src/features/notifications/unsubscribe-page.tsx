import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUnsubscribe } from './api/use-notifications';
import { registerNotificationTexts } from './notifications-texts';

registerNotificationTexts();

/**
 * /Unsubscribe?token=… (open): the link at the foot of every e-mail. It works without
 * signing in, once; the server says when a link is forged or already used, and nothing changes then.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation('notifications');
  useDocumentTitle(t('unsubscribe.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);

  return (
    <Paper sx={{ p: { xs: 2, md: 4 }, display: 'grid', gap: 2, maxWidth: 720 }}>
      <Typography variant="h1" component="h1">
        {t('unsubscribe.title')}
      </Typography>
      <Box aria-live="polite">
        {!token && <Alert severity="error">{t('unsubscribe.missing')}</Alert>}
        {unsubscribe.isPending && <Typography>{t('unsubscribe.working')}</Typography>}
        {unsubscribe.isSuccess && (
          <Alert severity="success">{t('unsubscribe.done', { kind: t(`prefs.kind.${unsubscribe.data.kind}`), channel: t(`prefs.channel.${unsubscribe.data.channel}`) })}</Alert>
        )}
        {unsubscribe.isError && <Alert severity="error">{unsubscribe.error.message}</Alert>}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.userUpdate} variant="outlined">
          {t('unsubscribe.profile')}
        </Button>
        <Button component={RouterLink} to={paths.home}>
          {t('unsubscribe.home')}
        </Button>
      </Box>
    </Paper>
  );
}
