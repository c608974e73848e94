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

/**
 * The same field errors for a form whose fields are not named like the request's paths:
 * `fieldOf` names, for each path the server may answer, the field that shows it. Paths the form
 * has no field for are left out; the caller shows the message above the button then.
 */
export function serverFieldErrors<Field extends string>(error: unknown, fieldOf: Record<string, Field>): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  if (!(error instanceof ApiError) || !error.fields) return found;
  for (const [path, message] of Object.entries(error.fields)) {
    const field = fieldOf[path];
    if (field !== undefined && found[field] === undefined) found[field] = message;
  }
  return found;
}
