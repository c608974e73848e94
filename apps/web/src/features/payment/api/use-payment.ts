import { operations, type RequestOf } from '@ebelediye/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, FALLBACK_MESSAGE } from '../../../lib/api-error';
import { baseUrl, callApi } from '../../../lib/call-api';
import type { PaymentBasket } from '../../../lib/payment/payment-basket';
import { documentLanguage } from '../../../lib/i18n/format';
import { session } from '../../../lib/session';

const ORDER_KEY = 'paymentOrder';

const basketKey = (bankCode: string, accrumentOidList: readonly number[]) => `${bankCode}:${[...accrumentOidList].sort((a, b) => a - b).join(',')}`;

/** One order number per basket and bank, kept for a refresh: opening it again answers the same order. */
function orderNumberFor(basket: PaymentBasket, bankCode: string): string | null {
  const stored = sessionStorage.getItem(ORDER_KEY);
  if (!stored) return null;
  const { key, orderNumber } = JSON.parse(stored) as { key: string; orderNumber: string };
  return key === basketKey(bankCode, basket.accrumentOidList) ? orderNumber : null;
}

/** The order to carry on with for these debts at this bank (an unfinished one the payer resumes). */
export const rememberOrder = (bankCode: string, accrumentOidList: readonly number[], orderNumber: string) =>
  sessionStorage.setItem(ORDER_KEY, JSON.stringify({ key: basketKey(bankCode, accrumentOidList), orderNumber }));

export const forgetOrder = () => sessionStorage.removeItem(ORDER_KEY);

/** The order this tab last sent to a bank, if any: after a lost redirect it is the one to look up. */
export function rememberedOrderNumber(): string | null {
  const stored = sessionStorage.getItem(ORDER_KEY);
  return stored ? ((JSON.parse(stored) as { orderNumber?: string }).orderNumber ?? null) : null;
}

export const useMerchantBank = (bankCode: string) =>
  useQuery({ queryKey: ['GetActiveMerchantBankInfo', bankCode], queryFn: ({ signal }) => callApi('GetActiveMerchantBankInfo', { bankCode }, { signal }), staleTime: 5 * 60_000 });

/**
 * Opens (or reopens) the order for the basket: the server prices the debts and locks them.
 * `round` asks again after an unfinished payment was given up or resumed.
 */
export const usePaymentOrder = (basket: PaymentBasket | null, bankCode: string | undefined, round = 0) =>
  useQuery({
    queryKey: ['SaveOnlinePaymentRequest', basket, bankCode, round],
    enabled: basket !== null && bankCode !== undefined,
    retry: false,
    staleTime: Infinity,
    queryFn: async () => {
      const orderNumber = orderNumberFor(basket!, bankCode!) ?? (await callApi('GetOrderNumberForOnlinePayment', {})).orderNumber;
      rememberOrder(bankCode!, basket!.accrumentOidList, orderNumber);
      return callApi('SaveOnlinePaymentRequest', {
        onlinePaymentRequest: {
          orderNumber,
          registryOid: basket!.registryOid,
          accrumentOidList: basket!.accrumentOidList,
          bankCode: bankCode!,
          ...(basket!.paymentProof ? { paymentProof: basket!.paymentProof } : {}),
        },
      });
    },
  });

export type ThreeDOperation = 'ThreeDSecurityZiraat3DPayHosting' | 'ThreeDSecurityIsBank' | 'ThreeDSecurityHalkBank' | 'ThreeDSecurityOtherBanks';

export const useStartHosted = () =>
  useMutation({ mutationFn: ({ operation, orderNumber }: { operation: ThreeDOperation; orderNumber: string }) => callApi(operation, { orderNumber }) });
export const useStartVakif = () => useMutation({ mutationFn: (body: RequestOf<'ThreeDSecurityVakif'>) => callApi('ThreeDSecurityVakif', body) });

/** The result page: the order as recorded; an unfinished one is settled with the bank and polled. */
export const useOrderResult = (orderNumber: string | null) =>
  useQuery({
    queryKey: ['QueryOnlinePaymentOrderStatus', orderNumber],
    enabled: orderNumber !== null,
    retry: false,
    queryFn: ({ signal }) => callApi('QueryOnlinePaymentOrderStatus', { orderNumber: orderNumber! }, { signal }),
    refetchInterval: (query) => (['created', 'sentTo3d', 'threeDResult', 'provisioned'].includes(query.state.data?.status ?? '') ? 3000 : false),
  });

/** The receipt PDF (bytes, not JSON) in the screen's language; a fast-payment proof has the payer named in full on it. */
export async function fetchReceipt(orderNumber: string, paymentProof?: string): Promise<Blob> {
  const token = session.accessToken();
  const response = await fetch(`${baseUrl()}/api/${operations.GetOnlinePaymentReceipt.name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ orderNumber, ...(paymentProof ? { paymentProof } : {}), language: documentLanguage() }),
  }).catch(() => null);
  if (!response?.ok) {
    const body = response ? ((await response.json().catch(() => null)) as { Message?: string } | null) : null;
    throw new ApiError(body?.Message || FALLBACK_MESSAGE, 'error_server', response?.status ?? 0);
  }
  return response.blob();
}
