import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bindField } from '../../../components/ui/form-fields/bind-field';
import { PasswordField } from '../../../components/ui/form-fields/password-field';
import { PasswordRules } from '../../../components/ui/form-fields/password-rules';
import { accountSchema, type AccountValues } from '../register-schema';
import { SubmitButton } from '../../../components/ui/submit-button';
import { localizeMessage } from '../../../lib/i18n/validation-messages';

const consentId = 'register-kvkk-text';

interface Props {
  busy: boolean;
  failure: string | null;
  onSubmit(values: AccountValues): void;
}

/** Step 3: e-mail, password, SMS preference and the KVKK consent. */
export function AccountStep({ busy, failure, onSubmit }: Props) {
  const { t } = useTranslation('membership');
  const { control, handleSubmit, watch } = useForm<AccountValues>({
    resolver: zodResolver(accountSchema),
    defaultValues: { email: '', password: '', passwordAgain: '', chkSMSInfo: true, kvkkConsent: false },
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} sx={{ display: 'grid', gap: 2.5, maxWidth: 480 }}>
      <Controller
        name="email"
        control={control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            id="register-email"
            type="email"
            label={t('account.email')}
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
        render={({ field, fieldState }) => (
          <PasswordField
            id="register-password"
            label={t('account.password')}
            required
            autoComplete="new-password"
            describedBy="register-password-rules"
            {...bindField(field, fieldState)}
          />
        )}
      />
      <PasswordRules id="register-password-rules" password={watch('password')} />
      <Controller
        name="passwordAgain"
        control={control}
        render={({ field, fieldState }) => (
          <PasswordField id="register-password-again" label={t('account.again')} required autoComplete="new-password" {...bindField(field, fieldState)} />
        )}
      />
      <Controller
        name="chkSMSInfo"
        control={control}
        render={({ field }) => <FormControlLabel label={t('account.sms')} control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} />}
      />
      <Box component="section" aria-labelledby="register-kvkk-title" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.default' }}>
        <Typography id="register-kvkk-title" variant="subtitle2" component="h2" gutterBottom>
          {t('account.kvkkTitle')}
        </Typography>
        <Typography id={consentId} variant="body2" color="text.secondary">
          {t('account.kvkkText')}
        </Typography>
      </Box>
      <Controller
        name="kvkkConsent"
        control={control}
        render={({ field, fieldState }) => (
          <Box>
            <FormControlLabel
              label={t('account.kvkk')}
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                  slotProps={{ input: { 'aria-describedby': consentId, 'aria-invalid': !!fieldState.error } as object }}
                />
              }
            />
            {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
          </Box>
        )}
      />
      {failure && <Alert severity="error">{failure}</Alert>}
      <Box>
        <SubmitButton busy={busy}>{t('account.submit')}</SubmitButton>
      </Box>
    </Box>
  );
}
