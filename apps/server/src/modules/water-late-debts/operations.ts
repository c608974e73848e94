import type { JobDefinition } from '../../platform/jobs';
import { signedIn } from '../../platform/auth';
import type { ModuleHandlers } from '../../platform/operation-context';
import { letterheadOf } from '../../documents/letterhead';
import type { Db } from '../../db/kysely';
import { actOnCase } from './crew-work';
import { listLateDebts, noticeFile, runOperation } from './late-debts';
import { settlePaidCases } from './settle-paid';

type LateDebtOperation = 'GetBackOfficeWaterLateDebts' | 'RunBackOfficeWaterLateDebtOperation' | 'ActOnBackOfficeWaterLateDebtCase' | 'GetBackOfficeWaterLateDebtNotice';

/** Late water debts: the list, notices and cut orders, the crew's cut and reconnection (water clerks). */
export const waterLateDebtHandlers: ModuleHandlers<LateDebtOperation> = {
  GetBackOfficeWaterLateDebts: (body, ctx) => listLateDebts(ctx.db, body, ctx.now()),
  RunBackOfficeWaterLateDebtOperation: (body, ctx) =>
    runOperation(
      {
        db: ctx.db,
        sms: ctx.services.sms,
        limiter: ctx.services.limiter,
        municipality: ctx.config.publicSetting.MunicipalityName,
        clerkOid: signedIn(ctx.member).userOid,
        now: ctx.now(),
      },
      body,
    ),
  ActOnBackOfficeWaterLateDebtCase: (body, ctx) => actOnCase(ctx.db, body, signedIn(ctx.member).userOid, ctx.now()),
  GetBackOfficeWaterLateDebtNotice: (body, ctx) => noticeFile(ctx.db, letterheadOf(ctx.config), body, ctx.now()),
};

/** A debt paid by a channel nobody watches (a bank, the counter) still orders the reconnection within minutes. */
export const waterLateDebtJobs = (db: Db, now: () => Date): JobDefinition[] => [
  { name: 'water-late-debt-payments', intervalMs: 5 * 60_000, run: () => settlePaidCases(db, now()) },
];
