import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { birthDay, birthMonth, birthYear, opaqueToken, registrySummarySchema, registryTypeCode } from '../identity-schemas';
import { nationalId, nationalIdOrTaxNumber, typeError } from '../schemas';

const tag = 'registries';

export const GetFilteredRegistries = defineOperation({
  name: 'GetFilteredRegistries',
  access: 'public',
  tag,
  summary:
    "The caller's own registries only: a member whose ID number is the filter (with the companies they represent), or an e-Devlet login handle (token) for that ID number. Never a lookup of anyone else's registry.",
  request: z.object({
    filter: nationalIdOrTaxNumber,
    registryType: z.union([registryTypeCode, z.literal(''), z.literal('*')], typeError('Geçersiz sicil türü.')).default(''),
    token: opaqueToken.optional(),
  }),
  response: z.array(registrySummarySchema),
});

export const GetRetailRegistryInfoViaNISWithoutAuthorization = defineOperation({
  name: 'GetRetailRegistryInfoViaNISWithoutAuthorization',
  access: 'public',
  tag,
  summary: 'Confirms that a person registry exists for this TCKN and birth date; answers only the masked name and phone. A wrong date and an unknown TCKN get the same answer.',
  request: z.object({
    personPidNo: nationalId,
    year: birthYear,
    month: birthMonth,
    day: birthDay,
  }),
  response: z.object({ registryType: registryTypeCode, maskedName: z.string(), maskedGsm: z.string().nullable() }),
});
