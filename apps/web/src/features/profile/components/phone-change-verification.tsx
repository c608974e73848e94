import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendPhoneCode, useValidatePhoneCode } from '../api/use-profile';
import { SmsCodeField } from '../../../components/ui/form-fields/sms-code-field';

export interface PhoneProof {
  gsm: string;
  validationKey: string;
}

interface Props {
  /** The new phone as a 10-digit number, or null while the field does not hold a valid one. */
  gsm: string | null;
  proof: PhoneProof | null;
  onProof(proof: PhoneProof): void;
}

/** A new phone is proven with a code sent to it (SendSms UPDATE_PHONE, then ValidateCode). */
export function PhoneChangeVerification({ gsm, proof, onProof }: Props) {
  const { t } = useTranslation('profile');
  const send = useSendPhoneCode();
  const validate = useValidatePhoneCode();
  const [sent, setSent] = useState<{ gsm: string; reference: string; masked: string; minutes: number } | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  if (gsm && proof?.gsm === gsm) return <Alert severity="success">{t('phone.verified')}</Alert>;

  const sendCode = async () => {
    if (!gsm) return;
    setProblem(null);
    try {
      const answer = await send.mutateAsync(gsm);
      setSent({ gsm, reference: answer.operationReferenceNumber, masked: answer.maskedGsm, minutes: Math.round(answer.expiresInSeconds / 60) });
      setCode('');
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  const checkCode = async () => {
    if (!sent) return;
    setProblem(null);
    try {
      const { verificationToken } = await validate.mutateAsync({ operationReferenceNumber: sent.reference, userEntredCode: code });
      onProof({ gsm: sent.gsm, validationKey: verificationToken });
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  const codeSentHere = sent !== null && sent.gsm === gsm;

  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, display: 'grid', gap: 1.5 }}>
      <Box component="legend" sx={{ px: 0.5, fontWeight: 500 }}>
        {t('phone.changed')}
      </Box>
      <Box>
        <Button variant="outlined" onClick={() => void sendCode()} disabled={!gsm || send.isPending}>
          {codeSentHere ? t('phone.resend') : t('phone.send')}
        </Button>
      </Box>
      {codeSentHere && (
        <>
          <Alert severity="info">{t('phone.sent', { gsm: sent.masked, minutes: sent.minutes })}</Alert>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <SmsCodeField id="phone-code" label={t('phone.code')} value={code} onChange={setCode} sx={{ maxWidth: 200 }} />
            <Button variant="contained" color="secondary" onClick={() => void checkCode()} disabled={code.length < 4 || validate.isPending}>
              {t('phone.verify')}
            </Button>
          </Box>
        </>
      )}
      {problem && <Alert severity="error">{problem}</Alert>}
    </Box>
  );
}
