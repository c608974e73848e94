import type { MemberInfo, ResponseOf } from '@ebelediye/contract';

/**
 * Answers shaped exactly as the contract says, for test stubs (development and tests check every
 * answer against its schema, `lib/contract-check.ts`). Tests change only what they are about.
 */
export const humanCheckChallenge: ResponseOf<'CreateHumanVerificationChallenge'> = {
  parameters: { algorithm: 'SHA-256', nonce: 'nonce', salt: 'salt', cost: 1, keyLength: 32, keyPrefix: '00' },
  signature: 'signature',
};

export function memberInfo(
  changes: { userName?: string; name?: string; surname?: string; registryOid?: number; gsmNumber?: string | null; email?: string | null } = {},
): MemberInfo {
  const { userName = '10000000146', name = 'AHMET', surname = 'YILMAZ', registryOid = 1, gsmNumber = '5321234567', email = 'ahmet@example.com.tr' } = changes;
  return {
    UserDetail: {
      userOid: 1,
      userName,
      roleCode: 'MEMBER',
      status: 'ACTIVE',
      gsmNumber,
      email,
      chkSMSInfo: true,
      memberName: name,
      memberSurname: surname,
      hasPassword: true,
      createdAt: '2026-01-05T09:00:00.000Z',
      passwordChangedAt: null,
    },
    Registry: {
      Oid: registryOid,
      registryType: 'G',
      nationalId: userName,
      taxNumber: null,
      name,
      surname,
      title: null,
      fatherName: null,
      motherName: null,
      birthDate: '1980-04-12',
      birthPlace: 'ANTAKYA',
      gender: 'E',
      gsmNumber,
      email,
      taxOfficeCode: null,
      address: { districtCode: null, districtName: null, streetCode: null, streetName: null, outerDoorOid: null, outerDoorNo: null, innerDoorOid: null, innerDoorNo: null },
    },
    representedRegistries: [],
  };
}
