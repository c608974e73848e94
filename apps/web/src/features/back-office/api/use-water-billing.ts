import type { RequestOf } from '@ebelediye/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';

/** The reader's route of a district (and street); read again after each reading, so a done row shows its new index. */
export const useReadingRoute = (body: RequestOf<'GetBackOfficeWaterReadingRoute'> | null) =>
  useQuery({
    queryKey: ['GetBackOfficeWaterReadingRoute', body],
    queryFn: ({ signal }) => callApi('GetBackOfficeWaterReadingRoute', body!, { signal }),
    enabled: body !== null,
  });

export function useEnterReading() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<'EnterBackOfficeWaterReading'>) => callApi('EnterBackOfficeWaterReading', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['GetBackOfficeWaterReadingRoute'] }),
  });
}

export const useUploadPhoto = () => useMutation({ mutationFn: (body: RequestOf<'UploadFile'>) => callApi('UploadFile', body) });

export const useWaterTariffs = () => useQuery({ queryKey: ['GetBackOfficeWaterTariffs'], queryFn: ({ signal }) => callApi('GetBackOfficeWaterTariffs', {}, { signal }) });

export function useAddTariff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<'AddBackOfficeWaterTariff'>) => callApi('AddBackOfficeWaterTariff', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['GetBackOfficeWaterTariffs'] }),
  });
}

export const useRunBilling = () => useMutation({ mutationFn: (body: RequestOf<'RunBackOfficeWaterBilling'>) => callApi('RunBackOfficeWaterBilling', body) });

export const useClerkBill = (body: RequestOf<'GetBackOfficeWaterBill'> | null) =>
  useQuery({
    queryKey: ['GetBackOfficeWaterBill', body],
    queryFn: ({ signal }) => callApi('GetBackOfficeWaterBill', body!, { signal }),
    enabled: body !== null,
    retry: false,
  });

export const useLateDebts = (body: RequestOf<'GetBackOfficeWaterLateDebts'> | null) =>
  useQuery({
    queryKey: ['GetBackOfficeWaterLateDebts', body],
    queryFn: ({ signal }) => callApi('GetBackOfficeWaterLateDebts', body!, { signal }),
    enabled: body !== null,
  });

export function useLateDebtOperation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<'RunBackOfficeWaterLateDebtOperation'>) => callApi('RunBackOfficeWaterLateDebtOperation', body),
    onSettled: () => client.invalidateQueries({ queryKey: ['GetBackOfficeWaterLateDebts'] }),
  });
}

export function useActOnLateDebtCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<'ActOnBackOfficeWaterLateDebtCase'>) => callApi('ActOnBackOfficeWaterLateDebtCase', body),
    onSettled: () => client.invalidateQueries({ queryKey: ['GetBackOfficeWaterLateDebts'] }),
  });
}

/** A subscription's card by its number; read again after the clerk changes its reduction or meter. */
export const useWaterSubscription = (subscriberNo: string | null) =>
  useQuery({
    queryKey: ['GetBackOfficeWaterSubscription', subscriberNo],
    queryFn: ({ signal }) => callApi('GetBackOfficeWaterSubscription', { subscriberNo: subscriberNo! }, { signal }),
    enabled: subscriberNo !== null,
    retry: false,
  });

export function useSetReduction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<'SetBackOfficeWaterReduction'>) => callApi('SetBackOfficeWaterReduction', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['GetBackOfficeWaterSubscription'] }),
  });
}

export function useReplaceMeter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<'ReplaceBackOfficeWaterMeter'>) => callApi('ReplaceBackOfficeWaterMeter', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['GetBackOfficeWaterSubscription'] }),
  });
}
