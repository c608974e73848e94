import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useAdvertisingLocations, useAdvertisingTypes, useEctActivities, useEntertainmentPlaceTypes, useEntertainmentTypes } from '../../../lib/tax-tables/use-tax-lookups';
import type { PreviewRequest } from '../api/use-declarations';
import { AddressFields } from './address-fields';
import { numberOf, SelectInput, taxYearOptions, TextInput, textOf, type DeclarationValues } from './form-inputs';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } } as const;
const address = (v: DeclarationValues) => ({ districtCode: numberOf(v.districtCode)!, streetCode: numberOf(v.streetCode)!, outerDoorOid: numberOf(v.outerDoorOid)! });
const blankAddress = { districtCode: '', streetCode: '', outerDoorOid: '', innerDoorOid: '' };
const thisYear = () => String(new Date().getFullYear());

export function EctFields() {
  const { t } = useTranslation('declarations');
  const activities = useEctActivities();
  return (
    <>
      <AddressFields inner="optional" />
      <Box sx={grid}>
        <SelectInput name="taxYear" options={taxYearOptions()} />
        <TextInput name="workplaceName" />
        <SelectInput
          name="ectActivityTypeOid"
          options={(activities.data ?? []).map((a) => ({ value: a.ectActivityTypeOid, label: `${a.name} (${t('fields.group', { group: a.buildingGroup })})` }))}
        />
      </Box>
    </>
  );
}
export const ectDefaults = (): DeclarationValues => ({ ...blankAddress, taxYear: thisYear(), workplaceName: '', ectActivityTypeOid: '' });
export const ectRequest = (v: DeclarationValues): PreviewRequest => ({
  declarationKind: 'ect',
  concreteEMunicipalityECTDeclaration: {
    ...address(v),
    innerDoorOid: numberOf(v.innerDoorOid),
    taxYear: numberOf(v.taxYear)!,
    workplaceName: String(v.workplaceName),
    ectActivityTypeOid: numberOf(v.ectActivityTypeOid)!,
  },
});

export function AdvertisingFields() {
  const { t } = useTranslation('declarations');
  const types = useAdvertisingTypes();
  const locations = useAdvertisingLocations();
  return (
    <>
      <AddressFields inner="none" />
      <Box sx={grid}>
        <SelectInput name="taxYear" options={taxYearOptions()} />
        <SelectInput name="advertisingTypeOid" options={(types.data ?? []).map((a) => ({ value: a.advertisingTypeOid, label: `${a.name} (${a.unitName})` }))} />
        <SelectInput
          name="advertisingTaxLocationOid"
          options={(locations.data ?? []).map((l) => ({ value: l.advertisingTaxLocationOid, label: `${l.name} (${t('fields.group', { group: l.tariffGroup })})` }))}
        />
        <TextInput name="area" decimal />
        <TextInput name="sides" decimal />
        <TextInput name="periods" decimal help={t('fields.periodsHelp')} />
        <TextInput name="description" />
      </Box>
    </>
  );
}
export const advertisingDefaults = (): DeclarationValues => ({
  ...blankAddress,
  taxYear: thisYear(),
  advertisingTypeOid: '',
  advertisingTaxLocationOid: '',
  area: '',
  sides: '1',
  periods: '1',
  description: '',
});
export const advertisingRequest = (v: DeclarationValues): PreviewRequest => ({
  declarationKind: 'advertising',
  concreteEMunicipalityAdDeclaration: {
    ...address(v),
    taxYear: numberOf(v.taxYear)!,
    calculationType: 1,
    advertisingTypeOid: numberOf(v.advertisingTypeOid)!,
    advertisingTaxLocationOid: numberOf(v.advertisingTaxLocationOid)!,
    area: numberOf(v.area)!,
    sides: numberOf(v.sides)!,
    periods: numberOf(v.periods) ?? 1,
    description: textOf(v.description),
  },
});

export function EntertainmentFields() {
  const places = useEntertainmentPlaceTypes();
  const kinds = useEntertainmentTypes();
  return (
    <>
      <AddressFields inner="none" />
      <Box sx={grid}>
        <TextInput name="venueName" />
        <SelectInput name="entertainmentPlaceTypeOid" options={(places.data ?? []).map((p) => ({ value: p.entertainmentPlaceTypeOid, label: p.name }))} />
        <SelectInput
          name="entertainmentTypeOid"
          options={(kinds.data ?? []).map((k) => ({ value: k.entertainmentTypeOid, label: k.ticketRatePercent === null ? k.name : `${k.name} (%${k.ticketRatePercent})` }))}
        />
        <TextInput name="periodStart" type="date" />
        <TextInput name="periodEnd" type="date" />
        <TextInput name="ticketRevenue" decimal />
      </Box>
    </>
  );
}
export const entertainmentDefaults = (): DeclarationValues => ({
  ...blankAddress,
  venueName: '',
  entertainmentPlaceTypeOid: '',
  entertainmentTypeOid: '',
  periodStart: '',
  periodEnd: '',
  ticketRevenue: '0',
});
export const entertainmentRequest = (v: DeclarationValues): PreviewRequest => {
  const revenue = numberOf(v.ticketRevenue);
  return {
    declarationKind: 'entertainment',
    concreteEMunicipalityEntertainmentDeclaration: {
      ...address(v),
      venueName: String(v.venueName),
      entertainmentPlaceTypeOid: numberOf(v.entertainmentPlaceTypeOid)!,
      entertainmentTypeOid: numberOf(v.entertainmentTypeOid)!,
      periodStart: String(v.periodStart),
      periodEnd: String(v.periodEnd),
      ticketRevenue: revenue === undefined ? 0 : Math.round(revenue * 100),
    },
  };
};
