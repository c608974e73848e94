import CheckCircle from '@mui/icons-material/CheckCircle';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
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
  // Once the visitor has proven themself, a spent solution (after any answer, an error too) is
  // renewed without asking again: the check is kept.
  const proven = useRef(false);
  const start = async () => {
    setBusy(true);
    setFailed(null);
    try {
      onSolved(await solveChallenge(await callApi('CreateHumanVerificationChallenge', {})));
      proven.current = true;
    } catch (error) {
      proven.current = false;
      setFailed((error as Error).message);
      onSolved(null);
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => {
    if (!solved && proven.current && !busy) void start();
    // Only a change of `solved` renews; start is stable enough for that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [solved]);
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
      {failed && (
        <Typography color="error" role="alert" variant="body2" sx={{ mt: 1 }}>
          {failed}
        </Typography>
      )}
    </Box>
  );
}
