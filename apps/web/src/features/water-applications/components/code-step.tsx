import { isValidTckn, normalizeGsm } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NationalIdField } from '../../../components/ui/form-fields/national-id-field';
import { PhoneField } from '../../../components/ui/form-fields/phone-field';
import { HumanCheck } from '../../../lib/human-verification/human-check';
import { useSendApplicationCode, useValidateApplicationCode } from '../api/use-water-applications';
import type { CodeProof } from './application-form';

/**
 * Who applies without signing in (KVKK 2022/388, as fast payment): the ID number and the phone
 * in the registry record, a code to that phone, and the proof that files the application.
 */
export function CodeStep({ typeCode, typeName, onProved, onCancel }: { typeCode: number; typeName: string; onProved(proof: CodeProof): void; onCancel(): void }) {
  const { t } = useTranslation('waterApplications');
  const [nationalId, setNationalId] = useState('');
  const [gsm, setGsm] = useState('');
  const [altcha, setAltcha] = useState<string | null>(null);
  const [sent, setSent] = useState<{ reference: string; masked: string; minutes: number; resendsLeft: number } | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendApplicationCode();
  const check = useValidateApplicationCode();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const sendCode = async () => {
    setProblem(null);
    const phone = normalizeGsm(gsm);
    if (!isValidTckn(nationalId)) return setProblem(t('withCode.invalidId'));
    if (!phone) return setProblem(t('form.gsmInvalid'));
    if (!altcha) return setProblem(t('withCode.humanRequired'));
    try {
      const answer = await send.mutateAsync({ applicationType: typeCode, nationalId, gsmNumber: phone, altcha });
      setSent({ reference: answer.operationReferenceNumber, masked: answer.maskedGsm, minutes: Math.round(answer.expiresInSeconds / 60), resendsLeft: answer.resendsLeft });
      setCode('');
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setAltcha(null);
    }
  };

  const verify = async () => {
    setProblem(null);
    if (!sent || !/^\d{4,8}$/.test(code)) return setProblem(t('withCode.invalidCode'));
    try {
      const answer = await check.mutateAsync({ operationReferenceNumber: sent.reference, userEntredCode: code });
      if (!answer.paymentProof) throw new Error(t('loadError'));
      onProved({ verificationToken: answer.verificationToken, paymentProof: answer.paymentProof });
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="water-code-title" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, maxWidth: 560 }}>
      <Typography id="water-code-title" component="h2" variant="h2" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
        {t('withCode.identityTitle', { name: typeName })}
      </Typography>
      <NationalIdField id="code-national-id" name="nationalId" label={t('withCode.identifier')} value={nationalId} onChange={setNationalId} required autoComplete="off" />
      <PhoneField id="code-gsm" name="gsm" label={t('withCode.gsm')} value={gsm} onChange={setGsm} required />
      {(!sent || sent.resendsLeft > 0) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <HumanCheck labels={{ start: t('withCode.human'), busy: t('withCode.humanBusy'), done: t('withCode.humanDone') }} solved={altcha !== null} onSolved={setAltcha} />
          <Button variant={sent ? 'outlined' : 'contained'} onClick={() => void sendCode()} disabled={send.isPending || !altcha}>
            {sent ? t('withCode.resend') : t('withCode.send')}
          </Button>
        </Box>
      )}
      {sent && (
        <>
          <Alert severity="info">{t('withCode.sent', { gsm: sent.masked, minutes: sent.minutes })}</Alert>
          <TextField
            id="code-value"
            size="small"
            label={t('withCode.code')}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 8))}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
            sx={{ maxWidth: 240 }}
          />
          <Box>
            <Button variant="contained" onClick={() => void verify()} disabled={check.isPending}>
              {t('withCode.verify')}
            </Button>
          </Box>
        </>
      )}
      {problem && (
        <Alert severity="warning" role="alert">
          {problem}
        </Alert>
      )}
      <Box>
        <Button onClick={onCancel}>{t('form.back')}</Button>
      </Box>
    </Paper>
  );
}
