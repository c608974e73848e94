import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain-error';
import { RateLimiter, rateLimitedMessage } from '../rate-limit';
import { MemoryRateLimitStore } from '../rate-limit-store';
import { RedisRateLimitStore } from '../redis-rate-limit-store';

const rules = {
  signInPerAccountClient: { max: 3, windowSeconds: 60 },
  signInPerIp: { max: 100, windowSeconds: 60 },
  passwordResetPerUser: { max: 1, windowSeconds: 60 },
  passwordResetPerIp: { max: 1, windowSeconds: 60 },
  smsPerPhone: { max: 1, windowSeconds: 1 },
  smsPerIp: { max: 1, windowSeconds: 60 },
  registryLookupPerIp: { max: 1, windowSeconds: 60 },
  uploadsPerIp: { max: 2, windowSeconds: 3600 },
  uploadBytesPerIp: { max: 1000, windowSeconds: 3600 },
};

const refused = (promise: Promise<unknown>) =>
  promise.then(
    () => false,
    (error: unknown) => error instanceof DomainError && error.code === 'RATE_LIMITED',
  );

describe('rate limiter (in-process store)', () => {
  it('refuses the attempt after the limit, per subject, until the window ends', async () => {
    let now = 0;
    const limiter = new RateLimiter(new MemoryRateLimitStore(() => now), rules);
    for (let i = 0; i < 3; i++) await limiter.hit('signInPerAccountClient', '10000000146');
    expect(await refused(limiter.hit('signInPerAccountClient', '10000000146'))).toBe(true);
    expect(await refused(limiter.hit('signInPerAccountClient', '12345678950'))).toBe(false);
    now += 60_000;
    expect(await refused(limiter.hit('signInPerAccountClient', '10000000146'))).toBe(false);
  });

  it('counts each purpose apart, with a limit of its own where one is set, and says how long to wait', async () => {
    let now = 0;
    const limiter = new RateLimiter(
      new MemoryRateLimitStore(() => now),
      { ...rules, smsPerPhone: { max: 2, windowSeconds: 600 } },
      { 'smsPerPhone:COMPLAINT': { max: 1, windowSeconds: 120 } },
    );
    expect(await limiter.hitFor('smsPerPhone', 'FAST_PAYMENT', '5321234567')).toEqual({ left: 1 });
    expect(await limiter.hitFor('smsPerPhone', 'FAST_PAYMENT', '5321234567')).toEqual({ left: 0 });
    expect(await limiter.hitFor('smsPerPhone', 'COMPLAINT', '5321234567')).toEqual({ left: 0 });
    now = 30_000;
    await expect(limiter.hitFor('smsPerPhone', 'FAST_PAYMENT', '5321234567')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      userMessage: 'Çok fazla deneme yaptınız. Lütfen 10 dakika sonra tekrar deneyiniz.',
    });
    await expect(limiter.hitFor('smsPerPhone', 'COMPLAINT', '5321234567')).rejects.toMatchObject({
      userMessage: 'Çok fazla deneme yaptınız. Lütfen 2 dakika sonra tekrar deneyiniz.',
    });
    now = 120_000;
    expect(await limiter.hitFor('smsPerPhone', 'COMPLAINT', '5321234567')).toEqual({ left: 0 });
  });

  it('counts an amount against a total, e.g. the bytes of uploads', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(() => 0), rules);
    expect(await limiter.hitBy('uploadBytesPerIp', '10.0.0.1', 600)).toEqual({ left: 400 });
    expect(await refused(limiter.hitBy('uploadBytesPerIp', '10.0.0.1', 401))).toBe(true);
    expect(await limiter.hitBy('uploadBytesPerIp', '10.0.0.2', 1000)).toEqual({ left: 0 });
  });

  it('writes the wait in seconds, minutes or hours, rounded up', () => {
    expect(rateLimitedMessage(12_300)).toBe('Çok fazla deneme yaptınız. Lütfen 13 saniye sonra tekrar deneyiniz.');
    expect(rateLimitedMessage(61_000)).toBe('Çok fazla deneme yaptınız. Lütfen 2 dakika sonra tekrar deneyiniz.');
    expect(rateLimitedMessage(3_600_001)).toBe('Çok fazla deneme yaptınız. Lütfen 2 saat sonra tekrar deneyiniz.');
  });

  it('forgets a subject on reset', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(() => 0), rules);
    for (let i = 0; i < 3; i++) await limiter.hit('signInPerAccountClient', 'x');
    await limiter.reset('signInPerAccountClient', 'x');
    expect(await refused(limiter.hit('signInPerAccountClient', 'x'))).toBe(false);
  });

  it('makes a subject wait longer after each failure past the free ones, then the window past the maximum', async () => {
    let now = 0;
    const limiter = new RateLimiter(new MemoryRateLimitStore(() => now), { ...rules, signInPerAccountClient: { max: 6, windowSeconds: 900 } });
    const delayed = () => refused(limiter.refuseWhileDelayed('signInPerAccountClient', 'a'));
    await limiter.failure('signInPerAccountClient', 'a');
    await limiter.failure('signInPerAccountClient', 'a');
    expect(await delayed()).toBe(false); // two typos are free
    await limiter.failure('signInPerAccountClient', 'a');
    expect(await delayed()).toBe(true);
    now += 2_000;
    expect(await delayed()).toBe(false); // 2 s after the third
    await limiter.failure('signInPerAccountClient', 'a');
    now += 3_000;
    expect(await delayed()).toBe(true);
    now += 1_000;
    expect(await delayed()).toBe(false); // 4 s after the fourth
    expect(await refused(limiter.refuseWhileDelayed('signInPerAccountClient', 'b'))).toBe(false); // another subject is not touched
    await limiter.failure('signInPerAccountClient', 'a');
    await limiter.failure('signInPerAccountClient', 'a'); // the sixth: the rest of the window
    now += 899_000;
    expect(await delayed()).toBe(true);
    now += 1_000;
    expect(await delayed()).toBe(false);
    await limiter.failure('signInPerAccountClient', 'a');
    await limiter.reset('signInPerAccountClient', 'a');
    expect(await delayed()).toBe(false);
  });

  it('stays bounded when flooded with new subjects', async () => {
    const store = new MemoryRateLimitStore(() => 0, 10);
    for (let i = 0; i < 50; i++) await store.increment(`k${i}`, 1000);
    expect((store as unknown as { windows: Map<string, unknown> }).windows.size).toBeLessThanOrEqual(10);
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisReachable = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(redisUrl);
  const socket = net.connect({ host: hostname, port: Number(port || 6379) });
  socket.setTimeout(500);
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
});

