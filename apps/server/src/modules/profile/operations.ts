import { signedIn } from '../../platform/auth';
import type { ModuleHandlers } from '../../platform/operation-context';
import { listMembers, ownMemberInfo, updateProfile } from './service';

export const profileHandlers: ModuleHandlers<'GetUserOfEMunicipality' | 'UpdateUserForEMunicipality' | 'GetAllUsersForEmunicipality'> = {
  GetUserOfEMunicipality: (body, ctx) => ownMemberInfo(ctx, signedIn(ctx.member), body),
  UpdateUserForEMunicipality: (body, ctx) => updateProfile(ctx, signedIn(ctx.member), body),
  GetAllUsersForEmunicipality: (body, ctx) => listMembers(ctx, signedIn(ctx.member), body),
};
