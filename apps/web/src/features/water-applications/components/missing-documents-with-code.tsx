import type { ResponseOf } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { HumanCheck } from '../../../lib/human-verification/human-check';
import { useSendDocumentsCode, useSubmitMissingDocumentsWithCode, useValidateApplicationCode } from '../api/use-water-applications';
import { MissingDocuments } from './missing-documents';
import { SmsCodeField } from '../../../components/ui/form-fields/sms-code-field';

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
  const [altcha, setAltcha] = useState<string | null>(null);
  const [sent, setSent] = useState<{ reference: string; text: string } | null>(null);
  const [code, setCode] = useState('');
  const [verificationToken, setVerificationToken] = useState<string | null>(null);
  const [uploadToken, setUploadToken] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { trackingNumber } = application;

  const run = async (step: () => Promise<void>) => {
    setProblem(null);
    try {
      await step();
    } catch (failure) {
      setProblem((failure as Error).message);
    }
  };
  const send = () =>
    run(async () => {
      try {
        const answer = await sendCode.mutateAsync({ trackingNumber, gsmNumber, altcha: altcha ?? undefined });
        setSent({ reference: answer.operationReferenceNumber, text: t('documentsCode.sent', { gsm: answer.maskedGsm, minutes: Math.round(answer.expiresInSeconds / 60) }) });
        setCode('');
      } finally {
        setAltcha(null);
      }
    });
  const verify = () =>
    run(async () => {
      if (!sent || !/^\d{4,8}$/.test(code)) throw new Error(t('withCode.invalidCode'));
      setVerificationToken((await check.mutateAsync({ operationReferenceNumber: sent.reference, userEntredCode: code })).verificationToken);
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
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <HumanCheck labels={{ start: t('withCode.human'), busy: t('withCode.humanBusy'), done: t('withCode.humanDone') }} solved={altcha !== null} onSolved={setAltcha} />
        <Button variant={sent ? 'outlined' : 'contained'} onClick={() => void send()} disabled={sendCode.isPending || !altcha}>
          {sent ? t('withCode.resend') : t('withCode.send')}
        </Button>
      </Box>
      {sent && (
        <>
          <Alert severity="info">{sent.text}</Alert>
          <SmsCodeField id="documents-code" label={t('withCode.code')} value={code} onChange={setCode} />
          <Box>
            <Button variant="contained" onClick={() => void verify()} disabled={check.isPending}>
              {t('documentsCode.verify')}
            </Button>
          </Box>
        </>
      )}
      {problem && (
        <Alert severity="warning" role="alert">
          {problem}
        </Alert>
      )}
    </Box>
  );
}
