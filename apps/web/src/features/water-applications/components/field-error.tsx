import Typography from '@mui/material/Typography';

/** A field's error under an input that has no helper text of its own (a native select). */
export function FieldError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Typography color="error" variant="body2" role="alert">
      {message}
    </Typography>
  );
}
