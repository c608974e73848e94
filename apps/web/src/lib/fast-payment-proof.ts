/**
 * A fast-payment proof kept in this tab for as long as the server accepts it, so that
 * "Geri Dön" from a bank window, a reload or a tab left open do not cost the citizen another
 * SMS code. Only this tab's storage (never the device's): the proof opens a person's debts.
 * The server still decides; a proof it refuses is dropped here as well.
 */
export interface KeptProof {
  proof: string;
  /** When it stops being valid, ms since the epoch (this browser's clock). */
  expiresAt: number;
}

const PREFIX = 'fastPaymentProof:';

const storage = () => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

export const fastPaymentProof = {
  /** The proof kept for a page (its path), or null when there is none or its time has passed. */
  read(page: string, now = Date.now()): KeptProof | null {
    const text = storage()?.getItem(PREFIX + page);
    if (!text) return null;
    try {
      const kept = JSON.parse(text) as KeptProof;
      if (typeof kept.proof === 'string' && typeof kept.expiresAt === 'number' && kept.expiresAt > now) return kept;
    } catch {
      // An unreadable entry is dropped below like an expired one.
    }
    storage()?.removeItem(PREFIX + page);
    return null;
  },
  save(page: string, proof: string, validForSeconds: number, now = Date.now()): KeptProof {
    const kept = { proof, expiresAt: now + validForSeconds * 1000 };
    storage()?.setItem(PREFIX + page, JSON.stringify(kept));
    return kept;
  },
  forget: (page: string) => storage()?.removeItem(PREFIX + page),
  /** Sign-out: no page keeps a proof. */
  forgetAll() {
    const store = storage();
    if (!store) return;
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((key): key is string => !!key?.startsWith(PREFIX));
    for (const key of keys) store.removeItem(key);
  },
};
