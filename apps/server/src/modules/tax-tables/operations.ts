import type { ModuleHandlers } from '../../platform/operation-context';
import * as estate from './estate-service';
import * as tariffs from './tariff-service';

type TaxTableOperation =
  | 'RetrieveEstateStreetValuations'
  | 'RetrieveEstateStreetValuationsWithoutAuthorization'
  | 'RetrieveEstateAbrasionShares'
  | 'RetrieveEstateUsageTypes'
  | 'RetrieveEstateConstructionCost'
  | 'RetrieveLandTypes'
  | 'RetrieveEstateTypes'
  | 'GetAdvertisingTaxAnnualGroupTariffByProcessYear'
  | 'RetrieveECTAnnualPrices'
  | 'RetrieveECTActivityTypes'
  | 'RetrieveEntertainmentPlaceTypes'
  | 'RetrieveEntertainmentTypes'
  | 'RetrieveAdvertisingTypes'
  | 'RetrieveAdvertisingTaxLocations';

export const taxTableHandlers: ModuleHandlers<TaxTableOperation> = {
  RetrieveEstateStreetValuations: (body, ctx) => estate.listStreetValuations(ctx.db, ctx.config, body),
  RetrieveEstateStreetValuationsWithoutAuthorization: (body, ctx) => estate.listStreetValuations(ctx.db, ctx.config, body),
  RetrieveEstateAbrasionShares: (body, ctx) => estate.listAbrasionShares(ctx.db, body),
  RetrieveEstateUsageTypes: (_body, ctx) => estate.listUsageTypes(ctx.db),
  RetrieveEstateConstructionCost: (body, ctx) => estate.listConstructionCosts(ctx.db, body),
  RetrieveLandTypes: (_body, ctx) => estate.listLandTypes(ctx.db),
  RetrieveEstateTypes: () => estate.listEstateTypes(),
  GetAdvertisingTaxAnnualGroupTariffByProcessYear: (body, ctx) => tariffs.listAdvertisingTariffs(ctx.db, body),
  RetrieveECTAnnualPrices: (body, ctx) => tariffs.listEctPrices(ctx.db, body),
  RetrieveECTActivityTypes: (_body, ctx) => tariffs.listEctActivities(ctx.db),
  RetrieveEntertainmentPlaceTypes: (_body, ctx) => tariffs.listEntertainmentPlaceTypes(ctx.db),
  RetrieveEntertainmentTypes: (_body, ctx) => tariffs.listEntertainmentTypes(ctx.db),
  RetrieveAdvertisingTypes: (_body, ctx) => tariffs.listAdvertisingTypes(ctx.db),
  RetrieveAdvertisingTaxLocations: (_body, ctx) => tariffs.listAdvertisingLocations(ctx.db),
};
