import { useCallback, useEffect, useState } from 'react';
import { fastPaymentProof, type KeptProof } from '../../../lib/fast-payment-proof';

/**
 * The fast-payment proof of a page, kept in the tab until its time runs out, with the seconds
 * it has left. `expired` says the citizen had one and lost it to time (or the server refused it),
 * so the page can say why the code is asked again.
 */
export function useKeptProof(page: string) {
  const [kept, setKept] = useState<KeptProof | null>(() => fastPaymentProof.read(page));
  const [expired, setExpired] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  const drop = useCallback(
    (becauseExpired: boolean) => {
      fastPaymentProof.forget(page);
      setKept(null);
      setExpired(becauseExpired);
    },
    [page],
  );

  useEffect(() => {
    if (!kept) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (at >= kept.expiresAt) drop(true);
    };
    tick();
    // A background tab's timers are slowed down: coming back to it checks at once.
    const onVisible = () => document.visibilityState === 'visible' && tick();
    const timer = window.setInterval(tick, 1000);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [kept, drop]);

  const keep = useCallback(
    (proof: string, validForSeconds: number) => {
      setExpired(false);
      setNow(Date.now());
      setKept(fastPaymentProof.save(page, proof, validForSeconds));
    },
    [page],
  );

  return {
    proof: kept?.proof ?? null,
    secondsLeft: kept ? Math.max(0, Math.round((kept.expiresAt - now) / 1000)) : 0,
    expired,
    keep,
    /** The server refused the proof: it is no good here either. */
    refused: useCallback(() => drop(true), [drop]),
    /** The citizen starts over (another registry, or a new code). */
    forget: useCallback(() => drop(false), [drop]),
  };
}
