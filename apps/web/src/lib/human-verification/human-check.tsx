import CheckCircle from '@mui/icons-material/CheckCircle';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { callApi } from '../call-api';
import { solveChallenge } from './solve-challenge';

interface HumanCheckProps {
  labels: { start: string; busy: string; done: string };
  /** The payload to send as `altcha`, or null when a new check is needed. */
  onSolved(payload: string | null): void;
  solved: boolean;
}

/** The spec's human-verification challenge (self-hosted ALTCHA): the browser does a small proof of work. */
export function HumanCheck({ labels, onSolved, solved }: HumanCheckProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    setFailed(null);
    try {
      onSolved(await solveChallenge(await callApi('CreateHumanVerificationChallenge', {})));
    } catch (error) {
      setFailed((error as Error).message);
      onSolved(null);
    } finally {
      setBusy(false);
    }
  };
  if (solved) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'success.main' }}>
        <CheckCircle /> <Typography>{labels.done}</Typography>
      </Box>
    );
  }
  return (
    <Box>
      <Button variant="outlined" onClick={() => void start()} disabled={busy} startIcon={busy ? <CircularProgress size={18} aria-hidden /> : <VerifiedUser />}>
        {busy ? labels.busy : labels.start}
      </Button>
      {failed && <Typography color="error" role="alert" variant="body2" sx={{ mt: 1 }}>{failed}</Typography>}
    </Box>
  );
}
