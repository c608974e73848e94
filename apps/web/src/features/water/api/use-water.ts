import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@ebelediye/contract';
import { callApi } from '../../../lib/call-api';

const reference = { staleTime: 30 * 60_000 } as const;

export const useSubscriptions = (paymentProof?: string, enabled = true) =>
  useQuery({
    queryKey: ['GetSubscriptionList', { paymentProof }],
    queryFn: ({ signal }) => callApi('GetSubscriptionList', paymentProof ? { paymentProof } : {}, { signal }),
    enabled,
  });

export const useSubscriberAddress = (subscriberAddressOid: number, paymentProof?: string) =>
  useQuery({
    queryKey: ['GetSubscriberAddressString', { subscriberAddressOid, paymentProof }],
    queryFn: ({ signal }) => callApi('GetSubscriberAddressString', { subscriberAddressOid, ...(paymentProof ? { paymentProof } : {}) }, { signal }),
  });

export const useWaterDebts = (subscriberOidList: number[], paymentProof?: string, enabled = true) =>
  useQuery({
    queryKey: ['GetDebtListForEMunicipality', { subscriberOidList, paymentProof }],
    queryFn: ({ signal }) => callApi('GetDebtListForEMunicipality', { subscriberOidList, ...(paymentProof ? { paymentProof } : {}) }, { signal }),
    enabled: enabled && subscriberOidList.length > 0,
  });

export const useWaterCollections = (subscriberInfoOid: number, enabled = true) =>
  useQuery({
    queryKey: ['GetCollectedList', { subscriberInfoOid }],
    queryFn: ({ signal }) => callApi('GetCollectedList', { subscriberInfoOid }, { signal }),
    enabled,
  });

/**
 * A member's subscription is settled with the banks before its debts are listed, so
 * a bill whose payment the bank took (the browser never came back) is not shown as owed.
 */
export const usePendingPaymentsSettled = (subscriberInfoOid: number) =>
  useQuery({
    queryKey: ['CollectBankRelatedPendingDebtsBeforeDebtListing', { subscriberInfoOid }],
    queryFn: ({ signal }) => callApi('CollectBankRelatedPendingDebtsBeforeDebtListing', { subscriberInfoOid }, { signal }),
    retry: false,
  });

export const useCancellationSummary = (subscriberInfoOid: number, paymentProof?: string) =>
  useQuery({
    queryKey: ['GetContractCancellationSummary', { subscriberInfoOid, paymentProof }],
    queryFn: ({ signal }) => callApi('GetContractCancellationSummary', { subscriberInfoOid, ...(paymentProof ? { paymentProof } : {}) }, { signal }),
  });

export const useMemberCancellations = () =>
  useQuery({ queryKey: ['GetMemberContractCancellations'], queryFn: ({ signal }) => callApi('GetMemberContractCancellations', {}, { signal }) });

export const useBanks = () =>
  useQuery({ queryKey: ['RetrieveBanksWithoutAuthorization'], queryFn: ({ signal }) => callApi('RetrieveBanksWithoutAuthorization', {}, { signal }), ...reference });

export const useBankBranches = (bankCode: string) =>
  useQuery({
    queryKey: ['RetrieveBankBranchesWithoutAuthorization', { bankCode }],
    queryFn: ({ signal }) => callApi('RetrieveBankBranchesWithoutAuthorization', { bankCode }, { signal }),
    enabled: bankCode !== '',
    ...reference,
  });

export const useCancellationReasons = () =>
  useQuery({
    queryKey: ['RetrieveParametersWithoutAuthorization', { parameterTypeCode: '12' }],
    queryFn: ({ signal }) => callApi('RetrieveParametersWithoutAuthorization', { parameterTypeCode: '12' }, { signal }),
    ...reference,
  });

export const useSendSubscriberCode = () => useMutation({ mutationFn: (body: RequestOf<'ValidateSubscriberNo'>) => callApi('ValidateSubscriberNo', body) });
export const useValidateCode = () => useMutation({ mutationFn: (body: RequestOf<'ValidateCode'>) => callApi('ValidateCode', body) });
export const useStartCancellation = () =>
  useMutation({ mutationFn: (body: RequestOf<'StartElectronicStateContractCancellation'>) => callApi('StartElectronicStateContractCancellation', body) });
export const useCancellationLookup = () => useMutation({ mutationFn: (body: RequestOf<'GetContractCancellationStatus'>) => callApi('GetContractCancellationStatus', body) });

export const useWaterBills = (subscriberInfoOid: number) =>
  useQuery({ queryKey: ['GetWaterBills', { subscriberInfoOid }], queryFn: ({ signal }) => callApi('GetWaterBills', { subscriberInfoOid }, { signal }) });

export const useWaterReadings = (subscriberInfoOid: number) =>
  useQuery({ queryKey: ['GetWaterMeterReadings', { subscriberInfoOid }], queryFn: ({ signal }) => callApi('GetWaterMeterReadings', { subscriberInfoOid }, { signal }) });

export function useEnterOwnReading() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<'EnterWaterMeterReading'>) => callApi('EnterWaterMeterReading', body),
    onSuccess: (_answer, body) => client.invalidateQueries({ queryKey: ['GetWaterMeterReadings', { subscriberInfoOid: body.subscriptionOid }] }),
  });
}
