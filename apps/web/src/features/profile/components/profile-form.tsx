import { normalizeGsm, type MemberInfo } from '@ebelediye/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bindField } from '../../../components/ui/form-fields/bind-field';
import { PasswordField } from '../../../components/ui/form-fields/password-field';
import { PhoneField } from '../../../components/ui/form-fields/phone-field';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { useNotify } from '../../../lib/notifications/notification-context';
import { useUpdateProfile } from '../api/use-profile';
import { profileDefaults, profileSchema, type ProfileInput, type ProfileValues } from '../profile-schema';
import { PhoneChangeVerification, type PhoneProof } from './phone-change-verification';
import { SubmitButton } from '../../../components/ui/submit-button';
import { localizeMessage } from '../../../lib/i18n/validation-messages';

const serverFields = ['memberName', 'memberSurname', 'gsmNumber', 'email', 'password'] as const;

/** UserUpdate: phone, e-mail, SMS preference and name; the current password confirms the change. */
export function ProfileForm({ user }: { user: MemberInfo }) {
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const update = useUpdateProfile();
  const [proof, setProof] = useState<PhoneProof | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, watch, reset, setError } = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: profileDefaults(user),
  });

  const typedPhone = watch('gsmNumber');
  const newGsm = normalizeGsm(typedPhone);
  const phoneChanging = typedPhone !== profileDefaults(user).gsmNumber;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const phoneChanged = values.gsmNumber !== user.UserDetail.gsmNumber;
    if (phoneChanged && proof?.gsm !== values.gsmNumber) return setFailure(t('phone.needed'));
    try {
      const saved = await update.mutateAsync({ ...values, userPidNo: user.UserDetail.userName, validationKey: phoneChanged ? proof?.validationKey : undefined });
      notify.toast(t('update.saved'), 'success');
      setProof(null);
      reset(profileDefaults(saved));
    } catch (error) {
      if (!showServerFieldErrors(error, setError, serverFields)) setFailure((error as Error).message);
    }
  });

  const text = (name: 'memberName' | 'memberSurname' | 'email', label: string, autoComplete: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          id={`profile-${name}`}
          label={label}
          required
          fullWidth
          {...field}
          inputRef={ref}
          error={!!fieldState.error}
          helperText={localizeMessage(fieldState.error?.message)}
          slotProps={{ htmlInput: { autoComplete, maxLength: name === 'email' ? 254 : 60 } }}
        />
      )}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {text('memberName', t('update.name'), 'given-name')}
        {text('memberSurname', t('update.surname'), 'family-name')}
        <Controller
          name="gsmNumber"
          control={control}
          render={({ field, fieldState }) => <PhoneField id="profile-phone" label={t('update.phone')} required {...bindField(field, fieldState)} />}
        />
        {text('email', t('update.email'), 'email')}
      </Box>
      {phoneChanging && <PhoneChangeVerification gsm={newGsm} proof={proof} onProof={setProof} />}
      <Controller
        name="chkSMSInfo"
        control={control}
        render={({ field }) => <FormControlLabel label={t('update.sms')} control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} />}
      />
      <Box sx={{ maxWidth: { sm: 'calc(50% - 10px)' } }}>
        <Controller
          name="password"
          control={control}
          render={({ field, fieldState }) => (
            <PasswordField id="profile-password" label={t('update.password')} required helperText={t('update.passwordHelp')} {...bindField(field, fieldState)} />
          )}
        />
      </Box>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Box>
        <SubmitButton busy={update.isPending}>{t('update.submit')}</SubmitButton>
      </Box>
    </Box>
  );
}
