import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSendCode } from '../api/use-complaints';
import { SmsCodeBox } from '../../../components/sms-code-step/sms-code-box';
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

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('verify.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('verify.intro')}
      </Typography>
      {/* The code travels with the complaint itself; a code sent to another phone than the one typed now needs a new one. */}
      <SmsCodeBox
        sending={sending}
        code={{ id: 'complaint-code', value: code, onChange: onCode, error: codeError }}
        onSend={() => void sending.sendCode(gsm ?? undefined)}
        current={sending.sent?.target === gsm}
      />
    </Box>
  );
}
