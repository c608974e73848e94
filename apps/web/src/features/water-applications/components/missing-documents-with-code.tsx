import type { ResponseOf } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { useSendDocumentsCode, useSubmitMissingDocumentsWithCode, useValidateApplicationCode } from '../api/use-water-applications';
import { MissingDocuments } from './missing-documents';
import { SmsCodeVerification } from '../../../components/sms-code-step/sms-code-verification';
import { useSmsCode } from '../../../components/sms-code-step/use-sms-code-step';

type Application = ResponseOf<'GetWaterApplicationStatus'>;

/**
 * The requested documents of an application followed without an account: a code to the phone
 * given on it proves the follower (as filing without an account does), then only those documents.
 */
export function MissingDocumentsWithCode({ application, gsmNumber, onAdded }: { application: Application; gsmNumber: string; onAdded(application: Application): void }) {
  const { t } = useTranslation('waterApplications');
  const sendCode = useSendDocumentsCode();
  const check = useValidateApplicationCode();
  const submit = useSubmitMissingDocumentsWithCode();
  const [verificationToken, setVerificationToken] = useState<string | null>(null);
  const [uploadToken, setUploadToken] = useState<string | null>(null);
  const { trackingNumber } = application;
  const smsCode = useSmsCode({
    texts: { namespace: 'waterApplications', prefix: 'withCode' },
    send: (altcha) => sendCode.mutateAsync({ trackingNumber, gsmNumber, altcha }),
    check: async (request) => (await check.mutateAsync(request)).verificationToken,
    onProved: setVerificationToken,
  });

  if (verificationToken) {
    return (
      <MissingDocuments
        application={application}
        uploadKey={{ token: uploadToken, onToken: setUploadToken }}
        send={async (documents) => {
          try {
            onAdded(await submit.mutateAsync({ trackingNumber, gsmNumber, verificationToken, uploadToken: uploadToken ?? '', documents }));
          } catch (failure) {
            // An expired or spent proof: back to the code, the typed documents are uploaded again.
            if (failure instanceof ApiError && failure.code === 'VERIFICATION_REQUIRED') setVerificationToken(null);
            throw failure;
          }
        }}
      />
    );
  }
  return (
    <Box component="section" aria-labelledby="documents-code-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Alert severity="warning">{t('card.missing', { list: application.missingDocuments.map((m) => m.name).join(', ') })}</Alert>
      <Typography id="documents-code-title" component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('documentsCode.title')}
      </Typography>
      <Typography variant="body2">{t('documentsCode.intro')}</Typography>
      <SmsCodeVerification sms={smsCode} codeId="documents-code" verifyLabel={t('documentsCode.verify')} />
    </Box>
  );
}
