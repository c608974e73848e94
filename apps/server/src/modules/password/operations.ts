import { signedIn } from '../../platform/auth';
import type { ModuleHandlers } from '../../platform/operation-context';
import { changePassword, sendPasswordForMember } from './service';

export const passwordHandlers: ModuleHandlers<'ChangePassword' | 'SendPasswordForMember'> = {
  ChangePassword: (body, ctx) => changePassword(ctx, signedIn(ctx.member), body),
  SendPasswordForMember: (body, ctx) => sendPasswordForMember(ctx, body),
};
