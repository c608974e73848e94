import type { MemberInfo } from '@ebelediye/contract';
import type { Db } from '../db/kysely';
import { DomainError } from '../platform/domain-error';
import { findOwnMember, type MemberRow } from './member-repo';
import { findOwnAndRepresentedRegistries, findRegistryDetail, type OwnRegistryRow, type RegistryDetailRow } from './registry-repo';

/** A registry in a list, as GetFilteredRegistries and MemberInfo show it. */
export function toRegistrySummary(row: OwnRegistryRow, ownRegistryOid: number): MemberInfo['representedRegistries'][number] {
  const isCompany = !row.national_id;
  return {
    Oid: row.oid,
    registryType: row.registry_type,
    nationalId: row.national_id,
    taxNumber: row.tax_number,
    nameOrTitle: (isCompany ? row.title : row.first_name) ?? row.title ?? '',
    surname: isCompany ? null : row.last_name,
    isOwn: row.oid === ownRegistryOid,
    hasMembership: row.member_status === 'ACTIVE',
  };
}

function toRegistry(row: RegistryDetailRow): MemberInfo['Registry'] {
  return {
    Oid: row.oid,
    registryType: row.registry_type,
    nationalId: row.national_id,
    taxNumber: row.tax_number,
    name: row.first_name,
    surname: row.last_name,
    title: row.title,
    fatherName: row.father_name,
    motherName: row.mother_name,
    birthDate: row.birth_date,
    birthPlace: row.birth_place,
    gender: row.gender,
    gsmNumber: row.gsm,
    email: row.email,
    taxOfficeCode: row.tax_office_code,
    address: {
      districtCode: row.district_code,
      districtName: row.district_name,
      streetCode: row.street_code,
      streetName: row.street_name,
      outerDoorOid: row.outer_door_oid,
      outerDoorNo: row.outer_door_no,
      innerDoorOid: row.inner_door_oid,
      innerDoorNo: row.inner_door_no,
    },
  };
}

function toUserDetail(member: MemberRow): MemberInfo['UserDetail'] {
  return {
    userOid: member.oid,
    userName: member.user_name,
    roleCode: member.role_code,
    status: member.status,
    gsmNumber: member.gsm,
    email: member.email,
    chkSMSInfo: member.sms_consent,
    memberName: member.member_name,
    memberSurname: member.member_surname,
    hasPassword: member.password_hash !== null,
    createdAt: member.created_at.toISOString(),
    passwordChangedAt: member.password_changed_at?.toISOString() ?? null,
  };
}

/** The member info: the member's own user with its registry, and the companies it acts for. */
export async function memberInfoOf(db: Db, memberOid: number): Promise<MemberInfo> {
  const member = await findOwnMember(db, memberOid);
  const registry = member && (await findRegistryDetail(db, member.registry_oid));
  if (!member || !registry) throw new DomainError('MEMBER_NOT_FOUND');
  const registries = await findOwnAndRepresentedRegistries(db, member.registry_oid);
  return {
    UserDetail: toUserDetail(member),
    Registry: toRegistry(registry),
    representedRegistries: registries.filter((r) => r.oid !== member.registry_oid).map((r) => toRegistrySummary(r, member.registry_oid)),
  };
}
