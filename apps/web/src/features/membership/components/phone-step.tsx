import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
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
  const [altcha, setAltcha] = useState<string | null>(null);
  const [sent, setSent] = useState<{ gsm: string; reference: string; masked: string; minutes: number } | null>(null);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<PhoneInput, unknown, PhoneValues>({ resolver: zodResolver(phoneSchema), defaultValues: { gsmNumber: '' } });

  const sendCode = handleSubmit(async ({ gsmNumber }) => {
    if (!altcha) return notify.toast(t('required', { ns: 'humanVerification' }), 'warning');
    setFailure(null);
    try {
      const answer = await send.mutateAsync({ nationalId: registry.nationalId, gsmNumber, altcha });
      setSent({ gsm: gsmNumber, reference: answer.operationReferenceNumber, masked: answer.maskedGsm, minutes: Math.round(answer.expiresInSeconds / 60) });
      setCode('');
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setAltcha(null);
    }
  });
  const checkCode = async () => {
    if (!sent) return;
    setFailure(null);
    try {
      const { verificationToken } = await validate.mutateAsync({ operationReferenceNumber: sent.reference, userEntredCode: code });
      onVerified({ gsm: sent.gsm, validationKey: verificationToken });
    } catch (error) {
      setFailure((error as Error).message);
    }
  };

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
        <HumanVerificationCheckbox value={altcha} onChange={setAltcha} disabled={send.isPending} keepAfterError />
        <Box>
          <Button type="submit" variant="outlined" disabled={send.isPending}>
            {sent ? t('phone.resend') : t('phone.send')}
          </Button>
        </Box>
      </Box>
      {sent && (
        <>
          <Alert severity="info">{t('phone.sent', { gsm: sent.masked, minutes: sent.minutes })}</Alert>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <SmsCodeField id="register-code" label={t('phone.code')} value={code} onChange={setCode} sx={{ maxWidth: 200 }} />
            <Button variant="contained" onClick={() => void checkCode()} disabled={code.length < 4 || validate.isPending}>
              {t('phone.verify')}
            </Button>
          </Box>
        </>
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
    </Box>
  );
}
