import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { useNotify } from '../../lib/notifications/notification-context';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCompleteRegistration } from './api/use-complete-registration';
import type { ProvenRegistry } from './api/use-registration';
import { AccountStep } from './components/account-step';
import { IdentityStep } from './components/identity-step';
import { PhoneStep, type PhoneProof } from './components/phone-step';
import { registerMembershipTexts } from './membership-texts';
import type { AccountValues } from './register-schema';

registerMembershipTexts();

/** /Register: identity from the registry, the phone on record, then the account. */
export default function RegisterPage() {
  const { t } = useTranslation('membership');
  useDocumentTitle(t('title'));
  const notify = useNotify();
  const navigate = useNavigate();
  const complete = useCompleteRegistration();
  const [registry, setRegistry] = useState<ProvenRegistry | null>(null);
  const [phone, setPhone] = useState<PhoneProof | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const step = !registry ? 0 : !phone ? 1 : 2;

  const finish = async (account: AccountValues) => {
    if (!registry || !phone) return;
    setFailure(null);
    try {
      const { Message } = await complete.mutateAsync({ registry, phone, account });
      notify.toast(Message, 'success');
      void navigate(paths.signIn);
    } catch (error) {
      setFailure((error as Error).message);
    }
  };

  return (
    <Paper sx={{ p: { xs: 2, md: 4 }, display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="h1" component="h1">
        {t('title')}
      </Typography>
      <Typography color="text.secondary">{t('intro')}</Typography>
      <Stepper activeStep={step} alternativeLabel>
        {(['identity', 'phone', 'account'] as const).map((name) => (
          <Step key={name}>
            <StepLabel>{t(`steps.${name}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography variant="h2" component="h2">
        {t(`steps.${(['identity', 'phone', 'account'] as const)[step]}`)}
      </Typography>
      {step === 0 && <IdentityStep onProven={setRegistry} />}
      {step === 1 && registry && <PhoneStep registry={registry} onVerified={setPhone} />}
      {step === 2 && <AccountStep busy={complete.isPending} failure={failure} onSubmit={(values) => void finish(values)} />}
      {step === 1 && (
        <Box>
          <Button onClick={() => setRegistry(null)}>{t('back')}</Button>
        </Box>
      )}
    </Paper>
  );
}
