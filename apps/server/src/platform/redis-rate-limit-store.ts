import { Redis } from 'ioredis';
import type { RateLimitStore, WindowCount } from './rate-limit-store';

// INCRBY and the window's expiry in one step, so a crash between them cannot leave a counter that never expires.
const incrementScript = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if count == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

/** Several server copies share their counters through Redis (REDIS_URL, docs/architecture.md §4). */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableAutoPipelining: true });
  }

  async increment(key: string, windowMs: number, by = 1): Promise<WindowCount> {
    const [count, ttl] = (await this.redis.eval(incrementScript, 1, key, String(windowMs), String(by))) as [number, number];
    return { count: Number(count), resetInMs: Number(ttl) > 0 ? Number(ttl) : windowMs };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(key);
  }

  async block(key: string, ms: number): Promise<void> {
    await this.redis.set(key, '1', 'PX', Math.max(1, Math.ceil(ms)));
  }

  async blockedFor(key: string): Promise<number> {
    return Math.max(0, Number(await this.redis.pttl(key)));
  }

  async close(): Promise<void> {
    if (this.redis.status !== 'end') await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
