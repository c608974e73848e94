export interface WindowCount {
  count: number;
  resetInMs: number;
}

/** Fixed-window counters: where they live is the only difference between one server copy and many. */
export interface RateLimitStore {
  /** Counts one hit (or `by`, e.g. bytes) and answers the key's total in its current window, and when that window ends. */
  increment(key: string, windowMs: number, by?: number): Promise<WindowCount>;
  reset(key: string): Promise<void>;
  /** Holds the key back for `ms` from now (a growing delay). */
  block(key: string, ms: number): Promise<void>;
  /** How long the key is still held back, in ms (0: not at all). */
  blockedFor(key: string): Promise<number>;
  close(): Promise<void>;
}

/** One server copy: counters in this process. Bounded, so a flood of new keys cannot exhaust memory. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly blocks = new Map<string, number>();

  constructor(
    private readonly now: () => number,
    private readonly maxKeys = 100_000,
  ) {}

  async increment(key: string, windowMs: number, by = 1): Promise<WindowCount> {
    const at = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= at) {
      if (this.windows.size >= this.maxKeys) this.sweep(at);
      window = { count: 0, resetAt: at + windowMs };
      this.windows.set(key, window);
    }
    window.count += by;
    return { count: window.count, resetInMs: window.resetAt - at };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
    this.blocks.delete(key);
  }

  async block(key: string, ms: number): Promise<void> {
    const at = this.now();
    if (this.blocks.size >= this.maxKeys) for (const [k, until] of this.blocks) if (until <= at) this.blocks.delete(k);
    if (this.blocks.size >= this.maxKeys) this.blocks.delete(this.blocks.keys().next().value!);
    this.blocks.set(key, at + ms);
  }

  async blockedFor(key: string): Promise<number> {
    const until = this.blocks.get(key);
    return until === undefined ? 0 : Math.max(0, until - this.now());
  }

  async close(): Promise<void> {
    this.windows.clear();
    this.blocks.clear();
  }

  private sweep(at: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= at) this.windows.delete(key);
    // Still full of live windows: drop the oldest rather than refuse everyone.
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}
