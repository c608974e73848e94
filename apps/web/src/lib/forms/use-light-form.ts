import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import { localizeMessage } from '../i18n/validation-messages';

type FieldErrors<Values> = Partial<Record<keyof Values, string>>;
type Checked<Values, Output> = { ok: true; output: Output } | { ok: false; errors: FieldErrors<Values> };

/**
 * A first screen's form without a form library: the schema, and zod with it, load as
 * the form mounts; the fields are checked on submit and, after a first submit, as they change
 * (react-hook-form's default modes, which the other forms keep). On a refusal the first wrong
 * field takes the focus.
 */
export function useLightForm<Values extends Record<string, unknown>, Output = Values>(loadSchema: () => Promise<ZodType<Output, Values>>, initial: Values) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const submitted = useRef(false);
  const latestCheck = useRef(0);
  const inputs = useRef(new Map<keyof Values, HTMLInputElement | null>());
  const schema = useRef<Promise<ZodType<Output, Values>> | null>(null);

  const load = () =>
    (schema.current ??= loadSchema().catch((error: unknown) => {
      // A failed download (a flaky connection) is tried again at the next check.
      schema.current = null;
      throw error;
    }));
  useEffect(() => void load().catch(() => undefined), []); // eslint-disable-line react-hooks/exhaustive-deps

  const check = async (candidate: Values): Promise<Checked<Values, Output>> => {
    const result = (await load()).safeParse(candidate);
    if (result.success) return { ok: true, output: result.data };
    const found: FieldErrors<Values> = {};
    for (const issue of result.error.issues) found[issue.path[0] as keyof Values] ??= issue.message;
    return { ok: false, errors: found };
  };
  /** Shows the errors of the newest check only: an older, slower one never overwrites it. */
  const show = async (candidate: Values) => {
    const ticket = ++latestCheck.current;
    const checked = await check(candidate);
    if (ticket === latestCheck.current) setErrors(checked.ok ? {} : checked.errors);
    return checked;
  };

  const set = <Name extends keyof Values>(name: Name, value: Values[Name]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted.current) void show(next);
  };

  /** A text field's props, as the form-fields components take them. */
  const field = <Name extends keyof Values & string>(name: Name) => ({
    name,
    value: values[name] as string,
    onChange: (value: string) => set(name, value as Values[Name]),
    inputRef: (input: HTMLInputElement | null) => void inputs.current.set(name, input),
    error: localizeMessage(errors[name]),
  });

  const handleSubmit = (onValid: (output: Output) => Promise<void> | void) => async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    const checked = await show(values);
    if (checked.ok) return onValid(checked.output);
    const firstWrong = (Object.keys(initial) as (keyof Values)[]).find((name) => checked.errors[name]);
    if (firstWrong !== undefined) inputs.current.get(firstWrong)?.focus();
  };

  /** Marks fields the server refused (its hint shown at each) and focuses the first of them. */
  const showServerErrors = (found: FieldErrors<Values>) => {
    setErrors(found);
    const firstWrong = (Object.keys(initial) as (keyof Values)[]).find((name) => found[name]);
    if (firstWrong !== undefined) inputs.current.get(firstWrong)?.focus();
  };

  return { values, set, field, handleSubmit, showServerErrors };
}
