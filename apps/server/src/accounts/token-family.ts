/**
 * What to do with a presented refresh token (docs/architecture.md §5): rotate it, answer its successor
 * again, or refuse it. A token that was already rotated is being replayed — by a thief or by the
 * victim after the thief — so the whole family it belongs to is revoked, unless it comes back
 * within a few seconds of its rotation: that is the same client asking twice (a duplicated tab,
 * a retry after a lost answer), and it gets the successor it was already given (docs/security.md).
 */
export type RefreshVerdict = 'rotate' | 'retry' | 'reuse' | 'revoked' | 'expired';

/** How long after a rotation the same refresh token still buys the same successor. */
export const REFRESH_RETRY_SECONDS = 10;

export interface RefreshTokenState {
  rotated_at: Date | null;
  revoked_at: Date | null;
  expires_at: Date;
}

export function judgeRefreshToken(token: RefreshTokenState, now: Date): RefreshVerdict {
  if (token.revoked_at) return 'revoked';
  if (token.rotated_at) return now.getTime() - token.rotated_at.getTime() <= REFRESH_RETRY_SECONDS * 1000 ? 'retry' : 'reuse';
  if (token.expires_at.getTime() <= now.getTime()) return 'expired';
  return 'rotate';
}
