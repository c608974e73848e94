const ones = ['', 'Bir', 'İki', 'Üç', 'Dört', 'Beş', 'Altı', 'Yedi', 'Sekiz', 'Dokuz'];
const tens = ['', 'On', 'Yirmi', 'Otuz', 'Kırk', 'Elli', 'Altmış', 'Yetmiş', 'Seksen', 'Doksan'];
const scales = ['', 'Bin', 'Milyon', 'Milyar', 'Trilyon'];

/** 0–999 in words: "Yüz" and not "Bir Yüz". */
function hundreds(n: number): string[] {
  const h = Math.floor(n / 100);
  const words = h === 0 ? [] : h === 1 ? ['Yüz'] : [ones[h]!, 'Yüz'];
  const rest = n % 100;
  if (rest >= 10) words.push(tens[Math.floor(rest / 10)]!);
  if (rest % 10) words.push(ones[rest % 10]!);
  return words;
}

/** A whole number in Turkish words, each word capitalised: 1234 → "Bin İki Yüz Otuz Dört" ("Bin", never "Bir Bin"). */
export function numberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a whole amount: ${value}`);
  if (value === 0) return 'Sıfır';
  const words: string[] = [];
  let rest = value;
  const groups: number[] = [];
  while (rest > 0) {
    groups.push(rest % 1000);
    rest = Math.floor(rest / 1000);
  }
  if (groups.length > scales.length) throw new RangeError(`too large: ${value}`);
  for (let i = groups.length - 1; i >= 0; i--) {
    const group = groups[i]!;
    if (group === 0) continue;
    if (i === 1 && group === 1) words.push('Bin');
    else words.push(...hundreds(group), ...(scales[i] ? [scales[i]!] : []));
  }
  return words.join(' ');
}

/**
 * An amount in kuruş written out as on a receipt ("yalnız …"): 123450 → "Bin İki Yüz Otuz
 * Dört Türk Lirası Elli Kuruş"; no kuruş part when it is zero, no lira part when that is.
 */
export function amountInWords(kurus: number): string {
  if (!Number.isSafeInteger(kurus) || kurus < 0) throw new RangeError(`not an amount in kuruş: ${kurus}`);
  const lira = Math.floor(kurus / 100);
  const cents = kurus % 100;
  if (cents === 0) return `${numberInWords(lira)} Türk Lirası`;
  if (lira === 0) return `${numberInWords(cents)} Kuruş`;
  return `${numberInWords(lira)} Türk Lirası ${numberInWords(cents)} Kuruş`;
}
