import { parameterTypeCodes } from '@ebelediye/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import type { IdentityValues } from '../register-schema';

export interface ProvenRegistry {
  nationalId: string;
  corporate: boolean;
  birth: { year: number; month: number; day: number } | null;
  taxOfficeCode: string | null;
  registryType: 'G' | 'Y' | 'T' | 'K' | 'D';
  maskedName: string;
  maskedGsm: string | null;
}

export const useTaxOffices = (enabled: boolean) =>
  useQuery({
    queryKey: ['RetrieveParametersWithoutAuthorization', { parameterTypeCode: parameterTypeCodes.taxOffice }],
    queryFn: ({ signal }) => callApi('RetrieveParametersWithoutAuthorization', { parameterTypeCode: parameterTypeCodes.taxOffice }, { signal }),
    staleTime: 30 * 60_000,
    enabled,
  });

/** Step 1: the registry exists for this proof and has no membership yet. */
export const useProveRegistry = () =>
  useMutation({
    mutationFn: async (values: IdentityValues): Promise<ProvenRegistry> => {
      if (values.corporate) {
        const check = await callApi('ValidateEMunicipalityUserForRegister', { concreteRegistry: { nationalId: values.nationalId, taxOfficeCode: values.taxOfficeCode } });
        return { nationalId: values.nationalId, corporate: true, birth: null, taxOfficeCode: values.taxOfficeCode, ...check };
      }
      const [year, month, day] = values.birthDate.split('-').map(Number) as [number, number, number];
      await callApi('GetRetailRegistryInfoViaNISWithoutAuthorization', { personPidNo: values.nationalId, year, month, day });
      const check = await callApi('ValidateEMunicipalityUserForRegister', { concreteRegistry: { nationalId: values.nationalId, birthDate: values.birthDate } });
      return { nationalId: values.nationalId, corporate: false, birth: { year, month, day }, taxOfficeCode: null, ...check };
    },
  });

/** Step 2: a code to the phone on record (the human check guards the SMS), then its proof. */
export const useSendRegistrationCode = () =>
  useMutation({
    mutationFn: (input: { nationalId: string; gsmNumber: string; altcha: string }) =>
      callApi('SendSms', {
        sourceLocationCode: 'REGISTER',
        recipientInformationList: [{ nationalId: input.nationalId, gsmNumber: input.gsmNumber }],
        operationRefNo: crypto.randomUUID(),
        title: 'Üyelik Doğrulama',
        altcha: input.altcha,
      }),
  });

export const useValidateRegistrationCode = () => useMutation({ mutationFn: (body: { operationReferenceNumber: string; userEntredCode: string }) => callApi('ValidateCode', body) });
