const ones = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const scales = ['', 'thousand', 'million', 'billion', 'trillion'];

/** 0–999 in words, hyphenating the tens ("thirty-four"); "one hundred", as English says it. */
function hundreds(n: number): string[] {
  const words: string[] = [];
  const h = Math.floor(n / 100);
  if (h) words.push(ones[h]!, 'hundred');
  const rest = n % 100;
  if (rest >= 20) words.push(rest % 10 ? `${tens[Math.floor(rest / 10)]!}-${ones[rest % 10]!}` : tens[Math.floor(rest / 10)]!);
  else if (rest) words.push(ones[rest]!);
  return words;
}

/** A whole number in English words, without "and" (as the Turkish receipt has none): 1234 → "one thousand two hundred thirty-four". */
export function numberInWordsEn(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a whole amount: ${value}`);
  if (value === 0) return 'zero';
  const groups: number[] = [];
  for (let rest = value; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  if (groups.length > scales.length) throw new RangeError(`too large: ${value}`);
  const words: string[] = [];
  for (let i = groups.length - 1; i >= 0; i--) {
    const group = groups[i]!;
    if (group) words.push(...hundreds(group), ...(scales[i] ? [scales[i]!] : []));
  }
  return words.join(' ');
}

/**
 * An amount in kuruş written out for the English rendering of a receipt, phrased as the
 * Turkish one (`amountInWords`): no kuruş part when it is zero, no lira part when that is;
 * "lira" and "kuruş" stay as they are, the currency's own names.
 * 123450 → "one thousand two hundred thirty-four lira and fifty kuruş".
 */
export function amountInWordsEn(kurus: number): string {
  if (!Number.isSafeInteger(kurus) || kurus < 0) throw new RangeError(`not an amount in kuruş: ${kurus}`);
  const lira = Math.floor(kurus / 100);
  const cents = kurus % 100;
  if (cents === 0) return `${numberInWordsEn(lira)} lira`;
  if (lira === 0) return `${numberInWordsEn(cents)} kuruş`;
  return `${numberInWordsEn(lira)} lira and ${numberInWordsEn(cents)} kuruş`;
}
