import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** The reason a role or unit change is recorded with: required, at most 500 characters, its rule as the hint until refused. */
export function ReasonField({ id, value, onChange, error }: { id: string; value: string; onChange(value: string): void; error: string | null }) {
  const { t } = useTranslation('backOffice');
  return (
    <TextField
      id={id}
      label={t('admin.reason')}
      value={value}
      onChange={(event) => onChange(event.target.value.slice(0, 500))}
      required
      multiline
      minRows={2}
      error={!!error}
      helperText={error ?? t('admin.reasonHelp')}
      fullWidth
    />
  );
}
