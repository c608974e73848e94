import { formatGsm } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { downloadBlob } from '../../lib/csv';
import { fetchOperationFile } from '../../lib/download-file';
import { documentLanguage } from '../../lib/i18n/format';
import { formatDate, formatDateAndTime } from '../../lib/i18n/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMyPersonalData } from './api/use-my-data';
import { AccessLog } from './components/access-log';
import { DataTable } from './components/data-table';
import { registerMyDataTexts } from './my-data-texts';

registerMyDataTexts();

function Facts({ pairs }: { pairs: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: 0.5,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, fontWeight: 500, overflowWrap: 'anywhere', mb: { xs: 1, sm: 0 } },
      }}
    >
      {pairs.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value ?? '—'}</dd>
        </Box>
      ))}
    </Box>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography id={id} variant="h2" component="h2">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** /MyPersonalData (guarded): KVKK art. 11 — what the municipality holds about the member, a download of it, and who looked. */
export default function MyDataPage() {
  const { t } = useTranslation('myData');
  useDocumentTitle(t('title'));
  const data = useMyPersonalData();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const download = async (format: 'json' | 'pdf') => {
    setDownloadError(null);
    try {
      downloadBlob(`kisisel-verilerim.${format}`, await fetchOperationFile('GetMyPersonalDataFile', { format, language: documentLanguage() }));
    } catch (error) {
      setDownloadError(t('download.failed', { message: (error as Error).message }));
    }
  };
  return (
    <Paper sx={{ p: { xs: 2, md: 4 }, display: 'grid', gap: 4, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h1" component="h1">
          {t('title')}
        </Typography>
        <Typography>{t('intro')}</Typography>
        <Link underline="always" component={RouterLink} to={paths.privacyNotice}>
          {t('notice')}
        </Link>
      </Box>
      <Section id="download-title" title={t('download.title')}>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => void download('json')}>
            {t('download.json')}
          </Button>
          <Button variant="outlined" onClick={() => void download('pdf')}>
            {t('download.pdf')}
          </Button>
        </Box>
        {downloadError && <Alert severity="error">{downloadError}</Alert>}
      </Section>
      {data.isPending && <Skeleton variant="rounded" height={320} />}
      {data.isError && <Alert severity="error">{t('failed')}</Alert>}
      {data.data && (
        <>
          <Section id="identity-title" title={t('identity.heading')}>
            <Facts
              pairs={[
                ...(data.data.identity.nationalId ? [[t('identity.nationalId'), data.data.identity.nationalId] as [string, ReactNode]] : []),
                ...(data.data.identity.taxNumber ? [[t('identity.taxNumber'), data.data.identity.taxNumber] as [string, ReactNode]] : []),
                data.data.identity.title
                  ? [t('identity.title'), data.data.identity.title]
                  : [t('identity.name'), [data.data.identity.firstName, data.data.identity.lastName].filter(Boolean).join(' ')],
                [t('identity.father'), data.data.identity.fatherName],
                [t('identity.mother'), data.data.identity.motherName],
                [t('identity.birthDate'), data.data.identity.birthDate ? formatDate(data.data.identity.birthDate) : null],
                [t('identity.birthPlace'), data.data.identity.birthPlace],
              ]}
            />
          </Section>
          <Section id="contact-title" title={t('contact.title')}>
            <Facts
              pairs={[
                [t('contact.userName'), data.data.contact.userName],
                [t('contact.gsm'), data.data.contact.gsm ? formatGsm(data.data.contact.gsm) : null],
                [t('contact.email'), data.data.contact.email],
                [t('contact.memberSince'), formatDate(data.data.contact.memberSince)],
                [t('contact.kvkk'), data.data.contact.kvkkConsentAt ? formatDateAndTime(data.data.contact.kvkkConsentAt) : null],
              ]}
            />
          </Section>
          <Section id="estates-title" title={t('estates.title')}>
            <DataTable
              caption={t('estates.title')}
              headers={[t('estates.kind'), t('estates.address'), t('estates.parcel')]}
              rows={data.data.estates.map((e) => [e.kind, e.address, `${e.blockNo ?? '—'} / ${e.parcelNo ?? '—'}`])}
              empty={t('estates.empty')}
            />
          </Section>
          <Section id="subscriptions-title" title={t('subscriptions.title')}>
            <DataTable
              caption={t('subscriptions.title')}
              headers={[t('subscriptions.no'), t('subscriptions.tariff'), t('subscriptions.meter'), t('subscriptions.started')]}
              rows={data.data.subscriptions.map((s) => [s.subscriberNo, s.tariff, s.meterNo, formatDate(s.startedOn)])}
              empty={t('subscriptions.empty')}
            />
          </Section>
          <Section id="consents-title" title={t('consents.title')}>
            <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
              {data.data.consents.map((c) => (
                <li key={`${c.channel}-${c.kind}`}>
                  {t(`channel.${c.channel}`)} — {t(`kind.${c.kind}`)}: <strong>{c.given ? t('consents.given') : t('consents.notGiven')}</strong>
                  {c.recordedAt ? ` (${formatDateAndTime(c.recordedAt)})` : ''}
                </li>
              ))}
            </Box>
            <Link underline="always" component={RouterLink} to={paths.notificationPreferences}>
              {t('consents.manage')}
            </Link>
          </Section>
        </>
      )}
      <AccessLog />
    </Paper>
  );
}
