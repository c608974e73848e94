import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SearchField } from '../components/search-field';
import { registerBackOfficePrivacyTexts } from '../privacy-texts';
import { NotificationList } from './notification-list';
import { SmsLogList } from './sms-log-list';

registerBackOfficePrivacyTexts();

const tabs = ['sms', 'eposta'] as const;
type TabName = (typeof tabs)[number];

/**
 * /yonetim/bildirimler (ADMIN or PAYMENTS_OPERATOR): every SMS the portal wrote, and the
 * reminders and mails with their tries. The tab and the search live in the address, so a
 * reload or "back" keeps them.
 */
export default function NotificationsPage() {
  const { t } = useTranslation('backOfficePrivacy');
  useDocumentTitle(t('notifications.title'));
  const [params, setParams] = useSearchParams();
  const tab: TabName = params.get('kanal') === 'eposta' ? 'eposta' : 'sms';
  const search = params.get('ara') ?? '';
  const [typed, setTyped] = useState(search);
  const go = (next: { tab?: TabName; search?: string }) => {
    const query = new URLSearchParams();
    if ((next.tab ?? tab) === 'eposta') query.set('kanal', 'eposta');
    const text = (next.search ?? search).trim();
    if (text) query.set('ara', text);
    setParams(query);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ search: typed });
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="h1" component="h1">
        {t('notifications.title')}
      </Typography>
      <Typography color="text.secondary">{t('notifications.intro')}</Typography>
      <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', maxWidth: 640 }}>
        <SearchField id="message-search" label={t('notifications.search')} helperText={t('notifications.searchHelp')} value={typed} onChange={setTyped} />
        <Button type="submit" variant="contained" sx={{ mt: 0.25, flexShrink: 0 }}>
          {t('notifications.searchButton')}
        </Button>
      </Box>
      <Tabs value={tab} onChange={(_e, value: TabName) => go({ tab: value })} aria-label={t('notifications.channels')} variant="scrollable" allowScrollButtonsMobile>
        {tabs.map((name) => (
          <Tab key={name} value={name} label={t(`notifications.tabs.${name}`)} id={`messages-tab-${name}`} aria-controls="messages-panel" />
        ))}
      </Tabs>
      <Box id="messages-panel" role="tabpanel" aria-labelledby={`messages-tab-${tab}`} sx={{ display: 'grid', gap: 2 }}>
        {tab === 'sms' ? <SmsLogList search={search} /> : <NotificationList search={search} />}
      </Box>
    </Box>
  );
}
