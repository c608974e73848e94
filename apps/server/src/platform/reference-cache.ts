/**
 * Serialised answers of reference lookups (operations with `cacheSeconds`), kept in memory
 * so repeats skip the database and the serializer. Bounded in entries and in bytes, so pages of
 * a thousand different searches cannot take the server's memory; entries expire, so several
 * server copies converge within the operation's window after an edit.
 */
export interface CachedAnswer {
  payload: string;
  /** The same answer gzip-compressed once, for the browsers that accept it; null when small. */
  gzip: Buffer | null;
}

type Entry = CachedAnswer & { expiresAt: number; movedAt: number; bytes: number };

/** What an answer holds in memory, at most: a JavaScript string takes up to two bytes a character. */
const bytesOf = (answer: CachedAnswer) => answer.payload.length * 2 + (answer.gzip?.length ?? 0);

export class ReferenceCache {
  /** In the order last written or moved: the first is the one to evict. */
  private readonly entries = new Map<string, Entry>();
  /** Counts writes and moves, so an entry's `movedAt` says how far from the end of the order it is. */
  private clock = 0;
  private bytes = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 5000,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(key, entry);
      return undefined;
    }
    // Moving an entry to the end of the order (delete, then set) on every answer cost 12 µs once
    // the Map was full, a quarter of a cached answer's CPU (measured in bench/). An entry written or moved
    // within the newest half of the order is far from eviction, so only an older one is moved.
    if (this.clock - entry.movedAt > this.entries.size / 2) this.moveToEnd(key, entry);
    return entry;
  }

  set(key: string, answer: CachedAnswer, seconds: number): void {
    const held = this.entries.get(key);
    if (held) this.remove(key, held);
    const bytes = bytesOf(answer);
    if (bytes > this.maxBytes) return;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size < this.maxEntries && this.bytes + bytes <= this.maxBytes) break;
      this.remove(oldest, entry);
    }
    this.entries.set(key, { ...answer, expiresAt: this.now() + seconds * 1000, movedAt: ++this.clock, bytes });
    this.bytes += bytes;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private moveToEnd(key: string, entry: Entry): void {
    this.entries.delete(key);
    entry.movedAt = ++this.clock;
    this.entries.set(key, entry);
  }
}
