import { zodResolver } from '@hookform/resolvers/zod';
import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { maskGsm as maskNational, normalizeGsm, TIP_OFF_TYPE_CODE, type ResponseOf } from '@ebelediye/contract';
import { useState } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth/auth-context';
import { useApplicationKinds, useCategories, useCreateComplaint } from '../api/use-complaints';
import { AttachmentField, type Attachment } from './attachment-field';
import { complaintFormFor, complaintFormSchema, emptyComplaintForm, maskGsm, type ComplaintFormInput, type ComplaintFormValues } from './form-schema';
import { LocationFields } from './location-fields';
import { PhoneVerification } from './phone-verification';

const native = { select: { native: true }, inputLabel: { shrink: true } } as const;
const optionalNumber = (value: string) => (value ? Number(value) : undefined);

/** A complaint or request: what, where, who to answer; a member as themself, anyone else with an SMS code. */
type Sent = Pick<ResponseOf<'CreateComplaintRequest'>, 'trackingNumber' | 'replyDueOn'> & { maskedGsm: string };

export function ComplaintForm({ signedIn, onSent }: { signedIn: boolean; onSent(sent: Sent): void }) {
  const { t } = useTranslation('complaints');
  const { user } = useAuth();
  const form = useForm<ComplaintFormInput, unknown, ComplaintFormValues>({
    resolver: zodResolver(complaintFormSchema),
    defaultValues: complaintFormFor(signedIn ? user : null),
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setError, watch } = form;
  const kinds = useApplicationKinds();
  const categories = useCategories();
  const create = useCreateComplaint();
  const [files, setFiles] = useState<Attachment[]>([]);
  const [uploadToken, setUploadToken] = useState<string>();
  const [reference, setReference] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const error = (name: Path<ComplaintFormInput>) => (formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;

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

  const gsmField = register('gsmNumber');
  const description = watch('description') ?? '';
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 3 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
          <TextField
            id="complaint-kind"
            select
            size="small"
            label={t('form.kind')}
            required
            slotProps={native}
            error={!!error('applicationTypeCode')}
            helperText={error('applicationTypeCode')}
            {...register('applicationTypeCode')}
          >
            <option value="">{t('form.choose')}</option>
            {(kinds.data ?? []).map((k) => (
              <option key={k.applicationTypeCode} value={k.applicationTypeCode}>
                {k.applicationTypeName}
              </option>
            ))}
          </TextField>
          <TextField
            id="complaint-category"
            select
            size="small"
            label={t('form.category')}
            required
            slotProps={native}
            error={!!error('complaintCategoryCode')}
            helperText={error('complaintCategoryCode')}
            {...register('complaintCategoryCode')}
          >
            <option value="">{t('form.choose')}</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.parameterCode} value={c.parameterCode}>
                {c.parameterName}
              </option>
            ))}
          </TextField>
          <TextField
            id="complaint-subject"
            size="small"
            label={t('form.subject')}
            required
            sx={{ gridColumn: { sm: 'span 2' } }}
            error={!!error('subject')}
            helperText={error('subject')}
            {...register('subject')}
            slotProps={{ htmlInput: { maxLength: 150 } }}
          />
          <TextField
            id="complaint-description"
            label={t('form.description')}
            required
            multiline
            minRows={4}
            sx={{ gridColumn: { sm: 'span 2' } }}
            error={!!error('description')}
            helperText={error('description') ?? t('form.descriptionHelp', { count: description.length })}
            {...register('description')}
            slotProps={{ htmlInput: { maxLength: 4000 } }}
          />
        </Box>
        <LocationFields />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {t('form.contact')}
          </Typography>
          {tipOff && (
            <Box sx={{ gridColumn: '1 / -1' }}>
              <FormControlLabel control={<Checkbox {...register('anonymous')} />} label={t('form.anonymous')} />
              {anonymous && <Alert severity="info">{t('form.anonymousNote')}</Alert>}
            </Box>
          )}
          {!anonymous && (
            <TextField
              id="complaint-name"
              size="small"
              label={t('form.contactName')}
              required
              autoComplete="name"
              error={!!error('contactName')}
              helperText={error('contactName')}
              {...register('contactName')}
            />
          )}
          <TextField
            id="complaint-gsm"
            size="small"
            label={t('form.gsm')}
            required
            autoComplete="tel-national"
            error={!!error('gsmNumber')}
            helperText={error('gsmNumber') ?? t('form.gsmHelp')}
            {...gsmField}
            onChange={(e) => {
              e.target.value = maskGsm(e.target.value);
              void gsmField.onChange(e);
            }}
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
          {!anonymous && (
            <TextField
              id="complaint-email"
              size="small"
              type="email"
              label={t('form.email')}
              autoComplete="email"
              error={!!error('email')}
              helperText={error('email')}
              {...register('email')}
            />
          )}
        </Box>
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
