import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/ui/native-select';
import { useDistricts, useInnerDoors, useOuterDoors, useStreets } from '../../../lib/address/use-addresses';

export interface PropertyValue {
  districtCode: string;
  streetCode: string;
  outerDoorOid: string;
  innerDoorOid: string;
}

export const emptyProperty: PropertyValue = { districtCode: '', streetCode: '', outerDoorOid: '', innerDoorOid: '' };
const numberOrUndefined = (value: string) => (value ? Number(value) : undefined);

/** District → street → outer door → inner door, each list loaded when the one before it is chosen. */
export function PropertyFields({ value, onChange, errors }: { value: PropertyValue; onChange(value: PropertyValue): void; errors: Partial<Record<keyof PropertyValue, string>> }) {
  const { t } = useTranslation('waterApplications');
  const districts = useDistricts();
  const streets = useStreets(numberOrUndefined(value.districtCode));
  const doors = useOuterDoors(numberOrUndefined(value.streetCode));
  const innerDoors = useInnerDoors(numberOrUndefined(value.outerDoorOid));
  const pick = (key: keyof PropertyValue, cleared: (keyof PropertyValue)[]) => (picked: string) =>
    onChange({ ...value, [key]: picked, ...Object.fromEntries(cleared.map((c) => [c, ''])) });
  const field = (key: keyof PropertyValue, node: ReactNode) => (
    <Box key={key} sx={{ display: 'grid', gap: 0.5 }}>
      {node}
      {errors[key] && (
        <Typography color="error" variant="body2" role="alert">
          {errors[key]}
        </Typography>
      )}
    </Box>
  );
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('form.property')}
      </Typography>
      {field(
        'districtCode',
        <NativeSelect
          id="property-district"
          label={t('form.district')}
          value={value.districtCode}
          emptyLabel={t('form.choose')}
          options={(districts.data ?? []).map((d) => ({ value: d.districtCode, label: d.districtName }))}
          onChange={pick('districtCode', ['streetCode', 'outerDoorOid', 'innerDoorOid'])}
        />,
      )}
      {field(
        'streetCode',
        <NativeSelect
          id="property-street"
          label={t('form.street')}
          value={value.streetCode}
          emptyLabel={t('form.choose')}
          disabled={!value.districtCode}
          options={(streets.data ?? []).map((s) => ({ value: s.streetCode, label: s.streetName }))}
          onChange={pick('streetCode', ['outerDoorOid', 'innerDoorOid'])}
        />,
      )}
      {field(
        'outerDoorOid',
        <NativeSelect
          id="property-outer-door"
          label={t('form.outerDoor')}
          value={value.outerDoorOid}
          emptyLabel={t('form.choose')}
          disabled={!value.streetCode}
          options={(doors.data ?? []).map((d) => ({ value: d.outerDoorOid, label: d.outerDoorNo }))}
          onChange={pick('outerDoorOid', ['innerDoorOid'])}
        />,
      )}
      {field(
        'innerDoorOid',
        <NativeSelect
          id="property-inner-door"
          label={t('form.innerDoor')}
          value={value.innerDoorOid}
          emptyLabel={t('form.choose')}
          disabled={!value.outerDoorOid || (innerDoors.data ?? []).length === 0}
          options={(innerDoors.data ?? []).map((d) => ({ value: d.innerDoorOid, label: d.innerDoorNo }))}
          onChange={pick('innerDoorOid', [])}
        />,
      )}
      {(districts.isError || streets.isError || doors.isError || innerDoors.isError) && (
        <Typography color="error" role="alert">
          {t('loadError')}
        </Typography>
      )}
    </Box>
  );
}
