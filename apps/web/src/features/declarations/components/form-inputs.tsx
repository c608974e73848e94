import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/form-fields/date-field';

export type DeclarationValues = Record<string, string | boolean>;

interface Option {
  value: string | number;
  label: string;
}

const native = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** A labelled native select bound to the declaration form; its error is the field's helper text. */
export function SelectInput({ name, options, disabled, onPicked, label }: { name: string; options: Option[]; disabled?: boolean; onPicked?(): void; label?: string }) {
  const { t } = useTranslation('declarations');
  const { register, formState } = useFormContext<DeclarationValues>();
  const error = formState.errors[name]?.message;
  return (
    <TextField
      id={`declaration-${name}`}
      select
      size="small"
      label={label ?? t(`fields.${name}`)}
      slotProps={native}
      disabled={disabled}
      error={!!error}
      helperText={error}
      {...register(name, { onChange: onPicked })}
    >
      <option value="">{t('choose')}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}

/** A text, number or date (dd.MM.yyyy) input bound to the declaration form. Numbers take a decimal comma too. */
export function TextInput({ name, type = 'text', help, decimal }: { name: string; type?: 'text' | 'date'; help?: string; decimal?: boolean }) {
  const { t } = useTranslation('declarations');
  const { register, formState, control } = useFormContext<DeclarationValues>();
  const error = formState.errors[name]?.message;
  if (type === 'date') {
    return (
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <DateField
            id={`declaration-${name}`}
            size="small"
            label={t(`fields.${name}`)}
            value={String(field.value ?? '')}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={error}
            helperText={help}
          />
        )}
      />
    );
  }
  return (
    <TextField
      id={`declaration-${name}`}
      size="small"
      label={t(`fields.${name}`)}
      error={!!error}
      helperText={error ?? help}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: decimal ? { inputMode: 'decimal' } : {} }}
      {...register(name)}
    />
  );
}

export function CheckInput({ name }: { name: string }) {
  const { t } = useTranslation('declarations');
  const { register, watch } = useFormContext<DeclarationValues>();
  return <FormControlLabel control={<Checkbox checked={!!watch(name)} {...register(name)} />} label={t(`fields.${name}`)} />;
}

/** What a citizen typed as a number: '' is missing, '12,5' is 12.5, anything else stays NaN for the schema to name. */
export const numberOf = (value: string | boolean | undefined) => (value === undefined || value === '' ? undefined : Number(String(value).trim().replace(',', '.')));
export const textOf = (value: string | boolean | undefined) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** The tax years a citizen may pick: this year and the four before (the server checks the tables' range). */
export function taxYearOptions(): Option[] {
  const year = new Date().getFullYear();
  return [0, 1, 2, 3, 4].map((n) => ({ value: year - n, label: String(year - n) }));
}