describe.runIf(redisReachable)('rate limiter (Redis store, REDIS_URL)', () => {
  it('shares counters through Redis, with the window as expiry, and keeps no subject in clear', async () => {
    const subject = `1${Date.now()}`;
    const first = new RateLimiter(new RedisRateLimitStore(redisUrl), rules);
    const second = new RateLimiter(new RedisRateLimitStore(redisUrl), rules);
    try {
      await first.hit('smsPerPhone', subject);
      expect(await refused(second.hit('smsPerPhone', subject))).toBe(true);
      // A delay one copy sets holds on the other.
      for (let i = 0; i < 3; i++) await first.failure('signInPerAccountClient', subject);
      expect(await refused(second.refuseWhileDelayed('signInPerAccountClient', subject))).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await refused(second.hit('smsPerPhone', subject))).toBe(false);
      const { Redis } = await import('ioredis');
      const raw = new Redis(redisUrl);
      const keys = await raw.keys('rl:smsPerPhone:*');
      await raw.quit();
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.some((k) => k.includes(subject))).toBe(false);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('counts an amount against a total through Redis, shared by the copies', async () => {
    const subject = `10.1.${Date.now() % 255}.${process.pid % 255}:${Date.now()}`;
    const first = new RateLimiter(new RedisRateLimitStore(redisUrl), rules);
    const second = new RateLimiter(new RedisRateLimitStore(redisUrl), rules);
    try {
      expect(await first.hitBy('uploadBytesPerIp', subject, 600)).toEqual({ left: 400 });
      expect(await refused(second.hitBy('uploadBytesPerIp', subject, 401))).toBe(true);
      expect(await second.hitBy('uploadBytesPerIp', `${subject}:other`, 1000)).toEqual({ left: 0 });
    } finally {
      await first.close();
      await second.close();
    }
  });
});
