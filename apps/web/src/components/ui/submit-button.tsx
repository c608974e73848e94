import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

interface Props extends Omit<ButtonProps, 'type' | 'disabled'> {
  /** While the form's call runs: disabled, with a spinner (the 'busy' state). */
  busy: boolean;
}

/** A form's main button: contained, large, and busy while its call runs. */
export function SubmitButton({ busy, children, ...props }: Props) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      {...props}
      disabled={busy}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={20} color="inherit" aria-hidden /> : props.startIcon}
    >
      {children}
    </Button>
  );
}
