/**
 * Serialised answers of reference lookups (operations with `cacheSeconds`), kept in memory
 * so repeats skip the database and the serializer. Bounded in size; entries expire, so
 * several server copies converge within the operation's window after an edit.
 */
export interface CachedAnswer {
  payload: string;
  /** The same answer gzip-compressed once, for the browsers that accept it; null when small. */
  gzip: Buffer | null;
}

export class ReferenceCache {
  private readonly entries = new Map<string, CachedAnswer & { expiresAt: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 5000,
  ) {}

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-insert so the Map's order is least-recently used first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, answer: CachedAnswer, seconds: number): void {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { ...answer, expiresAt: this.now() + seconds * 1000 });
  }

  clear(): void {
    this.entries.clear();
  }
}
