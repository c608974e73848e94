import TextField from '@mui/material/TextField';
import type { ResponseOf } from '@ebelediye/contract';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CancellationFormInput } from './cancellation-form-schema';

type Reasons = ResponseOf<'RetrieveParametersWithoutAuthorization'>;

const native = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** Why the subscriber leaves, from the municipality's list; giving no reason is allowed. */
export function CancellationReasonField({ reasons }: { reasons: Reasons | undefined }) {
  const { t } = useTranslation('water');
  const { register } = useFormContext<CancellationFormInput>();
  return (
    <TextField id="cancellation-reason" select label={t('form.reason')} {...register('cancellationReasonCode')} slotProps={native} sx={{ maxWidth: 360 }}>
      <option value="">{t('form.choose')}</option>
      {reasons?.map((r) => (
        <option key={r.parameterCode} value={r.parameterCode}>
          {r.parameterName}
        </option>
      ))}
    </TextField>
  );
}
