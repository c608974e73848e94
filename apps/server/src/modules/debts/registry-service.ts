import { estateCodes, type ParsedRequestOf } from '@ebelediye/contract';
import { findRegistryDetail } from '../../accounts/registry-repo';
import { DomainError } from '../../platform/domain-error';
import type { OperationContext } from '../../platform/operation-context';
import { addressText } from '../../reference-data/address-text';
import { findEstates, findSubscriptions } from './registry-repo';
import { memberRegistry } from './scope';

const estateName = (code: number) => Object.values(estateCodes).find((e) => e.code === code)?.tr ?? String(code);

/** RegistryObservation: the record, the estates and the subscriptions of one of the member's registries. */
export async function registryObservation(ctx: OperationContext, body: ParsedRequestOf<'GetRegistryObservation'>) {
  const { registryOid } = await memberRegistry(ctx, body.registryInfoOid);
  const [detail, estates, subscriptions] = await Promise.all([findRegistryDetail(ctx.db, registryOid), findEstates(ctx.db, registryOid), findSubscriptions(ctx.db, registryOid)]);
  if (!detail) throw new DomainError('NOT_FOUND');
  return {
    registry: {
      registryOid: detail.oid,
      registryType: detail.registry_type,
      nationalId: detail.national_id,
      taxNumber: detail.tax_number,
      name: detail.title ?? [detail.first_name, detail.last_name].filter(Boolean).join(' '),
      fatherName: detail.father_name,
      motherName: detail.mother_name,
      birthDate: detail.birth_date ? String(detail.birth_date).slice(0, 10) : null,
      birthPlace: detail.birth_place,
      taxOfficeCode: detail.tax_office_code,
      gsm: detail.gsm,
      email: detail.email,
      address: addressText(detail),
    },
    estates: estates.map((e) => ({
      realEstateOid: e.oid,
      estateCode: e.estate_code,
      estateTypeName: estateName(e.estate_code),
      address: addressText(e),
      blockNo: e.block_no,
      parcelNo: e.parcel_no,
      landArea: e.land_area,
      floorArea: e.floor_area,
      share: `${e.share_numerator}/${e.share_denominator}`,
      usageType: e.usage_type,
      constructionYear: e.construction_year,
      isActive: e.is_active,
    })),
    subscriptions: subscriptions.map((s) => ({
      subscriptionOid: s.oid,
      subscriberNo: s.subscriber_no,
      subscriberType: s.subscriber_type,
      tariff: s.tariff,
      meterNo: s.meter_no,
      depositAmount: s.deposit_amount,
      waterLineStatus: s.water_line_status,
      address: addressText(s),
      startedOn: String(s.started_on).slice(0, 10),
      endedOn: s.ended_on ? String(s.ended_on).slice(0, 10) : null,
    })),
  };
}
