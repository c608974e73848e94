import { afterEach, describe, expect, it } from 'vitest';
import { createEmotionCache } from '../emotion-cache';

const withNonceMeta = (content: string) => {
  const meta = document.createElement('meta');
  meta.name = 'csp-nonce';
  meta.content = content;
  document.head.append(meta);
};

afterEach(() => document.head.querySelectorAll('meta[name="csp-nonce"]').forEach((m) => m.remove()));

describe('the style cache under the Content-Security-Policy', () => {
  it('uses the page nonce, also one that starts with underscores as base64url may', () => {
    withNonceMeta('__cBW90ayfrVMx5B19xgEA');
    expect(createEmotionCache().nonce).toBe('__cBW90ayfrVMx5B19xgEA');
  });

  it('uses no nonce while index.html still holds its placeholder', () => {
    withNonceMeta('__CSP_NONCE__');
    expect(createEmotionCache().nonce).toBeUndefined();
  });
});
