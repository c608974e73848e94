import { isValidGsm } from '@ebelediye/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerFieldTexts } from './field-texts';
import { maskPhone } from './phone-mask';
import { OutlinedTextField } from './outlined-text-field';
import type { FieldProps } from './text-field-props';

registerFieldTexts();

/**
 * The portal's one mobile-phone input: +90 505 111 22 33, 0505 111 22 33, 05051112233,
 * 505 111 22 33 and 5051112233 all end as (505) 111 22 33, which the contract reads as the ten
 * digits the server keeps. Anything else is named on leaving the field, before any submit.
 */
export function PhoneField({ value, onChange, onBlur, error, helperText, inputRef, autoComplete = 'tel-national', ...rest }: FieldProps & { size?: 'small' | 'medium' }) {
  const { t } = useTranslation('fields');
  const [left, setLeft] = useState(false);
  const ownError = left && value.trim() !== '' && !isValidGsm(value) ? t('phoneFormat') : undefined;
  const shown = error ?? ownError;
  return (
    <OutlinedTextField
      {...rest}
      fullWidth
      value={value}
      placeholder="(5__) ___ __ __"
      onChange={(event) => {
        setLeft(false);
        onChange(maskPhone(event.target.value, value));
      }}
      onBlur={() => {
        setLeft(true);
        onBlur?.();
      }}
      error={!!shown}
      helperText={shown ?? helperText}
      inputRef={inputRef}
      htmlInput={{ inputMode: 'tel', maxLength: 22, autoComplete }}
    />
  );
}
