import type { ModuleHandlers } from '../../platform/operation-context';
import { filteredRegistries, retailRegistryInfo } from './service';

export const registryHandlers: ModuleHandlers<'GetFilteredRegistries' | 'GetRetailRegistryInfoViaNISWithoutAuthorization'> = {
  GetFilteredRegistries: (body, ctx) => filteredRegistries(ctx, body),
  GetRetailRegistryInfoViaNISWithoutAuthorization: (body, ctx) => retailRegistryInfo(ctx, body),
};
