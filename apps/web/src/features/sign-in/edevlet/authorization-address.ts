import type { PublicAppSetting } from '@ebelediye/contract';

type EdevletSetting = Pick<PublicAppSetting, 'EDEVLET_AUTHORIZATION_URL' | 'EDEVLET_CLIENT_ID' | 'EDEVLET_REDIRECT_URI'>;

/** The address e-Devlet sends the citizen back to; LoginViaEDevlet must name the same one. */
export const redirectAddress = (setting: EdevletSetting, origin: string) => new URL(setting.EDEVLET_REDIRECT_URI, origin).href;

/** An unguessable `state` that ties the answer to this browser tab (RFC 6749 §10.12). */
export function randomState(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The authorization page with response_type=code, client_id, state, scope=Kimlik-Dogrula and redirect_uri. */
export function authorizationAddress(setting: EdevletSetting, origin: string, state: string): string {
  const url = new URL(setting.EDEVLET_AUTHORIZATION_URL, origin);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: setting.EDEVLET_CLIENT_ID,
    state,
    scope: 'Kimlik-Dogrula',
    redirect_uri: redirectAddress(setting, origin),
  }).toString();
  return url.href;
}
