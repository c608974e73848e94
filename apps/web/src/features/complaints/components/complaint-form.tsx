import { zodResolver } from '@hookform/resolvers/zod';
import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { maskGsm as maskNational, normalizeGsm, TIP_OFF_TYPE_CODE, type ResponseOf } from '@ebelediye/contract';
import { useState } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth/auth-context';
import { useCreateComplaint } from '../api/use-complaints';
import { AttachmentField, type Attachment } from './attachment-field';
import { ContactFields } from './contact-fields';
import { complaintFormFor, complaintFormSchema, emptyComplaintForm, type ComplaintFormInput, type ComplaintFormValues } from './form-schema';
import { LocationFields } from './location-fields';
import { PhoneVerification } from './phone-verification';
import { SubjectFields } from './subject-fields';

const optionalNumber = (value: string) => (value ? Number(value) : undefined);

type Sent = Pick<ResponseOf<'CreateComplaintRequest'>, 'trackingNumber' | 'replyDueOn'> & { maskedGsm: string };

/** A complaint or request: what, where, who to answer; a member as themself, anyone else with an SMS code. */
export function ComplaintForm({ signedIn, onSent }: { signedIn: boolean; onSent(sent: Sent): void }) {
  const { t } = useTranslation('complaints');
  const { user } = useAuth();
  const form = useForm<ComplaintFormInput, unknown, ComplaintFormValues>({
    resolver: zodResolver(complaintFormSchema),
    defaultValues: complaintFormFor(signedIn ? user : null),
    mode: 'onTouched',
  });
  const { handleSubmit, setError, watch } = form;
  const create = useCreateComplaint();
  const [files, setFiles] = useState<Attachment[]>([]);
  const [uploadToken, setUploadToken] = useState<string>();
  const [reference, setReference] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);

  const tipOff = watch('applicationTypeCode') === TIP_OFF_TYPE_CODE;
  const anonymous = tipOff && watch('anonymous');
  // A member's registered phone is already proven; any other phone, and an anonymous tip-off
  // (linked to no one), gets the code, so nobody can have the portal text a stranger.
  const registeredPhone = signedIn ? (user?.UserDetail.gsmNumber ?? null) : null;
  const needsCode = anonymous || registeredPhone === null || normalizeGsm(watch('gsmNumber') ?? '') !== registeredPhone;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setCodeError(undefined);
    if (needsCode && (!reference || !code)) return setCodeError(t('verify.needCode'));
    try {
      const sent = await create.mutateAsync({
        applicationTypeCode: values.applicationTypeCode,
        complaintCategoryCode: values.complaintCategoryCode,
        subject: values.subject,
        description: values.description,
        districtCode: optionalNumber(values.districtCode),
        streetCode: optionalNumber(values.streetCode),
        outerDoorOid: optionalNumber(values.outerDoorOid),
        locationDescription: values.locationDescription || undefined,
        anonymous,
        contactName: anonymous ? undefined : values.contactName.trim(),
        gsmNumber: values.gsmNumber,
        email: (!anonymous && values.email) || undefined,
        fileOids: files.map((f) => f.fileOid),
        uploadToken,
        ...(needsCode ? { operationReferenceNumber: reference!, verificationCode: code } : {}),
      });
      onSent({ trackingNumber: sent.trackingNumber, replyDueOn: sent.replyDueOn, maskedGsm: maskNational(values.gsmNumber) });
    } catch (e) {
      const apiError = e as ApiError;
      for (const [field, message] of Object.entries(apiError.fields ?? {})) {
        if (field in emptyComplaintForm) setError(field as Path<ComplaintFormInput>, { message });
      }
      if (apiError.code?.startsWith('SMS_CODE') || apiError.code === 'VERIFICATION_REQUIRED') setCodeError(apiError.message);
      else setFailure(apiError.message);
    }
  });

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 3 }}>
        <SubjectFields />
        <LocationFields />
        <ContactFields tipOff={tipOff} anonymous={anonymous} />
        <AttachmentField files={files} onFiles={setFiles} uploadToken={uploadToken} onUploadToken={setUploadToken} />
        {/* KVKK art. 10: a notice, not consent; handling an application is the municipality's legal duty (art. 5/2-ç). */}
        <Typography variant="body2" color="text.secondary">
          {t('form.privacyNotice')}
        </Typography>
        {needsCode ? (
          <PhoneVerification gsm={normalizeGsm(watch('gsmNumber') ?? '')} code={code} onCode={setCode} onReference={setReference} codeError={codeError} />
        ) : (
          <Alert severity="info">{t('form.memberNote')}</Alert>
        )}
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" size="large" startIcon={<Send />} disabled={create.isPending}>
            {create.isPending ? t('form.sending') : t('form.submit')}
          </Button>
        </Box>
      </Box>
    </FormProvider>
  );
}
