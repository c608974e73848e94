import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

/** The back office's search box: a magnifier, a hint below, at most 100 characters. */
export function SearchField({ id, label, helperText, value, onChange }: { id: string; label: string; helperText: string; value: string; onChange(value: string): void }) {
  return (
    <TextField
      id={id}
      type="search"
      size="small"
      fullWidth
      label={label}
      helperText={helperText}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: { maxLength: 100 },
      }}
    />
  );
}
