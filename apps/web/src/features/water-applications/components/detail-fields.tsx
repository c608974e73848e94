import type { ResponseOf } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/ui/native-select';
import type { ApplicationValues, ChangeValue } from './application-values';
import { FieldError } from './field-error';

type Rules = ResponseOf<'GetWaterApplicationRules'>;

interface DetailFieldsProps {
  rule: Rules['types'][number];
  rules: Rules;
  values: ApplicationValues;
  change: ChangeValue;
  errors: Record<string, string>;
}

/** What only some types ask: the ground of a tariff reduction, the meter's reading, the citizen's own words. */
export function DetailFields({ rule, rules, values, change, errors }: DetailFieldsProps) {
  const { t } = useTranslation('waterApplications');
  return (
    <>
      {rule.asksReductionGround && (
        <Box sx={{ maxWidth: 480 }}>
          <NativeSelect
            id="reduction-ground"
            label={t('form.reductionGround')}
            value={values.reductionGroundCode}
            emptyLabel={t('form.choose')}
            options={rules.reductionGrounds.map((g) => ({ value: g.code, label: g.name }))}
            onChange={change('reductionGroundCode')}
          />
          <FieldError message={errors.reductionGroundCode} />
        </Box>
      )}
      {rule.asksMeterReading && (
        <TextField
          id="meter-reading"
          label={t('form.meterReading')}
          type="number"
          value={values.meterReading}
          onChange={(e) => change('meterReading')(e.target.value)}
          error={!!errors.meterReading}
          helperText={errors.meterReading ?? t('form.meterReadingHelp')}
          sx={{ maxWidth: 240 }}
        />
      )}
      {rule.asksStatement && (
        <TextField
          id="statement"
          label={t('form.statement')}
          multiline
          minRows={3}
          value={values.statement}
          onChange={(e) => change('statement')(e.target.value)}
          error={!!errors.statement}
          helperText={errors.statement ?? t('form.statementHelp')}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      )}
    </>
  );
}
