import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useSendPhoneCode, useValidatePhoneCode } from '../api/use-profile';
import { SmsCodeVerification } from '../../../components/sms-code-step/sms-code-verification';
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

  if (gsm && proof?.gsm === gsm) return <Alert severity="success">{t('phone.verified')}</Alert>;

  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, display: 'grid', gap: 1.5 }}>
      <Box component="legend" sx={{ px: 0.5, fontWeight: 500 }}>
        {t('phone.changed')}
      </Box>
      <SmsCodeVerification
        sms={smsCode}
        codeId="phone-code"
        onSend={() => void (gsm && smsCode.sendCode(gsm))}
        canSend={gsm !== null}
        // A code sent to a phone since changed in the field proves nothing for the new one.
        current={smsCode.sent?.target === gsm}
      />
    </Box>
  );
}
