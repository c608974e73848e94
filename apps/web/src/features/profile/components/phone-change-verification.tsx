import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useSendPhoneCode, useValidatePhoneCode } from '../api/use-profile';
import { SmsCodeField } from '../../../components/ui/form-fields/sms-code-field';
import { useSmsCode } from '../../../components/sms-code-step/use-sms-code-step';

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
  const smsCode = useSmsCode<PhoneProof>({
    texts: { namespace: 'profile', prefix: 'phone' },
    // A signed-in member proved being a person at sign-in.
    humanCheck: false,
    send: (_altcha, to) => send.mutateAsync(to!),
    check: async (request, sent) => ({ gsm: sent.target!, validationKey: (await validate.mutateAsync(request)).verificationToken }),
    onProved: onProof,
  });
  const { sent, code, problem } = smsCode;

  if (gsm && proof?.gsm === gsm) return <Alert severity="success">{t('phone.verified')}</Alert>;
  const codeSentHere = sent !== null && sent.target === gsm;

  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, display: 'grid', gap: 1.5 }}>
      <Box component="legend" sx={{ px: 0.5, fontWeight: 500 }}>
        {t('phone.changed')}
      </Box>
      <Box>
        <Button variant="outlined" onClick={() => void (gsm && smsCode.sendCode(gsm))} disabled={!gsm || smsCode.busy === 'send'}>
          {codeSentHere ? t('phone.resend') : t('phone.send')}
        </Button>
      </Box>
      {codeSentHere && (
        <>
          <Alert severity="info">{t('phone.sent', { gsm: sent.masked, minutes: sent.minutes })}</Alert>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <SmsCodeField id="phone-code" label={t('phone.code')} value={code} onChange={smsCode.setCode} sx={{ maxWidth: 200 }} />
            <Button variant="contained" color="secondary" onClick={() => void smsCode.verify()} disabled={code.length < 4 || smsCode.busy === 'check'}>
              {t('phone.verify')}
            </Button>
          </Box>
        </>
      )}
      {problem && <Alert severity="error">{problem}</Alert>}
    </Box>
  );
}
