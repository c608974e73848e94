import type { RequestOf } from '@ebelediye/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';

export const useDebtorRegistries = () => useQuery({ queryKey: ['RetrieveDebtorRegistries'], queryFn: ({ signal }) => callApi('RetrieveDebtorRegistries', {}, { signal }) });

export const useIncomeTypes = (registryInfoOid: number | null) =>
  useQuery({
    queryKey: ['RetrieveAccrumentModulTypes', registryInfoOid],
    queryFn: ({ signal }) => callApi('RetrieveAccrumentModulTypes', { registryInfoOid: registryInfoOid! }, { signal }),
    enabled: registryInfoOid !== null,
  });

type BalanceRequest = RequestOf<'GetDeclarationAccrumentBalancesofEMunicipality'>;
export const useBalances = (body: BalanceRequest | null) =>
  useQuery({
    queryKey: ['GetDeclarationAccrumentBalancesofEMunicipality', body],
    queryFn: ({ signal }) => callApi('GetDeclarationAccrumentBalancesofEMunicipality', body!, { signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });

export const useCollections = (registryInfoOid: number) =>
  useQuery({
    queryKey: ['GetDeclarationCollectionsForEMunicipality', registryInfoOid],
    queryFn: ({ signal }) => callApi('GetDeclarationCollectionsForEMunicipality', { registryInfoOid }, { signal }),
  });

export const useCollectionDetail = (collectionOid: number | null) =>
  useQuery({
    queryKey: ['RetrieveCollectionDetailByCollectionOid', collectionOid],
    queryFn: ({ signal }) => callApi('RetrieveCollectionDetailByCollectionOid', { collectionOid: collectionOid! }, { signal }),
    enabled: collectionOid !== null,
  });

export const useAccrualHistory = (registryInfoOid: number, year: number) =>
  useQuery({
    queryKey: ['GetDeclarationAccruments', registryInfoOid, year],
    queryFn: ({ signal }) => callApi('GetDeclarationAccruments', { registryInfoOid, accrumentDateStart: `${year}-01-01`, accrumentDateFinish: `${year}-12-31` }, { signal }),
  });

export const useRegistryObservation = (registryInfoOid: number | null) =>
  useQuery({
    queryKey: ['GetRegistryObservation', registryInfoOid],
    queryFn: ({ signal }) => callApi('GetRegistryObservation', { registryInfoOid: registryInfoOid! }, { signal }),
    enabled: registryInfoOid !== null,
  });

export const useValidateRegistries = () => useMutation({ mutationFn: (body: RequestOf<'ValidateRegistries'>) => callApi('ValidateRegistries', body) });
export const useValidateCode = () => useMutation({ mutationFn: (body: RequestOf<'ValidateCode'>) => callApi('ValidateCode', body) });
export const useVerifyReceipt = () =>
  useMutation({ mutationFn: (body: RequestOf<'VerifyCollectionReceiptWithoutAuthorization'>) => callApi('VerifyCollectionReceiptWithoutAuthorization', body) });
