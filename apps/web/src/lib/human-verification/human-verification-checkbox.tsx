import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../call-api';
import { visuallyHidden } from '../visually-hidden';
import { registerHumanVerificationTexts } from './human-verification-texts';
import { solveChallenge } from './solve-challenge';

registerHumanVerificationTexts();

interface Props {
  /** The solved payload to send, or null: each payload is accepted once, so the form clears it after a call. */
  value: string | null;
  onChange(payload: string | null): void;
  disabled?: boolean;
  /** Renew a payload the form spent, so the check stays done after an error (the SMS-code forms). */
  keepAfterError?: boolean;
}

/** The spec's human-verification challenge: checking the box fetches a challenge and solves it in the browser. */
export function HumanVerificationCheckbox({ value, onChange, disabled, keepAfterError = false }: Props) {
  const { t } = useTranslation('humanVerification');
  const [solving, setSolving] = useState(false);
  const [failed, setFailed] = useState(false);
  const running = useRef<AbortController | null>(null);
  // Proven once and not unticked by the visitor: a payload the form spent (after an error too) is renewed
  // by itself, so the check stays done.
  const proven = useRef(false);

  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setSolving(true);
    setFailed(false);
    try {
      const challenge = await callApi('CreateHumanVerificationChallenge', {}, { signal: controller.signal });
      const payload = await solveChallenge(challenge, { signal: controller.signal });
      if (!controller.signal.aborted) {
        proven.current = true;
        onChange(payload);
      }
    } catch {
      proven.current = false;
      if (!controller.signal.aborted) setFailed(true);
    } finally {
      if (!controller.signal.aborted) setSolving(false);
    }
  };

  useEffect(() => {
    if (keepAfterError && value === null && proven.current && !solving) void start();
    // Only a spent payload renews the check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  const verified = value !== null;
  const label = solving ? t('verifying') : verified ? t('verified') : t('label');
  const spinner = <CircularProgress size={20} aria-hidden sx={{ m: '2px' }} />;
  return (
    <Box
      role="group"
      aria-label={t('group')}
      sx={{ border: 1, borderColor: verified ? 'success.main' : 'divider', borderRadius: 1, px: 1.5, py: 0.5, bgcolor: 'background.paper' }}
    >
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={
          <Checkbox
            checked={verified || solving}
            color="success"
            checkedIcon={solving ? spinner : undefined}
            slotProps={{ input: { 'aria-busy': solving } as object }}
            onChange={(event) => {
              if (solving) return;
              if (event.target.checked) return void start();
              proven.current = false;
              onChange(null);
            }}
          />
        }
        sx={{ minHeight: 42, '& .MuiFormControlLabel-label': verified ? { color: 'success.dark', fontWeight: 500 } : {} }}
      />
      <Box role="status" sx={visuallyHidden}>
        {solving || verified ? label : ''}
      </Box>
      {failed && (
        <Typography role="alert" color="error" variant="body2" sx={{ pb: 0.5 }}>
          {t('failed')}
        </Typography>
      )}
    </Box>
  );
}
