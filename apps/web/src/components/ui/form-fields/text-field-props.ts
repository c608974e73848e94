import type { Ref } from 'react';

/** What a form passes to a field: react-hook-form's field plus the label and its error text. */
export interface FieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
}
