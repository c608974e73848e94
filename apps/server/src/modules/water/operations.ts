import { signedIn } from '../../platform/auth';
import type { ModuleHandlers } from '../../platform/operation-context';
import * as backOffice from './back-office';
import { cancellationQueue } from './cancellation-actions';
import { cancellationPetition, cancellationStatus, cancellationSummary, memberCancellations, startCancellation } from './cancellation-service';
import { accrualList, collectedList, debtList, debtListWithFeeCodes, debtListWithRevenueCode } from './debts-service';
import { listSubscriptions, listSubscriptionsByIdentity, subscriberAddress } from './subscriptions-service';

type WaterOperation =
  | 'GetSubscriptionList'
  | 'GetSubscriberListByIdentityNumber'
  | 'GetSubscriberAddressString'
  | 'GetDebtListForEMunicipality'
  | 'GetDebtListWithRevenueCode'
  | 'GetDebtListWithFeeCodes'
  | 'GetAccrumentListForEMunicipality'
  | 'GetCollectedList'
  | 'GetContractCancellationSummary'
  | 'StartElectronicStateContractCancellation'
  | 'GetContractCancellationStatus'
  | 'GetContractCancellationPetition'
  | 'GetMemberContractCancellations'
  | 'GetBackOfficeWaterCancellations'
  | 'GetBackOfficeWaterCancellation'
  | 'ActOnBackOfficeWaterCancellation';

/** Water subscriptions: the subscriber's side and the water clerks' queue of contract cancellations. */
export const waterHandlers: ModuleHandlers<WaterOperation> = {
  GetSubscriptionList: (body, ctx) => listSubscriptions(ctx, body),
  GetSubscriberListByIdentityNumber: (body, ctx) => listSubscriptionsByIdentity(ctx, body),
  GetSubscriberAddressString: (body, ctx) => subscriberAddress(ctx, body),
  GetDebtListForEMunicipality: (body, ctx) => debtList(ctx, body),
  GetDebtListWithRevenueCode: (body, ctx) => debtListWithRevenueCode(ctx, body),
  GetDebtListWithFeeCodes: (body, ctx) => debtListWithFeeCodes(ctx, body),
  GetAccrumentListForEMunicipality: (body, ctx) => accrualList(ctx, body),
  GetCollectedList: (body, ctx) => collectedList(ctx, body),
  GetContractCancellationSummary: (body, ctx) => cancellationSummary(ctx, body),
  StartElectronicStateContractCancellation: (body, ctx) => startCancellation(ctx, body),
  GetContractCancellationStatus: (body, ctx) => cancellationStatus(ctx, body),
  GetContractCancellationPetition: (body, ctx) => cancellationPetition(ctx, body),
  GetMemberContractCancellations: (_body, ctx) => memberCancellations(ctx),
  GetBackOfficeWaterCancellations: (body, ctx) => backOffice.listCancellations(ctx, signedIn(ctx.member), body),
  GetBackOfficeWaterCancellation: (body, ctx) => backOffice.cancellationDetail(ctx, body.cancellationOid),
  ActOnBackOfficeWaterCancellation: async (body, ctx) => {
    await cancellationQueue.act(ctx, signedIn(ctx.member), { oid: body.cancellationOid, version: body.version, action: body.action });
    return backOffice.cancellationDetail(ctx, body.cancellationOid);
  },
};

/** The dashboard's count of this queue (modules/handlers.ts passes it to the back office). */
export const waterCancellationBacklog = cancellationQueue.backlog;
export const waterCancellationHandOver = { held: cancellationQueue.held, handOverIn: cancellationQueue.handOverIn };
