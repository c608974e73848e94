import type { ResponseOf } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { useAppSetting } from '../../lib/app-setting';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useApplicationRules, useMyApplications } from './api/use-water-applications';
import { ApplicationCard } from './components/application-card';
import { ApplicationForm } from './components/application-form';
import { TypeRules } from './components/type-rules';
import { registerWaterApplicationTexts } from './water-applications-texts';
import { LoadFailed } from '../../components/ui/load-failed';

registerWaterApplicationTexts();

type Rule = ResponseOf<'GetWaterApplicationRules'>['types'][number];

/**
 * /WaterApplications (guarded): the water unit's applications without going to the office —
 * each type's rules before starting, a form that asks only what the type needs, the fees paid
 * by card, and every application of the member with its history.
 */
export default function WaterApplicationsPage() {
  const { t } = useTranslation('waterApplications');
  useDocumentTitle(t('title'));
  const setting = useAppSetting();
  const rules = useApplicationRules();
  const mine = useMyApplications();
  const [chosen, setChosen] = useState<Rule | null>(null);
  const [filed, setFiled] = useState<string | null>(null);

  if (!setting.HasSubscription) return <Alert severity="info">{t('notOffered')}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography variant="h1" component="h1" gutterBottom>
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{t('intro')}</Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('lookupHint')}{' '}
          <Link component={RouterLink} to={paths.waterApplicationStatus} underline="always">
            {t('lookupLink')}
          </Link>
        </Typography>
      </Box>
      {filed && (
        <Alert severity="success" role="status" onClose={() => setFiled(null)} data-testid="water-filed">
          {t('filed', { number: filed })}
        </Alert>
      )}
      <Box component="section" aria-labelledby="my-applications-title" sx={{ display: 'grid', gap: 2 }}>
        <Typography id="my-applications-title" component="h2" variant="h2">
          {t('mineTitle')}
        </Typography>
        {mine.isPending && <Typography>{t('loading')}</Typography>}
        {mine.isError && <LoadFailed message={t('loadError')} retryLabel={t('retry')} onRetry={() => void mine.refetch()} />}
        {mine.data?.length === 0 && <Typography color="text.secondary">{t('mineNone')}</Typography>}
        {mine.data?.map((a) => (
          <ApplicationCard key={a.trackingNumber} application={a} returnPath={paths.waterApplications} />
        ))}
      </Box>
      <Box component="section" aria-labelledby="new-application-title" sx={{ display: 'grid', gap: 2 }}>
        <Typography id="new-application-title" component="h2" variant="h2">
          {t('newTitle')}
        </Typography>
        {rules.isPending && <Typography>{t('loading')}</Typography>}
        {rules.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void rules.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {t('loadError')}
          </Alert>
        )}
        {rules.data && !chosen && (
          <TypeRules
            rules={rules.data}
            onStart={(rule) => {
              setFiled(null);
              setChosen(rule);
            }}
          />
        )}
        {rules.data && chosen && (
          <ApplicationForm
            key={chosen.typeCode}
            rule={chosen}
            rules={rules.data}
            onCancel={() => setChosen(null)}
            onFiled={(application) => {
              setChosen(null);
              setFiled(application.trackingNumber);
              window.scrollTo({ top: 0 });
            }}
          />
        )}
      </Box>
    </Box>
  );
}
