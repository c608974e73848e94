import createCache from '@emotion/cache';

/**
 * The server's Content-Security-Policy allows `<style>` elements only with this page's
 * nonce, which it writes into a meta tag of index.html.
 */
/** index.html's placeholder, left as it is when the page is not served by the server (Vite's dev server). */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

export function createEmotionCache() {
  const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  // Only the placeholder itself is not a nonce: a real base64url nonce may well start with "__" too.
  return createCache({ key: 'css', prepend: true, ...(nonce && nonce !== NONCE_PLACEHOLDER ? { nonce } : {}) });
}
