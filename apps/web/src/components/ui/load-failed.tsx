import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A list or page that could not be loaded: the reason, and a way to ask again. */
export function LoadFailed({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry(): void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
