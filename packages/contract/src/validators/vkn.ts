/** Vergi Kimlik No checksum (docs/domain/identity-numbers.md). */
export function isValidVkn(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const t = (d[i]! + 9 - i) % 10;
    if (t === 0) continue; // a zero term contributes nothing, it does not become 9
    const v = (t * 2 ** (9 - i)) % 9;
    sum += v === 0 ? 9 : v;
  }
  return (10 - (sum % 10)) % 10 === d[9];
}
