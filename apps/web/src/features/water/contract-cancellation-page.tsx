import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ResponseOf } from '@ebelediye/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { session } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ApplicationDetail } from './components/application-detail';
import { CancellationForm } from './components/cancellation-form';
import { CancellationLookup } from './components/cancellation-lookup';
import { MyCancellations } from './components/my-cancellations';
import { PaperStepNotice } from './components/paper-step-notice';
import { SubscriberProofStep, type SubscriberProof } from './components/subscriber-proof';
import { registerWaterTexts } from './water-texts';

registerWaterTexts();

type TabName = 'new' | 'status' | 'mine';

/** /ContractCancellation (open): prove the subscription (by SMS, unless signed in), apply, and follow the application. */
export default function ContractCancellationPage() {
  const { t } = useTranslation('water');
  useDocumentTitle(t('cancellation.title'));
  const signedIn = session.accessToken() !== null;
  const [tab, setTab] = useState<TabName>('new');
  const [proof, setProof] = useState<SubscriberProof | null>(null);
  const [sent, setSent] = useState<{ application: ResponseOf<'StartElectronicStateContractCancellation'>; gsm: string } | null>(null);
  const tabs: TabName[] = signedIn ? ['new', 'status', 'mine'] : ['new', 'status'];
  const again = () => {
    setSent(null);
    setProof(null);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography variant="h1" component="h1" gutterBottom>
          {t('cancellation.title')}
        </Typography>
        <Typography color="text.secondary">{t('cancellation.intro')}</Typography>
      </Box>
      <Tabs value={tab} onChange={(_e, value: TabName) => setTab(value)} variant="scrollable" allowScrollButtonsMobile aria-label={t('cancellation.title')}>
        {tabs.map((name) => (
          <Tab key={name} value={name} label={t(`cancellation.tabs.${name}`)} id={`cancellation-tab-${name}`} aria-controls={`cancellation-panel-${name}`} />
        ))}
      </Tabs>
      <Paper variant="outlined" role="tabpanel" id={`cancellation-panel-${tab}`} aria-labelledby={`cancellation-tab-${tab}`} sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
        {tab === 'new' && sent && (
          <>
            <Alert
              severity="success"
              role="status"
              action={
                <Button color="inherit" onClick={again}>
                  {t('done.another')}
                </Button>
              }
            >
              <AlertTitle>{t('done.title')}</AlertTitle>
              {t('done.text', { number: sent.application.trackingNumber })}
            </Alert>
            <ApplicationDetail application={sent.application} />
          </>
        )}
        {tab === 'new' && !sent && <PaperStepNotice />}
        {tab === 'new' && !sent && !proof && <SubscriberProofStep signedIn={signedIn} onProven={setProof} />}
        {tab === 'new' && !sent && proof && <CancellationForm proof={proof} onSent={(application, gsm) => setSent({ application, gsm })} />}
        {tab === 'status' && <CancellationLookup initialTrackingNumber={sent?.application.trackingNumber ?? ''} initialGsm={sent?.gsm ?? ''} />}
        {tab === 'mine' && <MyCancellations />}
      </Paper>
    </Box>
  );
}
