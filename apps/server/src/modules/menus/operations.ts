import type { ModuleHandlers } from '../../platform/operation-context';
import { memberMenuTree, menuTree } from './service';

export const menuHandlers: ModuleHandlers<'RetrieveMenusWithoutAuthorization' | 'RetrieveMenusForMember'> = {
  RetrieveMenusWithoutAuthorization: (_body, ctx) => menuTree(ctx.db, ctx.config),
  RetrieveMenusForMember: (_body, ctx) => memberMenuTree(ctx.db, ctx.config, ctx.member),
};
