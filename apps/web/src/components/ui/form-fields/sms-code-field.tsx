import type { SxProps, Theme } from '@mui/material/styles';
import { OutlinedTextField } from './outlined-text-field';

interface SmsCodeFieldProps {
  id: string;
  label: string;
  value: string;
  /** The digits typed, at most 8. */
  onChange(code: string): void;
  error?: string | undefined;
  sx?: SxProps<Theme>;
}

/** The code of an SMS (the one SMS-code module's codes): digits only, offered by the phone's keyboard and its one-time-code autofill; a refusal marks the field and is read under it. */
export function SmsCodeField({ id, label, value, onChange, error, sx = { maxWidth: 240 } }: SmsCodeFieldProps) {
  return (
    <OutlinedTextField
      id={id}
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 8))}
      error={!!error}
      // Said at once to a screen reader: the code was refused, or tries or codes ran out.
      helperText={error ? <span role="alert">{error}</span> : undefined}
      htmlInput={{ inputMode: 'numeric', autoComplete: 'one-time-code' }}
      sx={sx}
    />
  );
}
