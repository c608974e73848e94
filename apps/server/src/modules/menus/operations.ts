import type { ModuleHandlers } from '../../platform/operation-context';
import { menuTree } from './service';

export const menuHandlers: ModuleHandlers<'RetrieveMenusWithoutAuthorization'> = {
  RetrieveMenusWithoutAuthorization: (_body, ctx) => menuTree(ctx.db, ctx.config),
};
