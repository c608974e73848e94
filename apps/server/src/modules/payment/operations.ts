import type { ModuleHandlers } from '../../platform/operation-context';
import {
  activeMerchantBank,
  cancelOnlinePaymentRequest,
  checkRegistryUnpaidOnlinePayment,
  collectBankRelatedPendingDebts,
  completePayment,
  controlCollection,
  getOrder,
  isOnlinePaymentAccrumentsTriedBefore,
  newOrderNumber,
  onlineOperationCollectDebt,
  onlinePaymentReceipt,
  queryOrderStatus,
  saveOnlinePaymentAccrument,
  saveOnlinePaymentRequest,
  startThreeD,
} from './service';

type PaymentOperation =
  | 'GetActiveMerchantBankInfo'
  | 'GetOrderNumberForOnlinePayment'
  | 'SaveOnlinePaymentRequest'
  | 'SaveOnlinePaymentAccrument'
  | 'ThreeDSecurityZiraat3DPayHosting'
  | 'ThreeDSecurityIsBank'
  | 'ThreeDSecurityHalkBank'
  | 'ThreeDSecurityOtherBanks'
  | 'ThreeDSecurityVakif'
  | 'SaveOnlinePaymentResponse'
  | 'CompleteThreeDPaymentOperation'
  | 'ControlCollection'
  | 'OnlineOperationCollectDebt'
  | 'IsOnlinePaymentAccrumentsTriedBefore'
  | 'CancelOnlinePaymentRequest'
  | 'CheckRegistryUnpaidOnlinePayment'
  | 'QueryOnlinePaymentOrderStatus'
  | 'GetOnlinePaymentAccrumentListWithoutAuthorization'
  | 'CollectBankRelatedPendingDebtsBeforeDebtListing'
  | 'GetOnlinePaymentReceipt';

export const paymentHandlers: ModuleHandlers<PaymentOperation> = {
  GetActiveMerchantBankInfo: (body, ctx) => activeMerchantBank(ctx, body.bankCode),
  GetOrderNumberForOnlinePayment: () => ({ orderNumber: newOrderNumber() }),
  SaveOnlinePaymentRequest: (body, ctx) => saveOnlinePaymentRequest(ctx, body),
  SaveOnlinePaymentAccrument: (body, ctx) => saveOnlinePaymentAccrument(ctx, body),
  ThreeDSecurityZiraat3DPayHosting: (body, ctx) => startThreeD(ctx, 'ThreeDSecurityZiraat3DPayHosting', body.orderNumber, null),
  ThreeDSecurityIsBank: (body, ctx) => startThreeD(ctx, 'ThreeDSecurityIsBank', body.orderNumber, null),
  ThreeDSecurityHalkBank: (body, ctx) => startThreeD(ctx, 'ThreeDSecurityHalkBank', body.orderNumber, null),
  ThreeDSecurityOtherBanks: (body, ctx) => startThreeD(ctx, 'ThreeDSecurityOtherBanks', body.orderNumber, null),
  ThreeDSecurityVakif: (body, ctx) => startThreeD(ctx, 'ThreeDSecurityVakif', body.orderNumber, body.card),
  SaveOnlinePaymentResponse: (body, ctx) => completePayment(ctx, body.bankCode, body.onlinePaymentResponse, false),
  CompleteThreeDPaymentOperation: (body, ctx) => completePayment(ctx, body.bankCode, body.mpiResponse, true),
  ControlCollection: (body, ctx) => controlCollection(ctx, body),
  OnlineOperationCollectDebt: (body, ctx) => onlineOperationCollectDebt(ctx, body),
  IsOnlinePaymentAccrumentsTriedBefore: (body, ctx) => isOnlinePaymentAccrumentsTriedBefore(ctx, body),
  CancelOnlinePaymentRequest: (body, ctx) => cancelOnlinePaymentRequest(ctx, body),
  CheckRegistryUnpaidOnlinePayment: (body, ctx) => checkRegistryUnpaidOnlinePayment(ctx, body),
  QueryOnlinePaymentOrderStatus: (body, ctx) => queryOrderStatus(ctx, body.orderNumber),
  GetOnlinePaymentAccrumentListWithoutAuthorization: (body, ctx) => getOrder(ctx, body.orderNumber),
  CollectBankRelatedPendingDebtsBeforeDebtListing: (body, ctx) => collectBankRelatedPendingDebts(ctx, body),
  GetOnlinePaymentReceipt: (body, ctx) => onlinePaymentReceipt(ctx, body),
};
