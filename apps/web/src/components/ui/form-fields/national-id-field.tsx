import { OutlinedTextField } from './outlined-text-field';
import type { FieldProps } from './text-field-props';

/** A T.C. Kimlik (11 digits) or Vergi (10 digits) number: digits only, as the citizen types. */
export function NationalIdField({ value, onChange, error, helperText, inputRef, autoComplete = 'username', ...rest }: FieldProps) {
  return (
    <OutlinedTextField
      {...rest}
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 11))}
      error={!!error}
      helperText={error ?? helperText}
      inputRef={inputRef}
      htmlInput={{ inputMode: 'numeric', pattern: '[0-9]*', maxLength: 11, autoComplete }}
    />
  );
}
