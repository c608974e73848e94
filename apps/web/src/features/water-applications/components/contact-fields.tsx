import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../../components/ui/form-fields/phone-field';
import type { ApplicationValues, ChangeValue } from './application-values';

/** Where the water unit answers: the mobile phone every application needs, and an e-mail if the citizen gives one. */
export function ContactFields({ values, change, errors }: { values: ApplicationValues; change: ChangeValue; errors: Record<string, string> }) {
  const { t } = useTranslation('waterApplications');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      <PhoneField
        id="contact-gsm"
        name="gsmNumber"
        label={t('form.gsm')}
        value={values.gsm}
        onChange={change('gsm')}
        error={errors.gsmNumber}
        helperText={t('form.gsmHelp')}
        required
      />
      <TextField
        id="contact-email"
        label={t('form.email')}
        type="email"
        value={values.email}
        onChange={(e) => change('email')(e.target.value)}
        error={!!errors.email}
        helperText={errors.email}
        autoComplete="email"
      />
    </Box>
  );
}
