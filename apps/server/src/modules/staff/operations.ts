import { signedIn } from '../../platform/auth';
import type { ModuleHandlers } from '../../platform/operation-context';
import { employeeDetail, isEmployeeActive } from './employee';
import { enforcementInformation } from './enforcement';
import { leaveBalanceOf, listLeaveApplications, listLeaveKinds } from './leave';
import { payslipDocument, payslipSummaries } from './payslips';

export const staffHandlers: ModuleHandlers<
  | 'IsEmployeeActive'
  | 'RetrieveEmployeeDetailedInformation'
  | 'GetEmployeeScoreCardAccrumentSummaries'
  | 'RetrieveEmployeeScoreCardDocument'
  | 'RetrieveLeaveKindsWithoutAuthorization'
  | 'RetrieveLeaveApplicationInformations'
  | 'CalculateTotalAndRemaingAndUsedLeavesOfEmployee'
  | 'RetrieveEnforcementInformation'
> = {
  IsEmployeeActive: (body, ctx) => isEmployeeActive(ctx, signedIn(ctx.member), body.identityNumber),
  RetrieveEmployeeDetailedInformation: (body, ctx) => employeeDetail(ctx, signedIn(ctx.member), body),
  GetEmployeeScoreCardAccrumentSummaries: (body, ctx) => payslipSummaries(ctx, signedIn(ctx.member), body),
  RetrieveEmployeeScoreCardDocument: (body, ctx) => payslipDocument(ctx, signedIn(ctx.member), body),
  RetrieveLeaveKindsWithoutAuthorization: (_body, ctx) => listLeaveKinds(ctx),
  RetrieveLeaveApplicationInformations: (body, ctx) => listLeaveApplications(ctx, signedIn(ctx.member), body.concreteEmployeeInformation ?? {}, body.year),
  CalculateTotalAndRemaingAndUsedLeavesOfEmployee: (body, ctx) => leaveBalanceOf(ctx, signedIn(ctx.member), body, body.year),
  RetrieveEnforcementInformation: (body, ctx) => enforcementInformation(ctx, signedIn(ctx.member), body),
};
