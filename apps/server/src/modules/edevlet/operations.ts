import type { ModuleHandlers } from '../../platform/operation-context';
import { loginViaEdevlet, personInfo, saveEdevletLogin } from './service';

export const edevletHandlers: ModuleHandlers<'LoginViaEDevlet' | 'GetPersonInfoViaEDevlet' | 'SaveEDevletLogin'> = {
  LoginViaEDevlet: (body, ctx) => loginViaEdevlet(ctx, body),
  GetPersonInfoViaEDevlet: (body, ctx) => personInfo(ctx, body),
  SaveEDevletLogin: (body, ctx) => saveEdevletLogin(ctx, body),
};
