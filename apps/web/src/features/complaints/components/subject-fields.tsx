import { localName } from '../../../lib/i18n/local-name';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApplicationKinds, useCategories } from '../api/use-complaints';
import type { ComplaintFormInput } from './form-schema';

const native = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** What the application is about: its kind and category, a subject line and the citizen's account of it. */
export function SubjectFields() {
  const { t } = useTranslation('complaints');
  const { register, watch, formState } = useFormContext<ComplaintFormInput>();
  const kinds = useApplicationKinds();
  const categories = useCategories();
  const error = (name: 'applicationTypeCode' | 'complaintCategoryCode' | 'subject' | 'description') => formState.errors[name]?.message;
  const description = watch('description') ?? '';

  return (
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
            {localName(k.applicationTypeName, k.applicationTypeNameEn)}
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
            {localName(c.parameterName, c.parameterNameEn)}
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
  );
}
