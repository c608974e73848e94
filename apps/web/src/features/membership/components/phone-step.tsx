import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bindField } from '../../../components/ui/form-fields/bind-field';
import { PhoneField } from '../../../components/ui/form-fields/phone-field';
import { useSendRegistrationCode, useValidateRegistrationCode, type ProvenRegistry } from '../api/use-registration';
import { phoneSchema, type PhoneInput, type PhoneValues } from '../register-schema';
import { RegistrySummary } from './registry-summary';
import { SmsCodeVerification } from '../../../components/sms-code-step/sms-code-verification';
import { useSmsCode } from '../../../components/sms-code-step/use-sms-code-step';

export interface PhoneProof {
  gsm: string;
  validationKey: string;
}

/** Step 2: a code to the phone on the registry record proves the registrant holds it. */
export function PhoneStep({ registry, onVerified }: { registry: ProvenRegistry; onVerified(proof: PhoneProof): void }) {
  const { t } = useTranslation('membership');
  const send = useSendRegistrationCode();
  const validate = useValidateRegistrationCode();
  const { control, handleSubmit } = useForm<PhoneInput, unknown, PhoneValues>({ resolver: zodResolver(phoneSchema), defaultValues: { gsmNumber: '' } });
  const smsCode = useSmsCode<PhoneProof>({
    texts: { namespace: 'membership', prefix: 'phone' },
    send: (altcha, gsmNumber) => send.mutateAsync({ nationalId: registry.nationalId, gsmNumber: gsmNumber!, altcha: altcha! }),
    check: async (request, sent) => ({ gsm: sent.target!, validationKey: (await validate.mutateAsync(request)).verificationToken }),
    onProved: onVerified,
  });
  // The phone field's own rules run first; the shared step then sends to the phone typed.
  const sendCode = handleSubmit(({ gsmNumber }) => smsCode.sendCode(gsmNumber));

  if (!registry.maskedGsm) return <Alert severity="warning">{t('phone.noPhone')}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 480 }}>
      <RegistrySummary registry={registry} />
      <Box component="form" noValidate onSubmit={(event) => void sendCode(event)} sx={{ display: 'grid', gap: 2 }}>
        <Controller
          name="gsmNumber"
          control={control}
          render={({ field, fieldState }) => <PhoneField id="register-phone" label={t('phone.gsm')} required {...bindField(field, fieldState)} />}
        />
      </Box>
      <SmsCodeVerification sms={smsCode} codeId="register-code" onSend={() => void sendCode()} />
    </Box>
  );
}
