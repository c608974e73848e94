import { maskPhone } from './phone-mask';
import { OutlinedTextField } from './outlined-text-field';
import type { FieldProps } from './text-field-props';

/** A mobile phone with the spec's mask (###) ### ## ##. */
export function PhoneField({ value, onChange, error, helperText, inputRef, autoComplete = 'tel-national', ...rest }: FieldProps) {
  return (
    <OutlinedTextField
      {...rest}
      fullWidth
      value={value}
      placeholder="(5__) ___ __ __"
      onChange={(event) => onChange(maskPhone(event.target.value, value))}
      error={!!error}
      helperText={error ?? helperText}
      inputRef={inputRef}
      htmlInput={{ inputMode: 'tel', maxLength: 15, autoComplete }}
    />
  );
}
