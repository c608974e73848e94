import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HumanCheck } from '../../../lib/human-verification/human-check';
import { useSendCode } from '../api/use-complaints';
import { SmsCodeField } from '../../../components/ui/form-fields/sms-code-field';

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
  const [altcha, setAltcha] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<{ gsm: string; masked: string; minutes: number; resendsLeft: number } | null>(null);
  const send = useSendCode();
  const [problem, setProblem] = useState<string | null>(null);

  const sendCode = async () => {
    setProblem(null);
    if (!gsm) return setProblem(t('verify.needPhone'));
    if (!altcha) return setProblem(t('verify.humanRequired'));
    try {
      const sent = await send.mutateAsync({ gsmNumber: gsm, altcha });
      setSentTo({ gsm, masked: sent.maskedGsm, minutes: Math.round(sent.expiresInSeconds / 60), resendsLeft: sent.resendsLeft });
      onReference(sent.operationReferenceNumber);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      // A solution is accepted once: the check renews itself for the next code.
      setAltcha(null);
    }
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('verify.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('verify.intro')}
      </Typography>
      {(!sentTo || sentTo.resendsLeft > 0 || sentTo.gsm !== gsm) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <HumanCheck labels={{ start: t('verify.human'), busy: t('verify.humanBusy'), done: t('verify.humanDone') }} solved={altcha !== null} onSolved={setAltcha} />
          <Button variant="contained" color="secondary" onClick={() => void sendCode()} disabled={send.isPending || !altcha}>
            {sentTo ? t('verify.resend') : t('verify.send')}
          </Button>
        </Box>
      )}
      {sentTo && sentTo.gsm === gsm && (
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
