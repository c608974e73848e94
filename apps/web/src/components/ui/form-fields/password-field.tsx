import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerFieldTexts } from './field-texts';
import { OutlinedTextField } from './outlined-text-field';
import type { FieldProps } from './text-field-props';

registerFieldTexts();

/** A password with a show/hide button; `describedBy` links the rules shown under it. */
export function PasswordField({ value, onChange, error, helperText, inputRef, autoComplete = 'current-password', describedBy, ...rest }: FieldProps & { describedBy?: string }) {
  const { t } = useTranslation('fields');
  const [visible, setVisible] = useState(false);
  const helper = error ?? helperText;
  // MUI links the helper text itself unless the input names its own descriptions.
  const descriptions = [helper ? `${rest.id}-helper-text` : null, describedBy].filter(Boolean).join(' ');
  return (
    <OutlinedTextField
      {...rest}
      fullWidth
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!error}
      helperText={helper}
      inputRef={inputRef}
      htmlInput={{ autoComplete, maxLength: 128, ...(describedBy ? { 'aria-describedby': descriptions } : {}) }}
      endAdornment={
        <InputAdornment position="end">
          <IconButton edge="end" aria-label={visible ? t('hidePassword') : t('showPassword')} aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
