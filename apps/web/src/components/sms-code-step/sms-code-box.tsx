import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { HumanCheck } from '../../lib/human-verification/human-check';
import { SmsCodeField } from '../ui/form-fields/sms-code-field';
import type { SmsCodeSendingState } from './use-sms-code-step';

/** What the step shows of the sending: `useSmsCodeSending` or `useSmsCode`. */
type SmsCodeSendingView = Pick<SmsCodeSendingState, 'shared' | 'humanCheck' | 'altcha' | 'setAltcha' | 'sent' | 'problem' | 'busy' | 'resendIn' | 'sendCode'>;

export interface SmsCodeBoxProps {
  sending: SmsCodeSendingView;
  /** The typed code; `error` (the server's word on it) shows under the field and marks it. */
  code: { id: string; value: string; onChange(code: string): void; error?: string | null | undefined };
  /** The button that checks the code; left out where the code travels with the caller's form. */
  verify?: { onClick(): void; label?: string | undefined };
  /** Sends (or sends again); `sending.sendCode()` when left out. */
  onSend?: () => void;
  /** False while the caller's own fields do not yet allow a code (no valid phone typed). */
  canSend?: boolean;
  /** False when the code went to something the caller no longer holds (the phone was changed): the code parts hide. */
  current?: boolean;
  /** The screen's own word for "send" where the product names it (the password reset's "Onay"). */
  sendLabel?: string | undefined;
  /** For a caller that must not tell whether the phone matched (a password reset). */
  undisclosed?: boolean;
  /** Shown beside "verify". */
  codeActions?: ReactNode;
}

/**
 * The one SMS-code step of the web: the human check (unless the caller is signed in), "send"
 * with the wait before "send again", the masked phone the code went to and how many more may be
 * asked for, the code field (digits, one-time-code autofill) with its error under it, and
 * "verify". What went wrong in sending shows as an alert.
 */
export function SmsCodeBox({ sending, code, verify, onSend, canSend = true, current = true, sendLabel, undisclosed, codeActions }: SmsCodeBoxProps) {
  const { shared, sent: lastSent, altcha, humanCheck, resendIn, busy, problem } = sending;
  const sent = current ? lastSent : null;
  const mayResend = !sent || sent.resendsLeft > 0;
  return (
    <>
      {mayResend && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          {humanCheck && (
            <HumanCheck labels={{ start: shared('human'), busy: shared('humanBusy'), done: shared('humanDone') }} solved={altcha !== null} onSolved={sending.setAltcha} />
          )}
          <Button
            variant={sent ? 'outlined' : 'contained'}
            onClick={() => (onSend ? onSend() : void sending.sendCode())}
            disabled={!canSend || busy === 'send' || (humanCheck && !altcha) || (sent !== null && resendIn > 0)}
          >
            {sent ? shared('resend') : (sendLabel ?? shared('send'))}
          </Button>
          {sent && resendIn > 0 && (
            <Typography variant="body2" color="text.secondary">
              {shared('resendIn', { count: resendIn })}
            </Typography>
          )}
        </Box>
      )}
      {sent && (
        <Alert severity="info">
          {shared(undisclosed ? 'sentIfKnown' : 'sent', { gsm: sent.masked, minutes: sent.minutes })}{' '}
          {sent.resendsLeft > 0 ? shared('resendsLeft', { count: sent.resendsLeft }) : shared('noResend')}
        </Alert>
      )}
      {problem && (
        <Alert severity="warning" role="alert">
          {problem}
        </Alert>
      )}
      {sent && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
          <SmsCodeField id={code.id} label={shared('code')} value={code.value} onChange={code.onChange} error={code.error ?? undefined} />
          {verify && (
            <Button variant="contained" onClick={verify.onClick} disabled={busy === 'check'} sx={{ mt: 0.25 }}>
              {verify.label ?? shared('verify')}
            </Button>
          )}
          {codeActions}
        </Box>
      )}
    </>
  );
}
