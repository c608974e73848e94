import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bindField } from '../../../components/ui/form-fields/bind-field';
import { PhoneField } from '../../../components/ui/form-fields/phone-field';
import { HumanVerificationCheckbox } from '../../../lib/human-verification/human-verification-checkbox';
import { useNotify } from '../../../lib/notifications/notification-context';
import { useSendRegistrationCode, useValidateRegistrationCode, type ProvenRegistry } from '../api/use-registration';
import { phoneSchema, type PhoneInput, type PhoneValues } from '../register-schema';
import { RegistrySummary } from './registry-summary';
import { SmsCodeField } from '../../../components/ui/form-fields/sms-code-field';
import { useSmsCode } from '../../../components/sms-code-step/use-sms-code-step';

export interface PhoneProof {
  gsm: string;
  validationKey: string;
}

/** Step 2: a code to the phone on the registry record proves the registrant holds it. */
export function PhoneStep({ registry, onVerified }: { registry: ProvenRegistry; onVerified(proof: PhoneProof): void }) {
  const { t } = useTranslation('membership');
  const notify = useNotify();
  const send = useSendRegistrationCode();
  const validate = useValidateRegistrationCode();
  const { control, handleSubmit } = useForm<PhoneInput, unknown, PhoneValues>({ resolver: zodResolver(phoneSchema), defaultValues: { gsmNumber: '' } });
  const smsCode = useSmsCode<PhoneProof>({
    texts: { namespace: 'membership', prefix: 'phone' },
    send: (altcha, gsmNumber) => send.mutateAsync({ nationalId: registry.nationalId, gsmNumber: gsmNumber!, altcha: altcha! }),
    check: async (request, sent) => ({ gsm: sent.target!, validationKey: (await validate.mutateAsync(request)).verificationToken }),
    onProved: onVerified,
  });
  const { altcha, sent, code, problem } = smsCode;

  const sendCode = handleSubmit(async ({ gsmNumber }) => {
    if (!altcha) return notify.toast(t('required', { ns: 'humanVerification' }), 'warning');
    await smsCode.sendCode(gsmNumber);
  });

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
        <HumanVerificationCheckbox value={altcha} onChange={smsCode.setAltcha} disabled={smsCode.busy === 'send'} keepAfterError />
        <Box>
          <Button type="submit" variant="outlined" disabled={smsCode.busy === 'send'}>
            {sent ? t('phone.resend') : t('phone.send')}
          </Button>
        </Box>
      </Box>
      {sent && (
        <>
          <Alert severity="info">{t('phone.sent', { gsm: sent.masked, minutes: sent.minutes })}</Alert>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <SmsCodeField id="register-code" label={t('phone.code')} value={code} onChange={smsCode.setCode} sx={{ maxWidth: 200 }} />
            <Button variant="contained" onClick={() => void smsCode.verify()} disabled={code.length < 4 || smsCode.busy === 'check'}>
              {t('phone.verify')}
            </Button>
          </Box>
        </>
      )}
      {problem && <Alert severity="error">{problem}</Alert>}
    </Box>
  );
}
