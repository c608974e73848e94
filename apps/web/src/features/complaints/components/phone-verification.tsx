import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { HumanCheck } from '../../../lib/human-verification/human-check';
import { useSendCode } from '../api/use-complaints';
import { SmsCodeField } from '../../../components/ui/form-fields/sms-code-field';
import { useSmsCodeSending } from '../../../components/sms-code-step/use-sms-code-step';

export interface PhoneProof {
  operationReferenceNumber: string;
  verificationCode: string;
}

interface PhoneVerificationProps {
  /** The national form of the phone the form holds now, or null while it is not valid. */
  gsm: string | null;
  code: string;
  onCode(code: string): void;
  onReference(reference: string | null): void;
  codeError?: string;
}

/** For anonymous senders: the human check, then a code by SMS to the phone the answer will go to. */
export function PhoneVerification({ gsm, code, onCode, onReference, codeError }: PhoneVerificationProps) {
  const { t } = useTranslation('complaints');
  const send = useSendCode();
  const sending = useSmsCodeSending({
    texts: { namespace: 'complaints', prefix: 'verify' },
    invalidInput: ({ text }) => (gsm ? null : text('needPhone')),
    send: async (altcha, to) => {
      const sent = await send.mutateAsync({ gsmNumber: to!, altcha: altcha! });
      onReference(sent.operationReferenceNumber);
      return sent;
    },
  });
  // The code was sent for the phone the form held then (its target); a changed phone needs a new code.
  const { altcha, problem, sent: sentTo } = sending;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('verify.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('verify.intro')}
      </Typography>
      {(!sentTo || sentTo.resendsLeft > 0 || sentTo.target !== gsm) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <HumanCheck labels={{ start: t('verify.human'), busy: t('verify.humanBusy'), done: t('verify.humanDone') }} solved={altcha !== null} onSolved={sending.setAltcha} />
          <Button variant="contained" color="secondary" onClick={() => void sending.sendCode(gsm ?? undefined)} disabled={sending.busy === 'send' || !altcha}>
            {sentTo ? t('verify.resend') : t('verify.send')}
          </Button>
        </Box>
      )}
      {sentTo && sentTo.target === gsm && (
        <Alert severity="info">
          {t('verify.sent', { gsm: sentTo.masked, minutes: sentTo.minutes })}{' '}
          {sentTo.resendsLeft > 0 ? t('verify.resendsLeft', { count: sentTo.resendsLeft }) : t('verify.noResend')}
        </Alert>
      )}
      {problem && <Alert severity="warning">{problem}</Alert>}
      {sentTo && <SmsCodeField id="complaint-code" label={t('verify.code')} value={code} onChange={onCode} error={codeError} />}
    </Box>
  );
}
