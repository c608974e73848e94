import type { CardData } from './card';

/**
 * VakıfBank needs the card again at provision time (docs/domain/payments-and-banks.md). It waits here, in this
 * process's memory only, for at most the 3-D window; a restart forgets it and the order can
 * then only fail, never be charged twice.
 */
export class CardVault {
  private readonly cards = new Map<string, { card: CardData; until: number }>();

  constructor(
    private readonly now: () => Date,
    private readonly ttlMs: number,
  ) {}

  keep(reference: string, card: CardData) {
    this.purge();
    this.cards.set(reference, { card, until: this.now().getTime() + this.ttlMs });
  }

  /** Hands the card out once and forgets it. */
  take(reference: string): CardData | null {
    this.purge();
    const entry = this.cards.get(reference);
    this.cards.delete(reference);
    return entry?.card ?? null;
  }

  forget(reference: string) {
    this.cards.delete(reference);
  }

  private purge() {
    const now = this.now().getTime();
    for (const [key, entry] of this.cards) if (entry.until < now) this.cards.delete(key);
  }
}
