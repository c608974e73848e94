/**
 * The redirect address the browser came back to (LoginViaEDevlet's edevlet_url), checked
 * against the registered callback path and stripped of its query (which carries the code).
 * The token request must name the same address as the authorization request (RFC 6749 §4.1.3).
 */
export function callbackAddress(given: string, registeredPath: string): string | null {
  if (given.startsWith('/')) {
    const path = given.split(/[?#]/)[0]!;
    return path === registeredPath ? path : null;
  }
  try {
    const url = new URL(given);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== registeredPath) return null;
    return `${url.origin}${url.pathname}`;
  } catch {
    return null;
  }
}
