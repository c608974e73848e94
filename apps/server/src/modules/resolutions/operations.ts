import type { ModuleHandlers } from '../../platform/operation-context';
import * as resolutions from './service';

export const resolutionHandlers: ModuleHandlers<'GetResolutionTypeList' | 'GetResolutionList' | 'GetResolution'> = {
  GetResolutionTypeList: (_body, ctx) => resolutions.listTypes(ctx.db),
  GetResolutionList: (body, ctx) => resolutions.listResolutions(ctx.db, body.criteria),
  GetResolution: (body, ctx) => resolutions.getResolution(ctx.db, body.resolutionOid),
};
