import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { HumanCheck } from '../../lib/human-verification/human-check';
import { NationalIdField } from '../ui/form-fields/national-id-field';
import { PhoneField } from '../ui/form-fields/phone-field';
import type { SmsCodeStepState } from './use-sms-code-step';
import { SmsCodeField } from '../ui/form-fields/sms-code-field';

interface SmsCodeStepProps {
  step: SmsCodeStepState;
  /** Adds how many more codes may be asked for to the "code sent" note. */
  resendNote?: boolean;
  ids: { identifier: string; identifierName: string; gsm: string; code: string };
  /** A section named by this heading id; a plain panel without it. */
  labelledBy?: string;
  outlined?: boolean;
  padding: { xs: number; sm?: number; md?: number };
  header?: ReactNode;
  /** Shown beside "verify". */
  codeActions?: ReactNode;
  footer?: ReactNode;
}

/** The "ID number + registered phone + human check, code to that phone" step of a flow without an account. */
export function SmsCodeStep({ step, resendNote, ids, labelledBy, outlined, padding, header, codeActions, footer }: SmsCodeStepProps) {
  const { sent, text } = step;
  return (
    <Paper
      variant={outlined ? 'outlined' : 'elevation'}
      component={labelledBy ? 'section' : 'div'}
      aria-labelledby={labelledBy}
      sx={{ p: padding, display: 'grid', gap: 2, maxWidth: 560 }}
    >
      {header}
      <NationalIdField id={ids.identifier} name={ids.identifierName} label={text('identifier')} value={step.identifier} onChange={step.setIdentifier} required autoComplete="off" />
      <PhoneField id={ids.gsm} name="gsm" label={text('gsm')} value={step.gsm} onChange={step.setGsm} required />
      {(!sent || sent.resendsLeft > 0) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <HumanCheck labels={{ start: text('human'), busy: text('humanBusy'), done: text('humanDone') }} solved={step.altcha !== null} onSolved={step.setAltcha} />
          <Button variant={sent ? 'outlined' : 'contained'} onClick={() => void step.sendCode()} disabled={step.busy === 'send' || !step.altcha}>
            {sent ? text('resend') : text('send')}
          </Button>
        </Box>
      )}
      {sent && (
        <>
          <Alert severity="info">
            {text('sent', { gsm: sent.masked, minutes: sent.minutes })}
            {resendNote && ` ${sent.resendsLeft > 0 ? text('resendsLeft', { count: sent.resendsLeft }) : text('noResend')}`}
          </Alert>
          <SmsCodeField id={ids.code} label={text('code')} value={step.code} onChange={step.setCode} />
          <Box sx={codeActions ? { display: 'flex', gap: 1.5, flexWrap: 'wrap' } : undefined}>
            <Button variant="contained" onClick={() => void step.verify()} disabled={step.busy === 'check'}>
              {text('verify')}
            </Button>
            {codeActions}
          </Box>
        </>
      )}
      {step.problem && (
        <Alert severity="warning" role="alert">
          {step.problem}
        </Alert>
      )}
      {footer}
    </Paper>
  );
}
