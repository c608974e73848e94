import type { RequestOf } from '@ebelediye/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import type { PaymentBasket } from '../../../lib/payment/payment-basket';

/** The unfinished payment holding some of the basket's debts, if any (stale ones are settled first by the server). */
export const useOpenAttempt = (basket: PaymentBasket) =>
  useQuery({
    queryKey: ['IsOnlinePaymentAccrumentsTriedBefore', basket.registryOid, basket.accrumentOidList],
    retry: false,
    queryFn: ({ signal }) =>
      callApi(
        'IsOnlinePaymentAccrumentsTriedBefore',
        { accrumentOidList: basket.accrumentOidList, registryOid: basket.registryOid, ...(basket.paymentProof ? { paymentProof: basket.paymentProof } : {}) },
        { signal },
      ),
  });

export const useCancelAttempt = () => useMutation({ mutationFn: (body: RequestOf<'CancelOnlinePaymentRequest'>) => callApi('CancelOnlinePaymentRequest', body) });
