import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { maskGsm, type ComplaintFormInput } from './form-schema';

/** Who to answer: a name, the phone the answer is texted to and an e-mail; a tip-off may leave the name and e-mail out. */
export function ContactFields({ tipOff, anonymous }: { tipOff: boolean; anonymous: boolean }) {
  const { t } = useTranslation('complaints');
  const { register, formState } = useFormContext<ComplaintFormInput>();
  const error = (name: 'contactName' | 'gsmNumber' | 'email') => formState.errors[name]?.message;
  const gsmField = register('gsmNumber');

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
      <TextField
        id="complaint-gsm"
        size="small"
        label={t('form.gsm')}
        required
        autoComplete="tel-national"
        error={!!error('gsmNumber')}
        helperText={error('gsmNumber') ?? t('form.gsmHelp')}
        {...gsmField}
        onChange={(e) => {
          e.target.value = maskGsm(e.target.value);
          void gsmField.onChange(e);
        }}
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
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
