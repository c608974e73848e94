import { signedIn } from '../../platform/auth';
import type { ModuleHandlers } from '../../platform/operation-context';
import { dashboard, lookups, type Backlogs } from './dashboard';
import { replyTemplates, saveReplyTemplate } from './reply-templates';
import * as roles from './roles';

type BackOfficeOperation =
  | 'GetMyBackOfficeRoles'
  | 'GetBackOfficeStaff'
  | 'GrantBackOfficeRole'
  | 'SetBackOfficeStaffUnits'
  | 'GetBackOfficeHeldItems'
  | 'RevokeBackOfficeRole'
  | 'GetBackOfficeRoleAudit'
  | 'GetBackOfficeLookups'
  | 'GetBackOfficeDashboard'
  | 'GetBackOfficeReplyTemplates'
  | 'SaveBackOfficeReplyTemplate';

/**
 * The back office's own operations: roles, lookups and the dashboard (docs/adr/0013-back-office.md).
 * Each queue lives in the module that owns its items' tables; the dashboard's counts come in
 * from the composition root (modules/handlers.ts), and so do the queues' hand-overs a revoke makes.
 */
export const backOfficeHandlers = (backlogs: Backlogs, handOvers: roles.HandOvers): ModuleHandlers<BackOfficeOperation> => ({
  GetMyBackOfficeRoles: (_body, ctx) => roles.myRoles(ctx, signedIn(ctx.member)),
  GetBackOfficeStaff: (body, ctx) => roles.staffList(ctx, body),
  GrantBackOfficeRole: (body, ctx) => roles.grantRole(ctx, signedIn(ctx.member), body),
  SetBackOfficeStaffUnits: (body, ctx) => roles.setStaffUnits(ctx, signedIn(ctx.member), body),
  GetBackOfficeHeldItems: (body, ctx) => roles.heldItems(ctx, handOvers, body),
  RevokeBackOfficeRole: (body, ctx) => roles.revokeRole(ctx, signedIn(ctx.member), handOvers, body),
  GetBackOfficeRoleAudit: (body, ctx) => roles.roleAudit(ctx, body),
  GetBackOfficeLookups: (_body, ctx) => lookups(ctx),
  GetBackOfficeDashboard: (_body, ctx) => dashboard(ctx, signedIn(ctx.member), backlogs),
  GetBackOfficeReplyTemplates: (body, ctx) => replyTemplates(ctx, signedIn(ctx.member), body),
  SaveBackOfficeReplyTemplate: (body, ctx) => saveReplyTemplate(ctx, signedIn(ctx.member), body),
});
