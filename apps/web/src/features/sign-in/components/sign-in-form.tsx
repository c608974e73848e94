import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HumanVerificationCheckbox } from '../../../lib/human-verification/human-verification-checkbox';
import { useNotify } from '../../../lib/notifications/notification-context';
import { rememberedNationalId } from '../../../lib/session';
import { serverFieldErrors } from '../../../lib/forms/server-field-errors';
import { NationalIdField } from '../../../components/ui/form-fields/national-id-field';
import { PasswordField } from '../../../components/ui/form-fields/password-field';
import { useSignIn, WRONG_CREDENTIALS } from '../api/use-sign-in';
import { useLightForm } from '../../../lib/forms/use-light-form';
import type { SignInValues } from '../sign-in-schema';
import { SubmitButton } from '../../../components/ui/submit-button';

// Validation (zod and the schema) is not in the page's first download; it loads as the form mounts.
const loadSchema = async () => (await import('../sign-in-schema')).signInSchema;

/** The sign-in form. Signing in changes the auth state; the page then moves on. */
export function SignInForm() {
  const { t } = useTranslation('auth');
  const notify = useNotify();
  const signIn = useSignIn();
  const [altcha, setAltcha] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useLightForm<SignInValues>(loadSchema, { userName: rememberedNationalId.get() ?? '', password: '', rememberMe: true });

  const submit = form.handleSubmit(async (values) => {
    // Without a solved challenge nothing is sent.
    if (!altcha) return notify.toast(t('required', { ns: 'humanVerification' }), 'warning');
    setFailure(null);
    try {
      await signIn.mutateAsync({ userName: values.userName, password: values.password, altcha });
      if (values.rememberMe) rememberedNationalId.set(values.userName);
      else rememberedNationalId.forget();
    } catch (error) {
      const marked = serverFieldErrors(error, { userName: 'userName', password: 'password' } as const);
      if (Object.keys(marked).length > 0) form.showServerErrors(marked);
      else setFailure((error as Error).message || WRONG_CREDENTIALS);
    } finally {
      // The solution was spent by the server: the next attempt needs a new one.
      setAltcha(null);
    }
  });

  const busy = signIn.isPending;
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2 }}>
      <NationalIdField id="signin-national-id" label={t('signIn.nationalId')} required autoFocus {...form.field('userName')} />
      <PasswordField id="signin-password" label={t('signIn.password')} required {...form.field('password')} />
      <HumanVerificationCheckbox value={altcha} onChange={setAltcha} disabled={busy} />
      <FormControlLabel
        label={t('signIn.rememberMe')}
        control={<Checkbox name="rememberMe" checked={form.values.rememberMe} onChange={(event) => form.set('rememberMe', event.target.checked)} />}
      />
      {failure && <Alert severity="error">{failure}</Alert>}
      <SubmitButton busy={busy}>{t('signIn.submit')}</SubmitButton>
    </Box>
  );
}
