import { signedIn } from '../../platform/auth';
import type { ModuleHandlers } from '../../platform/operation-context';
import { applyPlan } from './apply';
import * as backOffice from './back-office';
import { listLogs, logDetail } from './detail';
import * as restructuring from './service';

const { restructuringQueue } = backOffice;

type RestructuringOperation =
  | 'GetCurrentRestructuringParameter'
  | 'GetDebtListWillBeRestructured'
  | 'AuthorizedAdjustDebtRestructuringInstallments'
  | 'AuthorizedSaveDebtRestructuringInstallments'
  | 'AuthorizedGetRestructuringDetailInfo'
  | 'GetRestructuringLogList'
  | 'GetBackOfficeRestructurings'
  | 'GetBackOfficeRestructuring'
  | 'ActOnBackOfficeRestructuring'
  | 'GetBackOfficeRestructuringDocument';

export const restructuringHandlers: ModuleHandlers<RestructuringOperation> = {
  GetCurrentRestructuringParameter: (_body, ctx) => restructuring.currentScheme(ctx),
  GetDebtListWillBeRestructured: (body, ctx) => restructuring.listDebts(ctx, signedIn(ctx.member), body.accrumentQueryCriteria),
  AuthorizedAdjustDebtRestructuringInstallments: (body, ctx) => restructuring.adjustPlan(ctx, signedIn(ctx.member), body),
  AuthorizedSaveDebtRestructuringInstallments: (body, ctx) => applyPlan(ctx, signedIn(ctx.member), body),
  AuthorizedGetRestructuringDetailInfo: (body, ctx) => logDetail(ctx, signedIn(ctx.member), body.restructuringLogOid),
  GetRestructuringLogList: (_body, ctx) => listLogs(ctx, signedIn(ctx.member)),
  // The back office's queue of plans: here, beside the breaking rule it applies.
  GetBackOfficeRestructurings: (body, ctx) => backOffice.listRestructurings(ctx, signedIn(ctx.member), body),
  GetBackOfficeRestructuring: (body, ctx) => backOffice.restructuringDetail(ctx, body.restructuringLogOid),
  ActOnBackOfficeRestructuring: async (body, ctx) => {
    await restructuringQueue.act(ctx, signedIn(ctx.member), { oid: body.restructuringLogOid, version: body.version, action: body.action });
    return backOffice.restructuringDetail(ctx, body.restructuringLogOid);
  },
  GetBackOfficeRestructuringDocument: (body, ctx) => restructuringQueue.file(ctx, { itemOid: body.restructuringLogOid, fileOid: body.fileOid, disposition: body.disposition }),
};

/** The dashboard's count of this queue (modules/handlers.ts passes it to the back office). */
export const restructuringBacklog = restructuringQueue.backlog;
export const restructuringHandOver = { held: restructuringQueue.held, handOverIn: restructuringQueue.handOverIn };
