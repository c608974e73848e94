import createCache from '@emotion/cache';

/**
 * The server's Content-Security-Policy allows `<style>` elements only with this page's
 * nonce, which it writes into a meta tag of index.html.
 */
export function createEmotionCache() {
  const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  return createCache({ key: 'css', prepend: true, ...(nonce && !nonce.startsWith('__') ? { nonce } : {}) });
}
