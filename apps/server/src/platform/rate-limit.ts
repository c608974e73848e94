import { createHash } from 'node:crypto';
import type { AppConfig } from '../config/app-config';
import type { IdentitySettings, RateLimitName } from '../config/identity-settings';
import { DomainError } from './domain-error';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit-store';
import { RedisRateLimitStore } from './redis-rate-limit-store';

/**
 * Abuse limits on sign-in, reset, SMS and registry lookups (docs/architecture.md §4).
 * Subjects (an ID number, a phone, an address) are hashed into the key, so neither the
 * process nor Redis holds them in clear.
 */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly rules: IdentitySettings['rateLimits'],
    private readonly purposeRules: IdentitySettings['purposeRateLimits'] = {},
  ) {}

  /**
   * Counts an attempt and answers how many are left in the window; over the limit it is
   * refused with 429 and a message that says how long to wait.
   */
  async hit(name: RateLimitName, subject: string): Promise<{ left: number }> {
    return this.count(name, keyOf(name, subject), this.rules[name]);
  }

  /** Counts an amount rather than one attempt, e.g. the bytes of an upload against a byte total. */
  async hitBy(name: RateLimitName, subject: string, amount: number): Promise<{ left: number }> {
    return this.count(name, keyOf(name, subject), this.rules[name], amount);
  }

  /**
   * The same limit counted apart for each purpose: a fast payment does not use up the
   * SMS codes of a complaint on the same phone. A purpose may have a limit of its own.
   */
  async hitFor(name: RateLimitName, purpose: string, subject: string): Promise<{ left: number }> {
    const rule = this.purposeRules[`${name}:${purpose}`] ?? this.rules[name];
    return this.count(name, keyOf(`${name}:${purpose}`, subject), rule);
  }

  private async count(name: string, key: string, rule: { max: number; windowSeconds: number }, by = 1): Promise<{ left: number }> {
    const { count, resetInMs } = await this.store.increment(key, rule.windowSeconds * 1000, by);
    if (count > rule.max) throw new DomainError('RATE_LIMITED', rateLimitedMessage(resetInMs));
    return { left: rule.max - count };
  }

  /** Forgets the attempts of a subject, e.g. after a successful sign-in. */
  async reset(name: RateLimitName, subject: string): Promise<void> {
    await this.store.reset(keyOf(name, subject));
    await this.store.reset(delayKeyOf(name, subject));
  }

  /** Refuses (429) while the subject waits out the delay its last failures earned. */
  async refuseWhileDelayed(name: RateLimitName, subject: string): Promise<void> {
    if ((await this.store.blockedFor(delayKeyOf(name, subject))) > 0) throw new DomainError('RATE_LIMITED');
  }

  /**
   * Counts a failed attempt and makes the subject wait before the next one: nothing for the
   * first `freeFailures` (typos), then 2, 4, 8 … seconds, and the rest of the window once the
   * rule's maximum is passed.
   */
  async failure(name: RateLimitName, subject: string, freeFailures = 2): Promise<void> {
    const rule = this.rules[name];
    const windowMs = rule.windowSeconds * 1000;
    const { count: failures } = await this.store.increment(keyOf(name, subject), windowMs);
    if (failures <= freeFailures) return;
    const delayMs = failures >= rule.max ? windowMs : Math.min(windowMs, 1000 * 2 ** (failures - freeFailures));
    await this.store.block(delayKeyOf(name, subject), delayMs);
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

/** "Lütfen 4 dakika sonra…": the wait rounded up, so a citizen who waits that long is let in. */
export function rateLimitedMessage(resetInMs: number): string {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  const wait = seconds < 60 ? `${seconds} saniye` : seconds < 3600 ? `${Math.ceil(seconds / 60)} dakika` : `${Math.ceil(seconds / 3600)} saat`;
  return `Çok fazla deneme yaptınız. Lütfen ${wait} sonra tekrar deneyiniz.`;
}

function keyOf(name: string, subject: string): string {
  return `rl:${name}:${createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`;
}

/** The subject of the per-(account, client) limits: one account as tried from one address. */
export const accountClient = (userName: string, ip: string) => `${userName}\u0000${ip}`;

const delayKeyOf = (name: RateLimitName, subject: string) => `${keyOf(name, subject)}:wait`;

export function createRateLimiter(config: Pick<AppConfig, 'redisUrl' | 'identity'>, now: () => Date): RateLimiter {
  const store = config.redisUrl ? new RedisRateLimitStore(config.redisUrl) : new MemoryRateLimitStore(() => now().getTime());
  return new RateLimiter(store, config.identity.rateLimits, config.identity.purposeRateLimits);
}
