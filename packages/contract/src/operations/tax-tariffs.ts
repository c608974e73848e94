import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { empty, kurus, oid, year } from '../schemas';
import { tableQuery, yearlyPage } from '../table-query';

const tag = 'tax-tables';

/**
 * The 2464 tariffs (ÇTV, ilan-reklam, eğlence) are set by each municipality and were not
 * established (docs/domain/local-taxes.md, GAP): rows carry `isDemo` and a note the screens show.
 */
const demoMark = { isDemo: z.boolean(), note: z.string().nullable() };

export const advertisingTypeSchema = z.object({ advertisingTypeOid: z.number().int(), code: z.string(), name: z.string(), unitName: z.string() });
export const advertisingTaxLocationSchema = z.object({ advertisingTaxLocationOid: z.number().int(), code: z.string(), name: z.string(), tariffGroup: z.number().int() });

export const advertisingTariffSchema = z.object({
  advertisingTariffOid: z.number().int(),
  processYear: z.number().int(),
  advertisingTypeOid: z.number().int(),
  advertisingTypeName: z.string(),
  advertisingTaxLocationOid: z.number().int(),
  locationName: z.string(),
  tariffGroup: z.number().int(),
  unitName: z.string(),
  amount: kurus,
  ...demoMark,
});

export const GetAdvertisingTaxAnnualGroupTariffByProcessYear = defineOperation({
  name: 'GetAdvertisingTaxAnnualGroupTariffByProcessYear',
  access: 'public',
  // Issue 18: a year's table (or published decisions) changes a few times a year; repeats come from memory.
  cacheSeconds: 300,
  tag,
  summary: 'Advertising tax (ilan ve reklam vergisi) yearly tariff by type and location group, paged.',
  request: tableQuery(['advertisingType', 'location', 'tariffGroup', 'amount']).extend({
    processYear: year,
    advertisingTypeOid: oid.optional(),
    advertisingTaxLocationOid: oid.optional(),
  }),
  response: yearlyPage(advertisingTariffSchema),
});

export const ectActivityTypeSchema = z.object({ ectActivityTypeOid: z.number().int(), code: z.string(), name: z.string(), buildingGroup: z.number().int() });

export const ectAnnualPriceSchema = z.object({
  ectAnnualPriceOid: z.number().int(),
  processYear: z.number().int(),
  ectActivityTypeOid: z.number().int(),
  activityTypeName: z.string(),
  buildingGroup: z.number().int(),
  unitName: z.string(),
  amount: kurus,
  ...demoMark,
});

export const RetrieveECTAnnualPrices = defineOperation({
  name: 'RetrieveECTAnnualPrices',
  access: 'public',
  // Issue 18: a year's table (or published decisions) changes a few times a year; repeats come from memory.
  cacheSeconds: 300,
  tag,
  summary: 'Environment cleaning tax (ÇTV) amounts of a year by activity and building group, paged.',
  request: tableQuery(['activityType', 'buildingGroup', 'amount']).extend({
    processYear: year,
    ectActivityTypeOid: oid.optional(),
    buildingGroup: z.number().int().min(1, 'Bina grubu 1 ile 7 arasında olmalıdır.').max(7, 'Bina grubu 1 ile 7 arasında olmalıdır.').optional(),
  }),
  response: yearlyPage(ectAnnualPriceSchema),
});

export const RetrieveECTActivityTypes = defineOperation({
  name: 'RetrieveECTActivityTypes',
  access: 'public',
  cacheSeconds: 300,
  tag,
  summary: 'Activities of workplaces for ÇTV, each in its building group.',
  request: empty,
  response: z.array(ectActivityTypeSchema),
});

export const RetrieveAdvertisingTypes = defineOperation({
  name: 'RetrieveAdvertisingTypes',
  access: 'public',
  cacheSeconds: 300,
  tag,
  summary: 'Kinds of signs and advertisements, with the unit they are taxed by.',
  request: empty,
  response: z.array(advertisingTypeSchema),
});

export const RetrieveAdvertisingTaxLocations = defineOperation({
  name: 'RetrieveAdvertisingTaxLocations',
  access: 'public',
  cacheSeconds: 300,
  tag,
  summary: 'Location classes of the advertising tariff (cadde, meydan, sokak…) and their tariff group.',
  request: empty,
  response: z.array(advertisingTaxLocationSchema),
});

export const entertainmentPlaceTypeSchema = z.object({
  entertainmentPlaceTypeOid: z.number().int(),
  code: z.string(),
  name: z.string(),
  period: z.enum(['daily', 'monthly']),
  amount: kurus,
  ...demoMark,
});

export const RetrieveEntertainmentPlaceTypes = defineOperation({
  name: 'RetrieveEntertainmentPlaceTypes',
  access: 'public',
  cacheSeconds: 300,
  tag,
  summary: 'Kinds of entertainment venues with their fixed (daily or monthly) demo tariff.',
  request: empty,
  response: z.array(entertainmentPlaceTypeSchema),
});

export const entertainmentTypeSchema = z.object({
  entertainmentTypeOid: z.number().int(),
  code: z.string(),
  name: z.string(),
  ticketRatePercent: z.number().nullable(),
  ...demoMark,
});

export const RetrieveEntertainmentTypes = defineOperation({
  name: 'RetrieveEntertainmentTypes',
  access: 'public',
  cacheSeconds: 300,
  tag,
  summary: 'Kinds of entertainment with the demo rate on the ticket price.',
  request: empty,
  response: z.array(entertainmentTypeSchema),
});
