import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { addressParameterTypeCodes } from '../parameter-types';
import { code, empty, oid } from '../schemas';
import { parameterSchema } from './parameters';

const tag = 'addresses';

export const countySchema = z.object({ cityCode: z.number().int(), countyCode: z.number().int(), countyName: z.string() });
export const districtSchema = z.object({
  districtCode: z.number().int(),
  districtName: z.string(),
  countyCode: z.number().int(),
  villageCode: z.number().int().nullable(),
  isVillage: z.boolean(),
});
export const streetSchema = z.object({
  streetCode: z.number().int(),
  streetName: z.string(),
  streetType: z.string(),
  districtCode: z.number().int(),
});
export const outerDoorSchema = z.object({
  outerDoorOid: z.number().int(),
  outerDoorNo: z.string(),
  streetCode: z.number().int(),
  districtCode: z.number().int(),
  isActive: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export const innerDoorSchema = z.object({
  innerDoorOid: z.number().int(),
  innerDoorNo: z.string(),
  outerDoorOid: z.number().int(),
  isActive: z.boolean(),
});

export const AddressGetCountyListWithoutAuthorization = defineOperation({
  name: 'AddressGetCountyListWithoutAuthorization',
  access: 'public',
  cacheSeconds: 300,
  tag,
  summary: 'Counties (ilçe) of a city.',
  request: z.object({ cityCode: code }),
  response: z.array(countySchema),
});

export const GetDistrictListWithoutAuthorization = defineOperation({
  name: 'GetDistrictListWithoutAuthorization',
  access: 'public',
  cacheSeconds: 300,
  tag,
  summary: "Districts (mahalle) and villages of the municipality's own county.",
  request: empty,
  response: z.array(districtSchema),
});

export const GetDistrictListFromActiveAddressSource = defineOperation({
  name: 'GetDistrictListFromActiveAddressSource',
  access: 'public',
  cacheSeconds: 300,
  tag,
  summary: 'Districts kept by the address source the municipality has made active.',
  request: empty,
  response: z.array(districtSchema),
});

export const GetDistrictListViaCountyCode = defineOperation({
  name: 'GetDistrictListViaCountyCode',
  access: 'public',
  cacheSeconds: 300,
  tag,
  summary: 'Districts of the given counties.',
  request: z.object({ countyCodeList: z.array(code).min(1, 'En az bir ilçe seçiniz.').max(50) }),
  response: z.array(districtSchema),
});

export const GetStreetListWithoutAuthorization = defineOperation({
  name: 'GetStreetListWithoutAuthorization',
  access: 'public',
  cacheSeconds: 300,
  tag,
  summary: 'Streets (cadde/sokak) of a district.',
  request: z.object({ districtCode: code }),
  response: z.array(streetSchema),
});

export const GetOuterDoorListWithoutAuthorization = defineOperation({
  name: 'GetOuterDoorListWithoutAuthorization',
  access: 'public',
  cacheSeconds: 300,
  tag,
  summary: 'Building entrances (dış kapı) on a street.',
  request: z.object({
    streetCode: code,
    districtCode: code.optional(),
    onlyIsActive: z.boolean().default(true),
    shoudCoordinateInfoBeRetrieved: z.boolean().default(false),
  }),
  response: z.array(outerDoorSchema),
});

export const GetConcreteInnerDoorListWithoutAuthorization = defineOperation({
  name: 'GetConcreteInnerDoorListWithoutAuthorization',
  access: 'public',
  cacheSeconds: 300,
  tag,
  summary: 'Independent sections (iç kapı) behind a building entrance.',
  request: z.object({ outerDoorOid: oid, onlyIsActive: z.boolean().default(true) }),
  response: z.array(innerDoorSchema),
});

export const GetAddressParameterWithoutAuthorization = defineOperation({
  name: 'GetAddressParameterWithoutAuthorization',
  access: 'public',
  cacheSeconds: 300,
  tag,
  summary: 'Lookup lists used by addresses (region, street type, building type).',
  request: z.object({
    parameterTypeCode: z.string().refine((value) => addressParameterTypeCodes.has(value), 'Geçersiz adres parametre türü.'),
  }),
  response: z.array(parameterSchema),
});
