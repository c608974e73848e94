import type { AppConfig } from '../config/app-config';
import type { Db } from '../db/kysely';
import { deleteExpiredHandles, findLiveHandle, insertHandle, spendHandle } from './edevlet-handle-repo';
import { randomToken, tokenHash } from './secret-tokens';

/**
 * Opaque server-side handles for the e-Devlet sign-in (steps 2-5, docs/domain/e-devlet.md), so e-Devlet's own
 * token never reaches the browser. Each handle has one purpose and expires:
 * PERSON_INFO (from LoginViaEDevlet, spent by GetPersonInfoViaEDevlet) and
 * LOGIN (from GetPersonInfoViaEDevlet, read by GetFilteredRegistries, spent by SaveEDevletLogin).
 */
export type HandlePurpose = 'PERSON_INFO' | 'LOGIN';

export async function issueHandle(db: Db, config: AppConfig, handle: { purpose: HandlePurpose; nationalId?: string; sealedToken?: string }, now: Date): Promise<string> {
  await deleteExpiredHandles(db, now);
  const token = randomToken();
  await insertHandle(db, {
    handle_hash: tokenHash(token),
    purpose: handle.purpose,
    national_id: handle.nationalId ?? null,
    sealed_token: handle.sealedToken ?? null,
    created_at: now,
    expires_at: new Date(now.getTime() + config.identity.edevletHandleSeconds * 1000),
  });
  return token;
}

/** The ID number a live LOGIN handle was issued for, or null. */
export async function loginHandleIdentity(db: Db, handle: string, now: Date): Promise<string | null> {
  return (await findLiveHandle(db, tokenHash(handle), 'LOGIN', now))?.national_id ?? null;
}

/** Spends a live handle; answers what it carried, or null when it was not live. */
export async function spend(db: Db, handle: string, purpose: HandlePurpose, now: Date) {
  const hash = tokenHash(handle);
  const live = await findLiveHandle(db, hash, purpose, now);
  return live && (await spendHandle(db, hash, purpose, now)) ? live : null;
}
