/**
 * T.C. Kimlik No checksum (docs/domain/identity-numbers.md). A format-valid number is not proof that the
 * person exists; that is the population registry's job.
 */
export function isValidTckn(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  // 7·odd − even can be negative; JavaScript's % would then be negative too.
  const tenth = (((7 * odd - even) % 10) + 10) % 10;
  if (tenth !== d[9]) return false;
  const sum = d.slice(0, 10).reduce((a, b) => a + b, 0);
  return sum % 10 === d[10];
}
