import TextField from '@mui/material/TextField';

interface Option {
  value: string | number;
  label: string;
}

interface NativeSelectProps {
  id: string;
  label: string;
  value: string | number | '';
  options: Option[];
  onChange(value: string): void;
  /** The empty choice ('Tümü') for optional filters. */
  emptyLabel?: string;
  disabled?: boolean;
}

/** A labelled native select: the phone's own picker, and one tab stop for keyboards and screen readers. */
export function NativeSelect({ id, label, value, options, onChange, emptyLabel, disabled }: NativeSelectProps) {
  return (
    <TextField
      id={id}
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
