import { isValidTckn } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SmsCodeStep } from '../../../components/sms-code-step/sms-code-step';
import { useSmsCodeStep } from '../../../components/sms-code-step/use-sms-code-step';
import { useSendApplicationCode, useValidateApplicationCode } from '../api/use-water-applications';
import type { CodeProof } from './application-form';

/**
 * Who applies without signing in (KVKK 2022/388, as fast payment): the ID number and the phone
 * in the registry record, a code to that phone, and the proof that files the application.
 */
export function CodeStep({ typeCode, typeName, onProved, onCancel }: { typeCode: number; typeName: string; onProved(proof: CodeProof): void; onCancel(): void }) {
  const { t } = useTranslation('waterApplications');
  const send = useSendApplicationCode();
  const check = useValidateApplicationCode();
  const step = useSmsCodeStep<CodeProof>({
    isValidIdentifier: isValidTckn,
    texts: { namespace: 'waterApplications', prefix: 'withCode', invalidGsm: 'form.gsmInvalid' },
    send: ({ identifier, gsmNumber, altcha }) => send.mutateAsync({ applicationType: typeCode, nationalId: identifier, gsmNumber, altcha }),
    check: async (request) => {
      const answer = await check.mutateAsync(request);
      if (!answer.paymentProof) throw new Error(t('loadError'));
      return { verificationToken: answer.verificationToken, paymentProof: answer.paymentProof };
    },
    onProved,
  });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <SmsCodeStep
      step={step}
      ids={{ identifier: 'code-national-id', identifierName: 'nationalId', gsm: 'code-gsm', code: 'code-value' }}
      labelledBy="water-code-title"
      outlined
      padding={{ xs: 2, sm: 3 }}
      labels={{ verify: t('withCode.verify') }}
      header={
        <Typography id="water-code-title" component="h2" variant="h2" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
          {t('withCode.identityTitle', { name: typeName })}
        </Typography>
      }
      footer={
        <Box>
          <Button onClick={onCancel}>{t('form.back')}</Button>
        </Box>
      }
    />
  );
}
