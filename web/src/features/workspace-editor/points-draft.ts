import { evenFlat } from '@workhub/domain';

/** A flat point list as the points field shows it: 'x, y' pairs separated by two spaces. */
export function formatPoints(flat: readonly number[]): string {
  const pairs: string[] = [];
  for (let i = 0; i < flat.length; i += 2) pairs.push(i + 1 < flat.length ? `${flat[i]}, ${flat[i + 1]}` : String(flat[i]));
  return pairs.join('  ');
}

/**
 * The points typed into the points field: numbers separated by commas, spaces or semicolons, read
 * as x, y pairs (an odd trailing number is dropped). Null when anything is not a finite number.
 */
export function parsePoints(text: string): number[] | null {
  const tokens = text.split(/[\s,;]+/).filter(Boolean);
  const values = tokens.map(Number);
  if (values.some((v) => !Number.isFinite(v))) return null;
  return evenFlat(values);
}
