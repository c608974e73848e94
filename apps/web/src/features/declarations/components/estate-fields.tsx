import Box from '@mui/material/Box';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConstructionCosts, useLandTypes, useUsageTypes } from '../../../lib/tax-tables/use-tax-lookups';
import type { PreviewRequest } from '../api/use-declarations';
import { AddressFields } from './address-fields';
import { CheckInput, numberOf, SelectInput, taxYearOptions, TextInput, textOf, type DeclarationValues } from './form-inputs';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } } as const;
const unique = <T,>(items: T[], key: (item: T) => string | number) => [...new Map(items.map((i) => [key(i), i])).values()];

function BuildingFields() {
  const { watch, setValue } = useFormContext<DeclarationValues>();
  const usage = useUsageTypes();
  const costs = useConstructionCosts(Number(watch('taxYear')), numberOf(watch('estateUsageTypeOid')));
  const rows = costs.data?.items ?? [];
  const type = watch('constructionTypeCode');
  const types = unique(rows, (r) => r.constructionTypeCode).map((r) => ({ value: r.constructionTypeCode, label: r.constructionTypeName }));
  const classes = rows.filter((r) => String(r.constructionTypeCode) === type).map((r) => ({ value: r.buildingClassCode, label: r.buildingClassName }));
  return (
    <Box sx={grid}>
      <SelectInput
        name="estateUsageTypeOid"
        options={(usage.data ?? []).map((u) => ({ value: u.estateUsageTypeOid, label: u.name }))}
        onPicked={() => setValue('buildingClassCode', '')}
      />
      <SelectInput name="constructionTypeCode" options={types} disabled={types.length === 0} onPicked={() => setValue('buildingClassCode', '')} />
      <SelectInput name="buildingClassCode" options={classes} disabled={classes.length === 0} />
      <TextInput name="constructionYear" decimal />
      <TextInput name="floorArea" decimal />
      <TextInput name="landShareArea" decimal />
      <CheckInput name="centralHeating" />
      <CheckInput name="elevator" />
    </Box>
  );
}

/** Building (1), plot (2) or land (3): the location, the property and, for a building, its construction. */
export function EstateFields({ estateCode }: { estateCode: 1 | 2 | 3 }) {
  const { t } = useTranslation('declarations');
  const landTypes = useLandTypes();
  return (
    <>
      <AddressFields inner={estateCode === 1 ? 'required' : 'none'} />
      <Box sx={grid}>
        <SelectInput name="taxYear" options={taxYearOptions()} />
        <TextInput name="blockNo" />
        <TextInput name="parcelNo" />
        {estateCode !== 1 && <TextInput name="landArea" decimal />}
        <TextInput name="share" decimal help={t('fields.shareHelp')} />
        {estateCode === 3 && <SelectInput name="landTypeOid" options={(landTypes.data ?? []).map((l) => ({ value: l.landTypeOid, label: l.name }))} />}
      </Box>
      {estateCode === 1 && <BuildingFields />}
    </>
  );
}

export const estateDefaults = (): DeclarationValues => ({
  districtCode: '',
  streetCode: '',
  outerDoorOid: '',
  innerDoorOid: '',
  taxYear: String(new Date().getFullYear()),
  blockNo: '',
  parcelNo: '',
  landArea: '',
  share: '1',
  landTypeOid: '',
  estateUsageTypeOid: '',
  constructionTypeCode: '',
  buildingClassCode: '',
  constructionYear: '',
  floorArea: '',
  landShareArea: '0',
  centralHeating: false,
  elevator: false,
});

export const estateRequest =
  (estateCode: 1 | 2 | 3) =>
  (v: DeclarationValues): PreviewRequest => ({
    declarationKind: 'estate',
    concreteEMunicipalityEstateDeclaration: {
      estateCode,
      taxYear: numberOf(v.taxYear)!,
      districtCode: numberOf(v.districtCode)!,
      streetCode: numberOf(v.streetCode)!,
      outerDoorOid: numberOf(v.outerDoorOid)!,
      innerDoorOid: estateCode === 1 ? numberOf(v.innerDoorOid) : undefined,
      blockNo: textOf(v.blockNo),
      parcelNo: textOf(v.parcelNo),
      landArea: estateCode === 1 ? undefined : numberOf(v.landArea),
      share: numberOf(v.share)!,
      landTypeOid: estateCode === 3 ? numberOf(v.landTypeOid) : undefined,
      ...(estateCode === 1
        ? {
            estateUsageTypeOid: numberOf(v.estateUsageTypeOid),
            constructionTypeCode: numberOf(v.constructionTypeCode),
            buildingClassCode: numberOf(v.buildingClassCode),
            constructionYear: numberOf(v.constructionYear),
            floorArea: numberOf(v.floorArea),
            landShareArea: numberOf(v.landShareArea) ?? 0,
            centralHeating: !!v.centralHeating,
            elevator: !!v.elevator,
          }
        : {}),
    },
  });
