/** One measured figure with the baseline it is compared to (ratio = value / baseline). */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  baseline: number;
  /** What the baseline is: a budget, a reference implementation, ... */
  baselineNote: string;
  /** Lower is better unless said otherwise. */
  higherIsBetter?: boolean;
  /** The baseline is a reference to compare with, not a budget: no ok/OVER verdict. */
  reference?: boolean;
}

export function printFigures(title: string, figures: Figure[]): void {
  console.log(`\n## ${title}`);
  for (const f of figures) {
    const ratio = f.baseline === 0 ? NaN : f.value / f.baseline;
    const verdict = f.reference ? '' : (f.higherIsBetter ? ratio >= 1 : ratio <= 1) ? 'ok' : 'OVER';
    console.log(
      `${f.name.padEnd(44)} ${fmt(f.value).padStart(10)} ${f.unit.padEnd(6)} baseline ${fmt(f.baseline).padStart(9)} ${f.unit.padEnd(6)} ratio ${ratio.toFixed(2).padStart(5)} ${verdict.padEnd(4)}  (${f.baselineNote})`,
    );
  }
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));
