import { notificationChannels, notificationKinds, notificationOffers, type ResponseOf } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateAndTime } from '../../../lib/i18n/format';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/use-notifications';
import { registerNotificationTexts } from '../notifications-texts';

registerNotificationTexts();

type Preference = ResponseOf<'GetNotificationPreferences'>['preferences'][number];
type Channel = Preference['channel'];
type Kind = Preference['kind'];
const keyOf = (channel: Channel, kind: Kind) => `${channel}:${kind}`;
/** The spec's chkSMSInfo is this one (the profile form's "SMS ile bilgilendirilmek istiyorum"). */
const isSmsInfo = (channel: Channel, kind: Kind) => channel === 'sms' && kind === 'reminder';

/**
 * Issue 20: the member's consents per kind and channel on the profile page. Only the changed
 * boxes are sent; each becomes a consent record on the server with its date and wording.
 */
export function NotificationPreferences() {
  const { t } = useTranslation('notifications');
  const query = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  if (query.isPending) return <Skeleton variant="rounded" height={220} />;
  if (query.isError) return <Alert severity="error">{t('prefs.failed')}</Alert>;
  const current = new Map(query.data.preferences.map((p) => [keyOf(p.channel, p.kind), p]));
  const valueOf = (channel: Channel, kind: Kind) => chosen[keyOf(channel, kind)] ?? current.get(keyOf(channel, kind))?.given ?? false;
  const reachable = { sms: query.data.gsm !== null, email: query.data.email !== null };

  const submit = async () => {
    const changes = notificationChannels.flatMap((channel) =>
      notificationKinds
        .filter((kind) => (notificationOffers[kind] as readonly Channel[]).includes(channel))
        .filter((kind) => chosen[keyOf(channel, kind)] !== undefined && chosen[keyOf(channel, kind)] !== current.get(keyOf(channel, kind))?.given)
        .map((kind) => ({ channel, kind, given: chosen[keyOf(channel, kind)]! })),
    );
    if (changes.length === 0) {
      setMessage({ ok: true, text: t('prefs.unchanged') });
      return;
    }
    try {
      await save.mutateAsync(changes);
      setChosen({});
      setMessage({ ok: true, text: t('prefs.saved') });
    } catch (error) {
      setMessage({ ok: false, text: (error as Error).message });
    }
  };

  return (
    <Box component="section" aria-labelledby="notification-preferences-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="notification-preferences-title" variant="h1" component="h1">
        {t('prefs.title')}
      </Typography>
      <Typography color="text.secondary">{t('prefs.intro')}</Typography>
      {notificationKinds.map((kind) => (
        <Box key={kind} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, px: 2, pb: 1.5, pt: 0.5, minWidth: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 600, px: 0.5 }}>
            {t(`prefs.kind.${kind}`)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t(`prefs.kindHelp.${kind}`)}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
            {notificationOffers[kind].map((channel) => {
              const preference = current.get(keyOf(channel, kind));
              const id = `pref-${channel}-${kind}`;
              return (
                <Box key={channel} sx={{ minWidth: 0, flex: '1 1 14rem' }}>
                  <FormControlLabel
                    label={t(`prefs.channel.${channel}`)}
                    control={
                      <Checkbox
                        checked={valueOf(channel, kind)}
                        disabled={save.isPending || (!reachable[channel] && !valueOf(channel, kind))}
                        onChange={(event) => setChosen((c) => ({ ...c, [keyOf(channel, kind)]: event.target.checked }))}
                        slotProps={{ input: { 'aria-describedby': `${id}-note`, name: id } }}
                      />
                    }
                  />
                  <Typography id={`${id}-note`} variant="caption" color="text.secondary" sx={{ display: 'block', ml: 4, mt: -0.75 }}>
                    {!reachable[channel]
                      ? t(channel === 'email' ? 'prefs.noEmail' : 'prefs.noGsm')
                      : preference?.recordedAt
                        ? t('prefs.recordedAt', { at: formatDateAndTime(preference.recordedAt) })
                        : isSmsInfo(channel, kind) && preference?.given
                          ? t('prefs.smsInfoNote')
                          : t('prefs.neverRecorded')}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        </Box>
      ))}
      {message && (
        <Alert severity={message.ok ? 'success' : 'error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      )}
      <Box>
        <Button variant="contained" onClick={() => void submit()} disabled={save.isPending}>
          {t('prefs.save')}
        </Button>
      </Box>
    </Box>
  );
}
