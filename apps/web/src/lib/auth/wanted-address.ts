import { session } from '../session';

export const SIGN_IN_PATH = '/session/signin';

/** Only an address inside this app may be a target: never another site (open redirect). */
export function safeInternalAddress(address: string | null | undefined): string | null {
  if (!address || !address.startsWith('/') || address.startsWith('//') || address.includes('\\')) return null;
  return address.startsWith(SIGN_IN_PATH) ? null : address;
}

/** The guard keeps the wanted address as redirectUrl and in session storage (Url). */
export function signInAddressFor(wanted: string): string {
  const target = safeInternalAddress(wanted);
  if (!target) return SIGN_IN_PATH;
  session.setWantedUrl(target);
  return `${SIGN_IN_PATH}?${new URLSearchParams({ redirectUrl: target })}`;
}

/** Where a completed sign-in goes: the kept address, else the root. The kept one is used once. */
export function takeWantedAddress(search: string): string {
  const fromQuery = safeInternalAddress(new URLSearchParams(search).get('redirectUrl'));
  const fromSession = safeInternalAddress(session.wantedUrl());
  session.clearWantedUrl();
  return fromQuery ?? fromSession ?? '/';
}
