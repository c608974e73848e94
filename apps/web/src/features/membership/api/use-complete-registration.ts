import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { callApi } from '../../../lib/call-api';
import type { AccountValues } from '../register-schema';
import type { ProvenRegistry } from './use-registration';

interface Completion {
  registry: ProvenRegistry;
  phone: { gsm: string; validationKey: string };
  account: AccountValues;
}

/**
 * Step 3: the account, its contact details with the KVKK consent, then the activation
 * (CreateUserForEmunicipality, CreateUserDetail, CreateUserStatus). The phone proof is spent by
 * the first call, so a retry after a later failure resumes where it stopped.
 */
export function useCompleteRegistration() {
  const done = useRef<'nothing' | 'created' | 'detailed'>('nothing');
  return useMutation({
    mutationFn: async ({ registry, phone, account }: Completion) => {
      const userPidNo = registry.nationalId;
      if (done.current === 'nothing') {
        await callApi('CreateUserForEmunicipality', {
          userPidNo,
          password: account.password,
          validationKey: phone.validationKey,
          chkCorporateRegistry: registry.corporate,
          yearOfBirth: registry.birth?.year,
          monthOfBirth: registry.birth?.month,
          dayOfBirth: registry.birth?.day,
          taxOfficeCode: registry.taxOfficeCode ?? undefined,
          registryType: registry.registryType,
          roleCode: 'USER',
        });
        done.current = 'created';
      }
      if (done.current === 'created') {
        await callApi('CreateUserDetail', {
          userPidNo,
          validationKey: phone.validationKey,
          userEmail: account.email,
          userGsmNumber: phone.gsm,
          chkSMSInfo: account.chkSMSInfo,
          kvkkConsent: true,
        });
        done.current = 'detailed';
      }
      return callApi('CreateUserStatus', { userPidNo, password: account.password, email: account.email });
    },
  });
}
