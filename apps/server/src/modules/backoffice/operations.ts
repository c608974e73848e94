import { signedIn } from '../../platform/auth';
import { DomainError } from '../../platform/domain-error';
import type { ModuleHandlers } from '../../platform/operation-context';
import * as cancellations from './cancellations';
import * as complaints from './complaints';
import { dashboard, lookups } from './dashboard';
import * as roles from './roles';

type BackOfficeOperation =
  | 'GetMyBackOfficeRoles' | 'GetBackOfficeStaff' | 'GrantBackOfficeRole' | 'RevokeBackOfficeRole' | 'GetBackOfficeRoleAudit'
  | 'GetBackOfficeLookups' | 'GetBackOfficeDashboard'
  | 'GetBackOfficeComplaints' | 'GetBackOfficeComplaint' | 'ActOnBackOfficeComplaint' | 'GetBackOfficeComplaintAttachment'
  | 'GetBackOfficeWaterCancellations' | 'GetBackOfficeWaterCancellation' | 'ActOnBackOfficeWaterCancellation'
  | 'GetBackOfficeDeclarations' | 'GetBackOfficeDeclaration' | 'ActOnBackOfficeDeclaration' | 'GetBackOfficeDeclarationDocument'
  | 'GetBackOfficeRestructurings' | 'GetBackOfficeRestructuring' | 'ActOnBackOfficeRestructuring' | 'GetBackOfficeRestructuringDocument';

/** The contract is published before the server serves it (issue 16): until its phase lands an operation answers that it does not exist. */
const notServedYet = () => {
  throw new DomainError('UNKNOWN_OPERATION');
};

export const backOfficeHandlers: ModuleHandlers<BackOfficeOperation> = {
  GetMyBackOfficeRoles: (_body, ctx) => roles.myRoles(ctx, signedIn(ctx.member)),
  GetBackOfficeStaff: (body, ctx) => roles.staffList(ctx, body),
  GrantBackOfficeRole: (body, ctx) => roles.grantRole(ctx, signedIn(ctx.member), body),
  RevokeBackOfficeRole: (body, ctx) => roles.revokeRole(ctx, signedIn(ctx.member), body),
  GetBackOfficeRoleAudit: (body, ctx) => roles.roleAudit(ctx, body),
  GetBackOfficeLookups: (_body, ctx) => lookups(ctx),
  GetBackOfficeDashboard: (_body, ctx) => dashboard(ctx, signedIn(ctx.member)),
  GetBackOfficeComplaints: (body, ctx) => complaints.listComplaints(ctx, signedIn(ctx.member), body),
  GetBackOfficeComplaint: (body, ctx) => complaints.complaintDetail(ctx, body.complaintOid),
  ActOnBackOfficeComplaint: (body, ctx) => complaints.actOnComplaint(ctx, signedIn(ctx.member), body),
  GetBackOfficeComplaintAttachment: (body, ctx) => complaints.complaintAttachment(ctx, body),
  GetBackOfficeWaterCancellations: (body, ctx) => cancellations.listCancellations(ctx, signedIn(ctx.member), body),
  GetBackOfficeWaterCancellation: (body, ctx) => cancellations.cancellationDetail(ctx, body.cancellationOid),
  ActOnBackOfficeWaterCancellation: (body, ctx) => cancellations.actOnCancellation(ctx, signedIn(ctx.member), body),
  GetBackOfficeDeclarations: notServedYet,
  GetBackOfficeDeclaration: notServedYet,
  ActOnBackOfficeDeclaration: notServedYet,
  GetBackOfficeDeclarationDocument: notServedYet,
  GetBackOfficeRestructurings: notServedYet,
  GetBackOfficeRestructuring: notServedYet,
  ActOnBackOfficeRestructuring: notServedYet,
  GetBackOfficeRestructuringDocument: notServedYet,
};
