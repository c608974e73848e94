import { signedIn } from '../../platform/auth';
import type { ModuleHandlers } from '../../platform/operation-context';
import { logout, recentSignIns, refreshTokens, retrievePassword, sha512, validateUser } from './service';

type SignInOperation = 'GetSha512HashValue' | 'RetrievePassword' | 'ValidateUserForEMunicipality' | 'VerifyAndGenerateToken' | 'Logout' | 'RetrieveRecentSignIns';

export const signInHandlers: ModuleHandlers<SignInOperation> = {
  GetSha512HashValue: (body) => sha512(body.data),
  RetrievePassword: (body, ctx) => retrievePassword(ctx, body),
  ValidateUserForEMunicipality: (body, ctx) => validateUser(ctx, body),
  VerifyAndGenerateToken: (body, ctx) => refreshTokens(ctx, body),
  Logout: (body, ctx) => logout(ctx, body),
  RetrieveRecentSignIns: (_body, ctx) => recentSignIns(ctx, signedIn(ctx.member)),
};
