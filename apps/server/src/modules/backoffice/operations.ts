import { DomainError } from '../../platform/domain-error';
import type { ModuleHandlers } from '../../platform/operation-context';

type BackOfficeOperation =
  | 'GetMyBackOfficeRoles' | 'GetBackOfficeStaff' | 'GrantBackOfficeRole' | 'RevokeBackOfficeRole' | 'GetBackOfficeRoleAudit'
  | 'GetBackOfficeLookups' | 'GetBackOfficeDashboard'
  | 'GetBackOfficeComplaints' | 'GetBackOfficeComplaint' | 'ActOnBackOfficeComplaint' | 'GetBackOfficeComplaintAttachment'
  | 'GetBackOfficeWaterCancellations' | 'GetBackOfficeWaterCancellation' | 'ActOnBackOfficeWaterCancellation'
  | 'GetBackOfficeDeclarations' | 'GetBackOfficeDeclaration' | 'ActOnBackOfficeDeclaration' | 'GetBackOfficeDeclarationDocument'
  | 'GetBackOfficeRestructurings' | 'GetBackOfficeRestructuring' | 'ActOnBackOfficeRestructuring' | 'GetBackOfficeRestructuringDocument';

/** The contract is published before the server serves it (issue 16 phase 0): until then an operation answers that it does not exist. */
const notServedYet = () => {
  throw new DomainError('UNKNOWN_OPERATION');
};

export const backOfficeHandlers: ModuleHandlers<BackOfficeOperation> = {
  GetMyBackOfficeRoles: notServedYet,
  GetBackOfficeStaff: notServedYet,
  GrantBackOfficeRole: notServedYet,
  RevokeBackOfficeRole: notServedYet,
  GetBackOfficeRoleAudit: notServedYet,
  GetBackOfficeLookups: notServedYet,
  GetBackOfficeDashboard: notServedYet,
  GetBackOfficeComplaints: notServedYet,
  GetBackOfficeComplaint: notServedYet,
  ActOnBackOfficeComplaint: notServedYet,
  GetBackOfficeComplaintAttachment: notServedYet,
  GetBackOfficeWaterCancellations: notServedYet,
  GetBackOfficeWaterCancellation: notServedYet,
  ActOnBackOfficeWaterCancellation: notServedYet,
  GetBackOfficeDeclarations: notServedYet,
  GetBackOfficeDeclaration: notServedYet,
  ActOnBackOfficeDeclaration: notServedYet,
  GetBackOfficeDeclarationDocument: notServedYet,
  GetBackOfficeRestructurings: notServedYet,
  GetBackOfficeRestructuring: notServedYet,
  ActOnBackOfficeRestructuring: notServedYet,
  GetBackOfficeRestructuringDocument: notServedYet,
};
