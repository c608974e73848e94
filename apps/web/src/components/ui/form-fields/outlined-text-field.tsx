import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';

export interface OutlinedTextFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  onBlur?(): void;
  name?: string;
  type?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  /** Attributes of the <input> itself (inputMode, maxLength, autoComplete, aria-*). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  endAdornment?: ReactNode;
}

/**
 * MUI's outlined TextField, as the first screens use it, without its select mode: TextField
 * imports Select, Menu, Popover and Modal, 12 KB gzip that sign-in and fast payment never open.
 * The markup is TextField's: the label, the input and the helper text linked by id.
 */
export function OutlinedTextField({ id, label, helperText, error, required, disabled, fullWidth, size, sx, htmlInput, ...input }: OutlinedTextFieldProps) {
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" error={error} required={required} disabled={disabled} fullWidth={fullWidth} size={size} sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperTextId} inputProps={htmlInput} {...input} />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
