import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { bindField } from '../../../components/ui/form-fields/bind-field';
import { ErrorDialog } from '../../../components/ui/form-fields/error-dialog';
import { LoadingOverlay } from '../../../components/ui/form-fields/loading-overlay';
import { NationalIdField } from '../../../components/ui/form-fields/national-id-field';
import { PhoneField } from '../../../components/ui/form-fields/phone-field';
import { ApiError, FALLBACK_MESSAGE } from '../../../lib/api-error';
import { HumanVerificationCheckbox } from '../../../lib/human-verification/human-verification-checkbox';
import { useNotify } from '../../../lib/notifications/notification-context';
import { useSendPassword } from '../api/use-send-password';
import { resetSchema, type ResetInput, type ResetValues } from '../reset-schema';

/** The password-reset form of spec §2 with the outcomes of spec §8. */
export function PasswordResetForm() {
  const { t } = useTranslation('auth');
  const notify = useNotify();
  const navigate = useNavigate();
  const send = useSendPassword();
  const [altcha, setAltcha] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<ResetInput, unknown, ResetValues>({
    resolver: zodResolver(resetSchema),
    defaultValues: { userName: '', gsmNumber: '' },
  });

  const submit = handleSubmit(async (values) => {
    if (!altcha) return notify.toast(t('required', { ns: 'humanVerification' }), 'warning');
    try {
      await send.mutateAsync({ ...values, altcha });
      notify.toast(t('reset.sent'), 'info');
      void navigate(paths.signIn);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'MEMBER_NOT_FOUND') notify.toast(error.message, 'error');
      else setFailure((error as Error).message || FALLBACK_MESSAGE);
    } finally {
      setAltcha(null);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2 }}>
      <Controller
        name="userName"
        control={control}
        render={({ field, fieldState }) => <NationalIdField id="reset-national-id" label={t('reset.nationalId')} required autoFocus {...bindField(field, fieldState)} />}
      />
      <Controller
        name="gsmNumber"
        control={control}
        render={({ field, fieldState }) => <PhoneField id="reset-phone" label={t('reset.phone')} required {...bindField(field, fieldState)} />}
      />
      <HumanVerificationCheckbox value={altcha} onChange={setAltcha} disabled={send.isPending} />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
        <Button type="submit" variant="contained" size="large" disabled={send.isPending}>
          {t('reset.submit')}
        </Button>
        <Button component={RouterLink} to={paths.home} variant="outlined" size="large">
          {t('reset.home')}
        </Button>
      </Box>
      <LoadingOverlay open={send.isPending} />
      <ErrorDialog message={failure} onClose={() => setFailure(null)} />
    </Box>
  );
}
