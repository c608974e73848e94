import { describe, expect, it } from 'vitest';
import { isoDateOf } from '../birth-date';
import { maskIp, maskName } from '../masking';
import { hashPassword, needsRehash, verifyPassword } from '../password-hash';
import { personalDataOf } from '../personal-data';
import { judgeRefreshToken } from '../token-family';

describe('refresh-token verdicts (docs/architecture.md §5)', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const later = new Date('2026-11-23T10:00:00Z');
  const earlier = new Date('2026-11-21T10:00:00Z');
  it.each([
    [{ rotated_at: null, revoked_at: null, expires_at: later }, 'rotate'],
    [{ rotated_at: earlier, revoked_at: null, expires_at: later }, 'reuse'],
    [{ rotated_at: new Date('2026-11-22T09:59:50Z'), revoked_at: null, expires_at: later }, 'retry'],
    [{ rotated_at: new Date('2026-11-22T09:59:49Z'), revoked_at: null, expires_at: later }, 'reuse'],
    [{ rotated_at: new Date('2026-11-22T09:59:55Z'), revoked_at: new Date('2026-11-22T09:59:58Z'), expires_at: later }, 'revoked'],
    [{ rotated_at: earlier, revoked_at: earlier, expires_at: later }, 'revoked'],
    [{ rotated_at: null, revoked_at: earlier, expires_at: later }, 'revoked'],
    [{ rotated_at: null, revoked_at: null, expires_at: now }, 'expired'],
    [{ rotated_at: null, revoked_at: null, expires_at: earlier }, 'expired'],
  ] as const)('%o → %s', (state, verdict) => expect(judgeRefreshToken(state, now)).toBe(verdict));
});

describe('password hashes', () => {
  it('verify the right password only, with the cost stored in the hash', async () => {
    const hash = await hashPassword('Demo.1234', 1024);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Demo.1234', hash)).toBe(true);
    expect(await verifyPassword('demo.1234', hash)).toBe(false);
    expect(await hashPassword('Demo.1234', 1024)).not.toBe(hash);
  });

  it('never match a member without a password, or a malformed hash', async () => {
    expect(await verifyPassword('', null)).toBe(false);
    expect(await verifyPassword('Demo.1234', 'plain-text')).toBe(false);
  });

  it('treat composed and decomposed Turkish letters alike', async () => {
    const hash = await hashPassword('Şifre.Ğüç1', 1024);
    expect(await verifyPassword('S\u0327ifre.G\u0306u\u0308c\u03271', hash)).toBe(true);
  });

  it('ask for a re-hash below the configured cost', async () => {
    const hash = await hashPassword('Demo.1234', 1024);
    expect(needsRehash(hash, 1024)).toBe(false);
    expect(needsRehash(hash, 32768)).toBe(true);
  });
});

describe('masks', () => {
  it.each([
    [['AHMET', 'YILMAZ'], 'AH*** YI***'],
    [['ŞERİFE NUR', 'ÖZ'], 'ŞE*** NU*** Ö*'],
    [['ASİ GIDA A.Ş.'], 'AS*** GI*** A.***'],
  ])('%o → %s', (parts, masked) => expect(maskName(...parts)).toBe(masked));
  it.each([
    ['192.168.10.23', '192.168.10.***'],
    ['::ffff:10.0.0.7', '10.0.0.***'],
    ['2a02:4780:1:2::5', '2a02:4780:***'],
  ])('%s → %s', (ip, masked) => expect(maskIp(ip)).toBe(masked));
});

describe('personal data a password must not contain', () => {
  it('lists the ID, the birth date spellings and the names', () => {
    expect(personalDataOf({ national_id: '10000000146', tax_number: null, birth_date: '1980-04-12', first_name: 'AHMET', last_name: 'YILMAZ' })).toEqual([
      '10000000146',
      'AHMET',
      'YILMAZ',
      '1980',
      '12041980',
      '1204',
      '12.04.1980',
    ]);
  });
});

describe('birth dates from the spec fields', () => {
  it.each([
    [1980, 4, 12, '1980-04-12'],
    [2000, 2, 29, '2000-02-29'],
    [1999, 2, 29, null],
    [1975, 6, 31, null],
  ])('%i-%i-%i → %s', (y, m, d, iso) => expect(isoDateOf(y, m, d)).toBe(iso));
});
