import type { ModuleHandlers } from '../../platform/operation-context';
import { createUser, createUserDetail, createUserStatus, validateForRegister } from './service';

type MembershipOperation = 'ValidateEMunicipalityUserForRegister' | 'CreateUserForEmunicipality' | 'CreateUserDetail' | 'CreateUserStatus';

export const membershipHandlers: ModuleHandlers<MembershipOperation> = {
  ValidateEMunicipalityUserForRegister: (body, ctx) => validateForRegister(ctx, body),
  CreateUserForEmunicipality: (body, ctx) => createUser(ctx, body),
  CreateUserDetail: (body, ctx) => createUserDetail(ctx, body),
  CreateUserStatus: (body, ctx) => createUserStatus(ctx, body),
};
