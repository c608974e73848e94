import { EDEVLET_SUCCESS_CODE } from '@ebelediye/contract';
import type { Auth } from '../../../lib/auth/auth-context';
import { callApi } from '../../../lib/call-api';

export class EdevletLoginFailed extends Error {}

/**
 * The e-Devlet sign-in, steps 2–5: the code for a handle, the handle for the person, the
 * person's registry, then the login saved and signed in. 'no-registry' is step 6.
 */
export async function completeEdevletLogin(code: string, redirectAddress: string, login: Auth['login']): Promise<'signed-in' | 'no-registry'> {
  const handle = await callApi('LoginViaEDevlet', { edevlet_url: redirectAddress, code });
  const person = await callApi('GetPersonInfoViaEDevlet', { data: handle });
  if (person.sonucKodu !== EDEVLET_SUCCESS_CODE || !person.kullaniciBilgileri || !person.loginHandle) {
    throw new EdevletLoginFailed(person.sonucAciklamasi);
  }
  const registries = await callApi('GetFilteredRegistries', { filter: person.kullaniciBilgileri.kimlikNo, registryType: '', token: person.loginHandle });
  // The person's own registry first; a company they represent only when they have none.
  const registry = registries.find((r) => r.isOwn) ?? registries[0];
  if (!registry) return 'no-registry';
  const tokens = await callApi('SaveEDevletLogin', { token: person.loginHandle, registryOid: registry.Oid });
  await login(tokens, { viaEdevlet: true });
  return 'signed-in';
}
