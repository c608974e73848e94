/**
 * What to do with a presented refresh token (architecture §5): rotate it, or refuse it.
 * A token that was already rotated is being replayed — by a thief or by the victim after
 * the thief — so the whole family it belongs to is revoked.
 */
export type RefreshVerdict = 'rotate' | 'reuse' | 'revoked' | 'expired';

export interface RefreshTokenState {
  rotated_at: Date | null;
  revoked_at: Date | null;
  expires_at: Date;
}

export function judgeRefreshToken(token: RefreshTokenState, now: Date): RefreshVerdict {
  if (token.revoked_at) return 'revoked';
  if (token.rotated_at) return 'reuse';
  if (token.expires_at.getTime() <= now.getTime()) return 'expired';
  return 'rotate';
}
