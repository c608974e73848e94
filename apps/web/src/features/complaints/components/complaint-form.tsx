import { zodResolver } from '@hookform/resolvers/zod';
import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { normalizeGsm } from '@ebelediye/contract';
import { useState } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../lib/api-error';
import { useApplicationKinds, useCategories, useCreateComplaint } from '../api/use-complaints';
import { AttachmentField, type Attachment } from './attachment-field';
import { complaintFormSchema, emptyComplaintForm, maskGsm, type ComplaintFormInput, type ComplaintFormValues } from './form-schema';
import { LocationFields } from './location-fields';
import { PhoneVerification } from './phone-verification';

const native = { select: { native: true }, inputLabel: { shrink: true } } as const;
const optionalNumber = (value: string) => (value ? Number(value) : undefined);

/** A complaint or request: what, where, who to answer; a member as themself, anyone else with an SMS code. */
export function ComplaintForm({ signedIn, onSent }: { signedIn: boolean; onSent(trackingNumber: string): void }) {
  const { t } = useTranslation('complaints');
  const form = useForm<ComplaintFormInput, unknown, ComplaintFormValues>({ resolver: zodResolver(complaintFormSchema), defaultValues: emptyComplaintForm, mode: 'onTouched' });
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

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setCodeError(undefined);
    if (!signedIn && (!reference || !code)) return setCodeError(t('verify.needCode'));
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
        contactName: values.contactName,
        gsmNumber: values.gsmNumber,
        email: values.email || undefined,
        fileOids: files.map((f) => f.fileOid),
        uploadToken,
        kvkkConsent: true,
        ...(signedIn ? {} : { operationReferenceNumber: reference!, verificationCode: code }),
      });
      onSent(sent.trackingNumber);
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
          <TextField id="complaint-kind" select size="small" label={t('form.kind')} required slotProps={native} error={!!error('applicationTypeCode')} helperText={error('applicationTypeCode')} {...register('applicationTypeCode')}>
            <option value="">{t('form.choose')}</option>
            {(kinds.data ?? []).map((k) => <option key={k.applicationTypeCode} value={k.applicationTypeCode}>{k.applicationTypeName}</option>)}
          </TextField>
          <TextField id="complaint-category" select size="small" label={t('form.category')} required slotProps={native} error={!!error('complaintCategoryCode')} helperText={error('complaintCategoryCode')} {...register('complaintCategoryCode')}>
            <option value="">{t('form.choose')}</option>
            {(categories.data ?? []).map((c) => <option key={c.parameterCode} value={c.parameterCode}>{c.parameterName}</option>)}
          </TextField>
          <TextField id="complaint-subject" size="small" label={t('form.subject')} required sx={{ gridColumn: { sm: 'span 2' } }} error={!!error('subject')} helperText={error('subject')} {...register('subject')} slotProps={{ htmlInput: { maxLength: 150 } }} />
          <TextField
            id="complaint-description" label={t('form.description')} required multiline minRows={4} sx={{ gridColumn: { sm: 'span 2' } }}
            error={!!error('description')} helperText={error('description') ?? t('form.descriptionHelp', { count: description.length })} {...register('description')} slotProps={{ htmlInput: { maxLength: 4000 } }}
          />
        </Box>
        <LocationFields />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>{t('form.contact')}</Typography>
          <TextField id="complaint-name" size="small" label={t('form.contactName')} required autoComplete="name" error={!!error('contactName')} helperText={error('contactName')} {...register('contactName')} />
          <TextField
            id="complaint-gsm" size="small" label={t('form.gsm')} required autoComplete="tel-national" error={!!error('gsmNumber')} helperText={error('gsmNumber') ?? t('form.gsmHelp')}
            {...gsmField}
            onChange={(e) => {
              e.target.value = maskGsm(e.target.value);
              void gsmField.onChange(e);
            }}
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
          <TextField id="complaint-email" size="small" type="email" label={t('form.email')} autoComplete="email" error={!!error('email')} helperText={error('email')} {...register('email')} />
        </Box>
        <AttachmentField files={files} onFiles={setFiles} uploadToken={uploadToken} onUploadToken={setUploadToken} />
        <Box>
          <FormControlLabel control={<Checkbox {...register('kvkkConsent')} />} label={t('form.kvkk')} />
          {error('kvkkConsent') && <FormHelperText error>{error('kvkkConsent')}</FormHelperText>}
        </Box>
        {signedIn ? (
          <Alert severity="info">{t('form.memberNote')}</Alert>
        ) : (
          <PhoneVerification gsm={normalizeGsm(watch('gsmNumber') ?? '')} code={code} onCode={setCode} onReference={setReference} codeError={codeError} />
        )}
        {failure && <Alert severity="error" role="alert">{failure}</Alert>}
        <Box>
          <Button type="submit" variant="contained" size="large" startIcon={<Send />} disabled={create.isPending}>
            {create.isPending ? t('form.sending') : t('form.submit')}
          </Button>
        </Box>
      </Box>
    </FormProvider>
  );
}
