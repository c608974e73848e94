/**
 * Exact arithmetic for tax amounts. Areas arrive with at most two decimals (centi-m²),
 * shares with at most six (parts per million) and percentages with at most two
 * (basis points); products are formed in BigInt and rounded once, half up, to the kuruş.
 */
export const toCentiSquareMetres = (area: number) => Math.round(area * 100);
export const toPartsPerMillion = (share: number) => Math.round(share * 1_000_000);
export const toBasisPoints = (percent: number) => Math.round(percent * 100);

/** round(Π factors / divisor), half up, for non-negative integers. */
export function mulDivRound(factors: readonly number[], divisor: number): number {
  const product = factors.reduce((acc, f) => acc * BigInt(f), 1n);
  const d = BigInt(divisor);
  const rounded = (product * 2n + d) / (2n * d);
  const value = Number(rounded);
  if (!Number.isSafeInteger(value)) throw new RangeError('Amount out of range');
  return value;
}
