import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { session } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { registerComplaintTexts } from './complaints-texts';
import { ComplaintForm } from './components/complaint-form';
import { ComplaintReceived } from './components/complaint-received';
import { MyComplaints } from './components/my-complaints';
import { StatusLookup } from './components/status-lookup';

registerComplaintTexts();

type TabName = 'new' | 'status' | 'mine';

/** /ComplaintsAndRequests: send an application, look its status up, and (signed in) see one's own. */
export default function ComplaintsPage() {
  const { t } = useTranslation('complaints');
  useDocumentTitle(t('title'));
  const signedIn = session.accessToken() !== null;
  const [tab, setTab] = useState<TabName>('new');
  const [sent, setSent] = useState<{ trackingNumber: string; replyDueOn: string; maskedGsm: string } | null>(null);
  const tabs: TabName[] = signedIn ? ['new', 'status', 'mine'] : ['new', 'status'];

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography variant="h1" component="h1" gutterBottom>
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{t('intro')}</Typography>
      </Box>
      <Tabs value={tab} onChange={(_e, value: TabName) => setTab(value)} variant="scrollable" allowScrollButtonsMobile aria-label={t('title')}>
        {tabs.map((name) => (
          <Tab key={name} value={name} label={t(`tabs.${name}`)} id={`complaint-tab-${name}`} aria-controls={`complaint-panel-${name}`} />
        ))}
      </Tabs>
      <Paper variant="outlined" role="tabpanel" id={`complaint-panel-${tab}`} aria-labelledby={`complaint-tab-${tab}`} sx={{ p: { xs: 2, md: 3 } }}>
        {tab === 'new' && sent && <ComplaintReceived {...sent} onLookUp={() => setTab('status')} onAnother={() => setSent(null)} />}
        {tab === 'new' && !sent && <ComplaintForm signedIn={signedIn} onSent={setSent} />}
        {tab === 'status' && <StatusLookup initialTrackingNumber={sent?.trackingNumber ?? ''} />}
        {tab === 'mine' && <MyComplaints />}
      </Paper>
    </Box>
  );
}
