import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDistricts, useOuterDoors, useStreets } from '../../../lib/address/use-addresses';
import type { ComplaintFormInput } from './form-schema';

const native = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** District → street → building, each list loaded when the one before it is chosen. */
export function LocationFields() {
  const { t } = useTranslation('complaints');
  const { register, watch, setValue, formState } = useFormContext<ComplaintFormInput>();
  const districtCode = watch('districtCode');
  const streetCode = watch('streetCode');
  const districts = useDistricts();
  const streets = useStreets(districtCode ? Number(districtCode) : undefined);
  const doors = useOuterDoors(streetCode ? Number(streetCode) : undefined);
  const error = (name: 'districtCode' | 'streetCode' | 'outerDoorOid' | 'locationDescription') => formState.errors[name]?.message;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('form.location')}
      </Typography>
      <TextField
        id="complaint-district"
        select
        size="small"
        label={t('form.district')}
        slotProps={native}
        error={!!error('districtCode')}
        helperText={error('districtCode')}
        {...register('districtCode', {
          onChange: () => {
            setValue('streetCode', '');
            setValue('outerDoorOid', '');
          },
        })}
      >
        <option value="">{t('form.none')}</option>
        {(districts.data ?? []).map((d) => (
          <option key={d.districtCode} value={d.districtCode}>
            {d.districtName}
          </option>
        ))}
      </TextField>
      <TextField
        id="complaint-street"
        select
        size="small"
        label={t('form.street')}
        slotProps={native}
        disabled={!districtCode}
        error={!!error('streetCode')}
        helperText={error('streetCode')}
        {...register('streetCode', { onChange: () => setValue('outerDoorOid', '') })}
      >
        <option value="">{t('form.none')}</option>
        {(streets.data ?? []).map((s) => (
          <option key={s.streetCode} value={s.streetCode}>
            {s.streetName}
          </option>
        ))}
      </TextField>
      <TextField
        id="complaint-door"
        select
        size="small"
        label={t('form.door')}
        slotProps={native}
        disabled={!streetCode}
        error={!!error('outerDoorOid')}
        helperText={error('outerDoorOid')}
        {...register('outerDoorOid')}
      >
        <option value="">{t('form.none')}</option>
        {(doors.data ?? []).map((d) => (
          <option key={d.outerDoorOid} value={d.outerDoorOid}>
            {d.outerDoorNo}
          </option>
        ))}
      </TextField>
      <TextField
        id="complaint-location"
        size="small"
        label={t('form.locationDescription')}
        sx={{ gridColumn: { sm: 'span 3' } }}
        error={!!error('locationDescription')}
        helperText={error('locationDescription')}
        {...register('locationDescription')}
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
    </Box>
  );
}
