import { signedIn } from '../../platform/auth';
import type { ModuleHandlers } from '../../platform/operation-context';
import { changePassword, resetPasswordWithCode, sendPasswordForMember } from './service';

export const passwordHandlers: ModuleHandlers<'ChangePassword' | 'SendPasswordForMember' | 'ResetPasswordWithCode'> = {
  ChangePassword: (body, ctx) => changePassword(ctx, signedIn(ctx.member), body),
  SendPasswordForMember: (body, ctx) => sendPasswordForMember(ctx, body),
  ResetPasswordWithCode: (body, ctx) => resetPasswordWithCode(ctx, body),
};
