import Typography from '@mui/material/Typography';
import type { ResponseOf } from '@ebelediye/contract';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bindField } from '../../../components/ui/form-fields/bind-field';
import { DateField } from '../../../components/ui/form-fields/date-field';
import { formatDate } from '../../../lib/i18n/format';
import type { CancellationFormInput } from './cancellation-form-schema';

type Summary = ResponseOf<'GetContractCancellationSummary'>;

/** The day the water is cut: no earlier than the summary allows, and the coming holidays shown, on which nobody cuts. */
export function CuttingDateField({ facts }: { facts: Summary }) {
  const { t } = useTranslation('water');
  const { control } = useFormContext<CancellationFormInput>();
  const holidays = facts.nonWorkingDays
    .slice(0, 4)
    .map((d) => `${formatDate(d.date)} ${d.name}`)
    .join(', ');
  return (
    <>
      <Controller
        name="waterLineCuttingDate"
        control={control}
        render={({ field, fieldState }) => (
          <DateField
            id="cutting-date"
            label={t('form.cuttingDate')}
            {...bindField(field, fieldState)}
            helperText={t('form.cuttingDateHelp', { date: formatDate(facts.earliestCuttingDate) })}
            sx={{ maxWidth: 280 }}
          />
        )}
      />
      {holidays && (
        <Typography variant="body2" color="text.secondary">
          {t('form.holidays', { list: holidays })}
        </Typography>
      )}
    </>
  );
}
