/** The p-th percentile (nearest rank, 0 ≤ p ≤ 100) of the values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of no values');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Rounded to two decimals, as the figures print. */
export const round2 = (n: number) => Number(n.toFixed(2));

/** p50/p95 of the values, rounded. */
export const p = (values: readonly number[], q: number) => round2(percentile(values, q));
