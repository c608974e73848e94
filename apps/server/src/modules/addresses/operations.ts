import type { ModuleHandlers } from '../../platform/operation-context';
import * as addresses from './service';

type AddressOperation =
  | 'AddressGetCountyListWithoutAuthorization'
  | 'GetDistrictListWithoutAuthorization'
  | 'GetDistrictListFromActiveAddressSource'
  | 'GetDistrictListViaCountyCode'
  | 'GetStreetListWithoutAuthorization'
  | 'GetOuterDoorListWithoutAuthorization'
  | 'GetConcreteInnerDoorListWithoutAuthorization'
  | 'GetAddressParameterWithoutAuthorization';

export const addressHandlers: ModuleHandlers<AddressOperation> = {
  AddressGetCountyListWithoutAuthorization: (body, ctx) => addresses.listCounties(ctx.db, body.cityCode),
  GetDistrictListWithoutAuthorization: (_body, ctx) => addresses.listOwnDistricts(ctx.db, ctx.config),
  GetDistrictListFromActiveAddressSource: (_body, ctx) => addresses.listDistrictsOfActiveSource(ctx.db, ctx.config),
  GetDistrictListViaCountyCode: (body, ctx) => addresses.listDistrictsOfCounties(ctx.db, body.countyCodeList),
  GetStreetListWithoutAuthorization: (body, ctx) => addresses.listStreets(ctx.db, body.districtCode),
  GetOuterDoorListWithoutAuthorization: (body, ctx) => addresses.listOuterDoors(ctx.db, body),
  GetConcreteInnerDoorListWithoutAuthorization: (body, ctx) => addresses.listInnerDoors(ctx.db, body.outerDoorOid, body.onlyIsActive),
  GetAddressParameterWithoutAuthorization: (body, ctx) => addresses.listAddressParameters(ctx.db, body.parameterTypeCode),
};
