import type { ModuleHandlers } from '../../platform/operation-context';
import { getParameter, listParameters } from '../../reference-data/parameters';

export const parameterHandlers: ModuleHandlers<'RetrieveParametersWithoutAuthorization' | 'GetParameterValue'> = {
  RetrieveParametersWithoutAuthorization: (body, ctx) => listParameters(ctx.db, body.parameterTypeCode),
  GetParameterValue: (body, ctx) => getParameter(ctx.db, body.parameterTypeCode, body.parameterCode),
};
