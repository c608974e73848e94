import type { ModuleHandlers } from '../../platform/operation-context';
import { listBanks, listBranches } from './service';

export const bankHandlers: ModuleHandlers<'RetrieveBanksWithoutAuthorization' | 'RetrieveBankBranchesWithoutAuthorization'> = {
  RetrieveBanksWithoutAuthorization: (_body, ctx) => listBanks(ctx.db),
  RetrieveBankBranchesWithoutAuthorization: (body, ctx) => listBranches(ctx.db, body.bankCode),
};
