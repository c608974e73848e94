import type { ResponseOf } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAppSetting } from '../../lib/app-setting';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useApplicationRules } from './api/use-water-applications';
import { ApplicationForm, type CodeProof } from './components/application-form';
import { CodeStep } from './components/code-step';
import { TypeRules } from './components/type-rules';
import { registerWaterApplicationTexts } from './water-applications-texts';
import { LoadFailed } from '../../components/ui/load-failed';

registerWaterApplicationTexts();

type Rules = ResponseOf<'GetWaterApplicationRules'>;
type Rule = Rules['types'][number];

/**
 * /WaterApplicationWithCode (open): the types whose rule allows it, filed without an account
 * after an SMS code to the registry's phone; the same form as for members.
 */
export default function WaterApplicationWithCodePage() {
  const { t } = useTranslation('waterApplications');
  useDocumentTitle(t('withCode.title'));
  const setting = useAppSetting();
  const rules = useApplicationRules();
  const [chosen, setChosen] = useState<Rule | null>(null);
  const [proof, setProof] = useState<CodeProof | null>(null);
  const [filed, setFiled] = useState<string | null>(null);
  const restart = () => {
    setChosen(null);
    setProof(null);
  };

  if (!setting.HasSubscription) return <Alert severity="info">{t('notOffered')}</Alert>;
  const offered: Rules | undefined = rules.data && { ...rules.data, types: rules.data.types.filter((r) => r.smsPathAllowed) };
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography variant="h1" component="h1" gutterBottom>
          {t('withCode.title')}
        </Typography>
        <Typography color="text.secondary">{t('withCode.intro')}</Typography>
      </Box>
      {filed && (
        <Alert severity="success" role="status" data-testid="water-filed">
          {t('withCode.filed', { number: filed })}{' '}
          <Link component={RouterLink} to={paths.waterApplicationStatus} underline="always">
            {t('withCode.follow')}
          </Link>
        </Alert>
      )}
      {rules.isPending && <Typography>{t('loading')}</Typography>}
      {rules.isError && <LoadFailed message={t('loadError')} retryLabel={t('retry')} onRetry={() => void rules.refetch()} />}
      {offered && !chosen && (
        <TypeRules
          rules={offered}
          onStart={(rule) => {
            setFiled(null);
            setChosen(rule);
          }}
        />
      )}
      {offered && chosen && !proof && <CodeStep typeCode={chosen.typeCode} typeName={chosen.name} onProved={setProof} onCancel={restart} />}
      {offered && chosen && proof && (
        <ApplicationForm
          key={chosen.typeCode}
          rule={chosen}
          rules={offered}
          withCode={proof}
          onCancel={restart}
          onFiled={(application) => {
            restart();
            setFiled(application.trackingNumber);
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </Box>
  );
}
