import type { Random } from './random';

/**
 * A TCKN that passes the checksum (docs/domain/identity-numbers.md), from nine digits: the prefix, then
 * random ones. Foreigners' numbers are drawn with the prefix 99 (same checksum).
 */
export function generateTckn(random: Random, prefix = ''): string {
  const d = [...prefix].map(Number);
  if (d.length === 0) d.push(random.int(1, 9));
  while (d.length < 9) d.push(random.int(0, 9));
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  d.push((((7 * odd - even) % 10) + 10) % 10);
  d.push(d.reduce((a, b) => a + b, 0) % 10);
  return d.join('');
}

/** A VKN that passes the checksum (docs/domain/identity-numbers.md), from nine random digits. */
export function generateVkn(random: Random): string {
  const d = Array.from({ length: 9 }, () => random.int(0, 9));
  let sum = 0;
  d.forEach((digit, i) => {
    const t = (digit + 9 - i) % 10;
    if (t === 0) return;
    const v = (t * 2 ** (9 - i)) % 9;
    sum += v === 0 ? 9 : v;
  });
  return [...d, (10 - (sum % 10)) % 10].join('');
}

/** A mobile number in an operator block of docs/domain/identity-numbers.md (501, 505-507, 530-559…). */
export function generateGsm(random: Random): string {
  const prefix = random.pick(['501', '505', '506', '507', '530', '531', '532', '533', '535', '536', '538', '541', '542', '543', '544', '545', '546', '551', '552', '553', '555']);
  return `${prefix}${String(random.int(0, 9_999_999)).padStart(7, '0')}`;
}

/** Draws until the value is new, so generated numbers never collide with each other or the fixed demo ones. */
export function unique(taken: Set<string>, draw: () => string): string {
  for (;;) {
    const value = draw();
    if (!taken.has(value)) {
      taken.add(value);
      return value;
    }
  }
}
