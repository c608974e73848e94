import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bindField } from '../../../components/ui/form-fields/bind-field';
import { PasswordField } from '../../../components/ui/form-fields/password-field';
import { PasswordRules } from '../../../components/ui/form-fields/password-rules';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { useNotify } from '../../../lib/notifications/notification-context';
import { useChangePassword } from '../api/use-change-password';
import { changePasswordSchema, type ChangePasswordValues } from '../change-password-schema';
import { SubmitButton } from '../../../components/ui/submit-button';

const empty: ChangePasswordValues = { currentPassword: '', newPassword: '', newPasswordAgain: '' };

/** sifre-degistir: the current password, the new one twice, its rules shown as the member types. */
export function ChangePasswordForm() {
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, watch, reset, setError } = useForm<ChangePasswordValues>({ resolver: zodResolver(changePasswordSchema), defaultValues: empty });

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    try {
      const { Message } = await change.mutateAsync({ currentPassword, newPassword });
      notify.toast(Message, 'success');
      reset(empty);
    } catch (error) {
      if (!showServerFieldErrors(error, setError, ['currentPassword', 'newPassword'])) setFailure((error as Error).message);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2.5, maxWidth: 480 }}>
      <Controller
        name="currentPassword"
        control={control}
        render={({ field, fieldState }) => <PasswordField id="current-password" label={t('changePassword.current')} required {...bindField(field, fieldState)} />}
      />
      <Controller
        name="newPassword"
        control={control}
        render={({ field, fieldState }) => (
          <PasswordField
            id="new-password"
            label={t('changePassword.next')}
            required
            autoComplete="new-password"
            describedBy="new-password-rules"
            {...bindField(field, fieldState)}
          />
        )}
      />
      <PasswordRules id="new-password-rules" password={watch('newPassword')} />
      <Controller
        name="newPasswordAgain"
        control={control}
        render={({ field, fieldState }) => (
          <PasswordField id="new-password-again" label={t('changePassword.again')} required autoComplete="new-password" {...bindField(field, fieldState)} />
        )}
      />
      <Alert severity="info">{t('changePassword.otherSessions')}</Alert>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Box>
        <SubmitButton busy={change.isPending}>{t('changePassword.submit')}</SubmitButton>
      </Box>
    </Box>
  );
}
