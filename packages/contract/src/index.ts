export * from './define-operation';
export * from './errors';
export * from './money';
export * from './istanbul-time';
export * from './tracking-number';
export * from './enums';
export * from './parameter-types';
export * from './schemas';
export * from './app-setting';
export * from './registry';
export * from './validators/tckn';
export * from './validators/vkn';
export * from './validators/national-id';
export * from './validators/iban';
export * from './validators/gsm';
export * from './validators/password-policy';
export * from './validators/card';
export * from './identity-schemas';
export { authRegisterRequest, authRegisterResponse, type AuthRegisterRequest, type AuthRegisterResponse } from './operations/membership';
export { EDEVLET_SUCCESS_CODE } from './operations/edevlet';
export { humanVerificationChallengeSchema, verificationPurposes } from './operations/verification';
export type { NavigationItem } from './operations/menus';
export * from './text-search';
export * from './table-query';
export * from './file-limits';
export type { FileContent } from './operations/files';
export { complaintStatuses, TIP_OFF_TYPE_CODE, type ComplaintStatus } from './operations/complaints';
export type { ResolutionBody } from './operations/resolutions';
export { declarationKinds, declarationReviewStatuses, type DeclarationKind } from './operations/declarations';
export * from './turkish-messages';
export { cardFields, onlinePaymentStatuses, type OnlinePaymentOrder, type OnlinePaymentStatus } from './operations/payment';
export { staffCategories, leaveApplicationStatuses, enforcementFileStatuses } from './operations/staff';
export * from './validators/refund-account';
export { subscriptionProofPurposes, type SubscriptionProofPurpose, type Subscription } from './operations/water';
export { depositReturnTypeCodes, debtSettlementRules, cancellationStatuses, startContractCancellationRequest } from './operations/water-contract-cancellation';
export {
  backOfficeQueues,
  queueRoles,
  cancellationStages,
  complaintActionKinds,
  cancellationActionKinds,
  declarationActionKinds,
  restructuringActionKinds,
  type BackOfficeQueue,
} from './operations/back-office';
export * from './water-application-rules';
export { waterApplicationStatuses, waterApplicationStatusNames, type WaterApplicationStatus } from './operations/water-applications';
export { waterApplicationActionKinds } from './operations/back-office-water-applications';
export { isOffered, notificationChannels, notificationKinds, notificationOffers, notificationStatuses } from './operations/notifications';
export type { PersonalData } from './operations/my-data';
