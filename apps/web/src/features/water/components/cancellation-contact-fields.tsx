import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../../components/ui/form-fields/phone-field';
import { localizeMessage } from '../../../lib/i18n/validation-messages';
import type { CancellationFormInput } from './cancellation-form-schema';

/** Where the municipality reaches the subscriber about the cancellation: an address, the phone the code went to, an e-mail. */
export function CancellationContactFields() {
  const { t } = useTranslation('water');
  const { control, register, formState } = useFormContext<CancellationFormInput>();
  const error = (name: 'address' | 'email') => formState.errors[name]?.message;
  return (
    <>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('form.contact')}
      </Typography>
      <TextField
        id="contact-address"
        label={t('form.address')}
        multiline
        minRows={2}
        {...register('address')}
        error={!!error('address')}
        helperText={error('address')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Controller
          name="gsmNumber"
          control={control}
          render={({ field, fieldState }) => (
            <PhoneField
              id="contact-gsm"
              name={field.name}
              label={t('form.gsm')}
              helperText={t('form.gsmHelp')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={localizeMessage(fieldState.error?.message)}
            />
          )}
        />
        <TextField id="contact-email" label={t('form.email')} type="email" {...register('email')} error={!!error('email')} helperText={error('email')} autoComplete="email" />
      </Box>
    </>
  );
}
