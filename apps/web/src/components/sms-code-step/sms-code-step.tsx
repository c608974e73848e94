import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { NationalIdField } from '../ui/form-fields/national-id-field';
import { PhoneField } from '../ui/form-fields/phone-field';
import { SmsCodeVerification } from './sms-code-verification';
import type { SmsCodeStepState } from './use-sms-code-step';

interface SmsCodeStepProps {
  step: SmsCodeStepState;
  ids: { identifier: string; identifierName: string; gsm: string; code: string };
  /** A section named by this heading id; a plain panel without it. */
  labelledBy?: string;
  outlined?: boolean;
  padding: { xs: number; sm?: number; md?: number };
  header?: ReactNode;
  /** The screen's own word for "send" and for "verify" where checking the code also moves on. */
  labels?: { send?: string; verify?: string };
  /** For a caller that must not tell whether the phone matched (a password reset). */
  undisclosed?: boolean;
  /** Shown beside "verify". */
  codeActions?: ReactNode;
  footer?: ReactNode;
}

/** The "ID number + registered phone + human check, code to that phone" step of a flow without an account. */
export function SmsCodeStep({ step, ids, labelledBy, outlined, padding, header, labels, undisclosed, codeActions, footer }: SmsCodeStepProps) {
  const { text } = step;
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
      <SmsCodeVerification sms={step} codeId={ids.code} sendLabel={labels?.send} verifyLabel={labels?.verify} undisclosed={undisclosed} codeActions={codeActions} />
      {footer}
    </Paper>
  );
}
