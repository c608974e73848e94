import type { SmsCodeBoxProps } from './sms-code-box';
import { SmsCodeBox } from './sms-code-box';
import type { SmsCodeState } from './use-sms-code-step';

interface SmsCodeVerificationProps extends Omit<SmsCodeBoxProps, 'sending' | 'code' | 'verify'> {
  sms: SmsCodeState;
  codeId: string;
  /** Where checking the code also moves on (e.g. "Doğrula ve Borçları Göster"); "Kodu Doğrula" otherwise. */
  verifyLabel?: string | undefined;
}

/** The shared SMS-code step for a flow whose code is checked on its own (`useSmsCode`). */
export function SmsCodeVerification({ sms, codeId, verifyLabel, ...box }: SmsCodeVerificationProps) {
  return (
    <SmsCodeBox
      {...box}
      sending={sms}
      code={{ id: codeId, value: sms.code, onChange: sms.setCode, error: sms.codeError }}
      verify={{ onClick: () => void sms.verify(), label: verifyLabel }}
    />
  );
}
