import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bindField } from '../../../components/ui/form-fields/bind-field';
import { PhoneField } from '../../../components/ui/form-fields/phone-field';
import type { ComplaintFormInput } from './form-schema';

/** Who to answer: a name, the phone the answer is texted to and an e-mail; a tip-off may leave the name and e-mail out. */
export function ContactFields({ tipOff, anonymous }: { tipOff: boolean; anonymous: boolean }) {
  const { t } = useTranslation('complaints');
  const { register, control, formState } = useFormContext<ComplaintFormInput>();
  const error = (name: 'contactName' | 'email') => formState.errors[name]?.message;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('form.contact')}
      </Typography>
      {tipOff && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormControlLabel control={<Checkbox {...register('anonymous')} />} label={t('form.anonymous')} />
          {anonymous && <Alert severity="info">{t('form.anonymousNote')}</Alert>}
        </Box>
      )}
      {!anonymous && (
        <TextField
          id="complaint-name"
          size="small"
          label={t('form.contactName')}
          required
          autoComplete="name"
          error={!!error('contactName')}
          helperText={error('contactName')}
          {...register('contactName')}
        />
      )}
      <Controller
        control={control}
        name="gsmNumber"
        render={({ field, fieldState }) => (
          <PhoneField id="complaint-gsm" size="small" label={t('form.gsm')} required helperText={t('form.gsmHelp')} {...bindField(field, fieldState)} />
        )}
      />
      {!anonymous && (
        <TextField
          id="complaint-email"
          size="small"
          type="email"
          label={t('form.email')}
          autoComplete="email"
          error={!!error('email')}
          helperText={error('email')}
          {...register('email')}
        />
      )}
    </Box>
  );
}
