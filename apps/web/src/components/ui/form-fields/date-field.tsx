import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formValueOfTypedDate, isoOfTypedDate, maskDate, typedDateOfIso } from './date-mask';
import { registerFieldTexts } from './field-texts';
import type { FieldProps } from './text-field-props';

registerFieldTexts();

type DateFieldProps = Omit<FieldProps, 'name'> & { name?: string; size?: 'small' | 'medium'; fullWidth?: boolean; sx?: SxProps<Theme> };

/**
 * A date field that reads `dd.MM.yyyy` in every browser (a native date input follows the
 * browser's language: `10/31/2026` in an English Chrome). Its value is the ISO date.
 */
export function DateField({ value, onChange, error, helperText, inputRef, size, fullWidth, onBlur, ...rest }: DateFieldProps) {
  const { t } = useTranslation('fields');
  const [text, setText] = useState(() => typedDateOfIso(value));
  const [seen, setSeen] = useState(value);
  const [touched, setTouched] = useState(false);
  // The form may set the value itself (a reset, a default that arrives later); a value the form
  // keeps while the citizen is still typing (a filter waits for a whole date) leaves the text alone.
  if (value !== seen) {
    setSeen(value);
    if (formValueOfTypedDate(text) !== value) setText(typedDateOfIso(value));
  }
  const ownError = touched && text !== '' && !isoOfTypedDate(text) ? t('dateFormat') : undefined;
  return (
    <TextField
      {...rest}
      size={size}
      fullWidth={fullWidth}
      value={text}
      placeholder={t('datePlaceholder')}
      onChange={(event) => {
        const next = maskDate(event.target.value, text);
        const formValue = formValueOfTypedDate(next);
        setText(next);
        onChange(formValue);
      }}
      onBlur={() => {
        setTouched(true);
        onBlur?.();
      }}
      error={!!(error ?? ownError)}
      helperText={error ?? ownError ?? helperText}
      inputRef={inputRef}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', maxLength: 10, autoComplete: 'off' } }}
    />
  );
}
