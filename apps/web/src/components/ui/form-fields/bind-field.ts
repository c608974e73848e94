import { localizeMessage } from '../../../lib/i18n/validation-messages';
import type { ControllerFieldState, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';

/** react-hook-form's controller render props as the props of our fields. */
export function bindField<V extends FieldValues, N extends FieldPath<V>>(field: ControllerRenderProps<V, N>, fieldState: ControllerFieldState) {
  return {
    name: field.name,
    value: field.value as string,
    onChange: field.onChange as (value: string) => void,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: localizeMessage(fieldState.error?.message),
  };
}
