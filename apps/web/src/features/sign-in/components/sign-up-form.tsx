import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bindField } from '../../../components/ui/form-fields/bind-field';
import { NationalIdField } from '../../../components/ui/form-fields/national-id-field';
import { PasswordField } from '../../../components/ui/form-fields/password-field';
import { rules, validate, type Rule } from '../../../lib/form-validator';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { useSignUp } from '../api/use-sign-up';
import { SubmitButton } from '../../../components/ui/submit-button';
import { localizeMessage } from '../../../lib/i18n/validation-messages';

interface SignUpValues {
  username: string;
  email: string;
  password: string;
  terms: boolean;
}

/** The sign-up rules, with the generic validator's own texts. The terms box is not enforced. */
const fieldRules: Record<'username' | 'email' | 'password', Rule[]> = {
  username: [rules.required()],
  email: [rules.required(), rules.email()],
  password: [rules.required()],
};
const check = (name: keyof typeof fieldRules) => ({ validate: (value: string) => validate(value, fieldRules[name]) ?? true });

/** /session/signup: a registry without a membership signs up with the e-mail on its record. */
export function SignUpForm() {
  const { t } = useTranslation('auth');
  const signUp = useSignUp();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<SignUpValues>({ defaultValues: { username: '', email: '', password: '', terms: false } });

  const submit = handleSubmit(async ({ username, email, password }) => {
    setFailure(null);
    try {
      await signUp.mutateAsync({ username, email: email.trim(), password });
    } catch (error) {
      if (!showServerFieldErrors(error, setError, ['username', 'email', 'password'])) setFailure((error as Error).message);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2 }}>
      <Controller
        name="username"
        control={control}
        rules={check('username')}
        render={({ field, fieldState }) => <NationalIdField id="signup-username" label={t('signUp.username')} required autoFocus {...bindField(field, fieldState)} />}
      />
      <Controller
        name="email"
        control={control}
        rules={check('email')}
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            id="signup-email"
            type="email"
            label={t('signUp.email')}
            required
            fullWidth
            {...field}
            inputRef={ref}
            error={!!fieldState.error}
            helperText={localizeMessage(fieldState.error?.message)}
            slotProps={{ htmlInput: { autoComplete: 'email', maxLength: 254 } }}
          />
        )}
      />
      <Controller
        name="password"
        control={control}
        rules={check('password')}
        render={({ field, fieldState }) => (
          <PasswordField id="signup-password" label={t('signUp.password')} required autoComplete="new-password" {...bindField(field, fieldState)} />
        )}
      />
      <Controller
        name="terms"
        control={control}
        render={({ field }) => <FormControlLabel label={t('signUp.terms')} control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} />}
      />
      {failure && <Alert severity="error">{failure}</Alert>}
      <SubmitButton busy={signUp.isPending}>{t('signUp.submit')}</SubmitButton>
    </Box>
  );
}
