import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDistricts, useInnerDoors, useOuterDoors, useStreets } from '../../../lib/address/use-addresses';
import type { DeclarationValues } from './form-inputs';
import { SelectInput } from './form-inputs';

const numberOrUndefined = (value: string | boolean | undefined) => (value ? Number(value) : undefined);

/** District → street → outer door → independent section, each list loaded when the one before it is chosen. */
export function AddressFields({ inner }: { inner: 'required' | 'optional' | 'none' }) {
  const { t } = useTranslation('declarations');
  const { watch, setValue } = useFormContext<DeclarationValues>();
  const districts = useDistricts();
  const streets = useStreets(numberOrUndefined(watch('districtCode')));
  const doors = useOuterDoors(numberOrUndefined(watch('streetCode')));
  const innerDoors = useInnerDoors(inner === 'none' ? undefined : numberOrUndefined(watch('outerDoorOid')));
  const clear =
    (...names: string[]) =>
    () =>
      names.forEach((n) => setValue(n, ''));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('address.legend')}
      </Typography>
      <SelectInput
        name="districtCode"
        options={(districts.data ?? []).map((d) => ({ value: d.districtCode, label: d.districtName }))}
        onPicked={clear('streetCode', 'outerDoorOid', 'innerDoorOid')}
      />
      <SelectInput
        name="streetCode"
        disabled={!watch('districtCode')}
        options={(streets.data ?? []).map((s) => ({ value: s.streetCode, label: s.streetName }))}
        onPicked={clear('outerDoorOid', 'innerDoorOid')}
      />
      <SelectInput
        name="outerDoorOid"
        disabled={!watch('streetCode')}
        options={(doors.data ?? []).map((d) => ({ value: d.outerDoorOid, label: d.outerDoorNo }))}
        onPicked={clear('innerDoorOid')}
      />
      {inner !== 'none' && (
        <SelectInput
          name="innerDoorOid"
          {...(inner === 'optional' ? { label: t('address.innerOptional') } : {})}
          disabled={!watch('outerDoorOid')}
          options={(innerDoors.data ?? []).map((d) => ({ value: d.innerDoorOid, label: d.innerDoorNo }))}
        />
      )}
      {(districts.isError || streets.isError || doors.isError) && (
        <Typography color="error" role="alert">
          {t('loadError')}
        </Typography>
      )}
    </Box>
  );
}
