import type { ModuleHandlers } from '../../platform/operation-context';
import { listEnforcementOffices, listPrApplicationTypes } from './service';

export const officeHandlers: ModuleHandlers<'RetrieveEnforcementOfficeWithoutAuthorization' | 'GetPRApplicationTypeWithoutAuthorization'> = {
  RetrieveEnforcementOfficeWithoutAuthorization: (_body, ctx) => listEnforcementOffices(ctx.db),
  GetPRApplicationTypeWithoutAuthorization: (_body, ctx) => listPrApplicationTypes(ctx.db),
};
