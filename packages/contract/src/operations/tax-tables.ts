import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { code, empty, kurus, oid, paged, smallCode, year } from '../schemas';
import { tableQuery, yearlyPage } from '../table-query';

const tag = 'tax-tables';

/** Arsa/arazi m² unit value of one street for one year (Law 1319 art. 29), in kuruş per m². */
export const streetValuationSchema = z.object({
  estateStreetValuationOid: z.number().int(),
  valuationYear: z.number().int(),
  districtCode: z.number().int(),
  districtName: z.string(),
  streetCode: z.number().int(),
  streetName: z.string(),
  streetType: z.string(),
  estateTypeCode: z.number().int(),
  estateTypeName: z.string(),
  unitValue: kurus,
});

const streetValuationRequest = tableQuery(['streetName', 'streetType', 'unitValue']).extend({
  valuationYear: year,
  districtCode: code,
  streetCode: code.optional(),
});

export const RetrieveEstateStreetValuations = defineOperation({
  name: 'RetrieveEstateStreetValuations',
  access: 'member',
  tag,
  summary: 'Street unit values (arsa/arazi m² birim değerleri) of a district for a year, paged.',
  request: streetValuationRequest,
  response: yearlyPage(streetValuationSchema),
});

export const RetrieveEstateStreetValuationsWithoutAuthorization = defineOperation({
  name: 'RetrieveEstateStreetValuationsWithoutAuthorization',
  access: 'public',
  // Issue 18: a year's table (or published decisions) changes a few times a year; repeats come from memory.
  cacheSeconds: 300,
  tag,
  summary: 'The public twin of RetrieveEstateStreetValuations (valuation lookups are open to everyone).',
  request: streetValuationRequest,
  response: yearlyPage(streetValuationSchema),
});

/** Depreciation by building age and construction (RG 2.12.1982 / 17886; docs/domain/property-tax.md). */
export const abrasionShareSchema = z.object({
  estateAbrasionShareOid: z.number().int(),
  constructionGroupCode: z.number().int(),
  constructionGroupName: z.string(),
  ageFrom: z.number().int(),
  ageTo: z.number().int().nullable(),
  sharePercent: z.number(),
});

export const RetrieveEstateAbrasionShares = defineOperation({
  name: 'RetrieveEstateAbrasionShares',
  access: 'public',
  // Issue 18: a year's table (or published decisions) changes a few times a year; repeats come from memory.
  cacheSeconds: 300,
  tag,
  summary: 'The abrasion (aşınma payı) table: share by construction group and building age, paged.',
  request: tableQuery(['constructionGroup', 'ageFrom', 'sharePercent']).extend({ constructionGroupCode: smallCode.optional() }),
  response: paged(abrasionShareSchema).extend({ constructionGroups: z.array(z.object({ code: z.number().int(), name: z.string() })) }),
});

export const estateUsageTypeSchema = z.object({ estateUsageTypeOid: z.number().int(), code: z.string(), name: z.string() });

export const RetrieveEstateUsageTypes = defineOperation({
  name: 'RetrieveEstateUsageTypes',
  access: 'public',
  cacheSeconds: 300,
  tag,
  summary: 'Usage groups of buildings in the construction-cost table (konut, işyeri, sanayi…).',
  request: empty,
  response: z.array(estateUsageTypeSchema),
});

/** Bina m² normal construction cost by usage group, construction type and class, in kuruş per m². */
export const constructionCostSchema = z.object({
  estateConstructionCostOid: z.number().int(),
  processYear: z.number().int(),
  estateUsageTypeOid: z.number().int(),
  estateUsageTypeName: z.string(),
  constructionTypeCode: z.number().int(),
  constructionTypeName: z.string(),
  buildingClassCode: z.number().int(),
  buildingClassName: z.string(),
  minimumCost: kurus,
  maximumCost: kurus,
  averageCost: kurus,
});

export const RetrieveEstateConstructionCost = defineOperation({
  name: 'RetrieveEstateConstructionCost',
  access: 'public',
  // Issue 18: a year's table (or published decisions) changes a few times a year; repeats come from memory.
  cacheSeconds: 300,
  tag,
  summary: 'Building construction costs per m² (asgari, azami, ortalama) for a year, paged.',
  request: tableQuery(['estateUsageType', 'constructionType', 'buildingClass', 'averageCost']).extend({
    processYear: year,
    estateUsageTypeOid: oid.optional(),
  }),
  response: yearlyPage(constructionCostSchema),
});

export const landTypeSchema = z.object({ landTypeOid: z.number().int(), code: z.string(), name: z.string() });

export const RetrieveLandTypes = defineOperation({
  name: 'RetrieveLandTypes',
  access: 'public',
  cacheSeconds: 300,
  tag,
  summary: 'Kinds of land (arazi cinsi) in land declarations.',
  request: empty,
  response: z.array(landTypeSchema),
});

export const estateTypeSchema = z.object({ estateTypeCode: z.number().int(), name: z.string() });

export const RetrieveEstateTypes = defineOperation({
  name: 'RetrieveEstateTypes',
  access: 'public',
  cacheSeconds: 300,
  tag,
  summary: 'Estate kinds: building 1, plot 2, land 3.',
  request: empty,
  response: z.array(estateTypeSchema),
});
