import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api-error';

/** A 400 answer names its fields (docs/architecture.md §3): each message goes under its own field. */
export function showServerFieldErrors<V extends FieldValues>(error: unknown, setError: UseFormSetError<V>, fields: readonly FieldPath<V>[]): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let shown = false;
  for (const [path, message] of Object.entries(error.fields)) {
    const field = fields.find((name) => name === path);
    if (field) {
      setError(field, { type: 'server', message });
      shown = true;
    }
  }
  return shown;
}
