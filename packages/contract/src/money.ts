/**
 * Money is an integer number of kuruş end to end (docs/architecture.md §3); only the UI formats it.
 * Turkish locale, lira, symbol after the amount, exactly 2 decimals, minus prefix.
 */
export type Kurus = number;

export function assertKurus(value: number): Kurus {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of kuruş: ${value}`);
  return value;
}

const grouping = /\B(?=(\d{3})+(?!\d))/g;

export function formatMoney(kurus: Kurus): string {
  assertKurus(kurus);
  const negative = kurus < 0;
  const absolute = Math.abs(kurus);
  const lira = Math.floor(absolute / 100)
    .toString()
    .replace(grouping, '.');
  const fraction = (absolute % 100).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${lira},${fraction} ₺`;
}

/** The English form the portal's English screens and documents use: `₺1,234.56`, `-₺0.05`. */
export function formatEnglishMoney(kurus: Kurus): string {
  assertKurus(kurus);
  const absolute = Math.abs(kurus);
  const lira = Math.floor(absolute / 100)
    .toString()
    .replace(grouping, ',');
  return `${kurus < 0 ? '-' : ''}₺${lira}.${(absolute % 100).toString().padStart(2, '0')}`;
}

/** Parses what a citizen types ("1.234,56", "1234,5", "12") into kuruş; null when it is not an amount. */
export function parseMoney(text: string): Kurus | null {
  const cleaned = text.replace(/\s|₺/g, '');
  const match = /^(-)?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const lira = Number(match[2]!.replace(/\./g, ''));
  const fraction = Number((match[3] ?? '0').padEnd(2, '0'));
  const value = lira * 100 + fraction;
  return match[1] ? -value : value;
}

/** Splits an amount by a rate given in parts per `scale`, rounding half up to the kuruş. */
export function percentOf(kurus: Kurus, rate: number, scale = 100): Kurus {
  return Math.round((kurus * rate) / scale);
}
