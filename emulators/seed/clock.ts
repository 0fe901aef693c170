/**
 * Every seeded date is an offset from one fixed instant, so the seed never depends on when it runs.
 */
export const BASE_DATE = '2026-01-05T08:00:00.000Z';
const BASE_MS = Date.parse(BASE_DATE);
const DAY_MS = 86_400_000;

/** ISO timestamp `days` (may be negative or fractional) plus `minutes` after the base date. */
export function isoAt(days: number, minutes = 0): string {
  return new Date(BASE_MS + days * DAY_MS + minutes * 60_000).toISOString();
}

/** Whole days from the base date to an ISO timestamp. */
export function daysFromBase(iso: string): number {
  return Math.floor((Date.parse(iso) - BASE_MS) / DAY_MS);
}

/** ISO week label ('2026-W07') of an ISO timestamp, used for build slots. */
export function isoWeek(iso: string): string {
  const date = new Date(iso);
  const day = (date.getUTCDay() + 6) % 7; // Monday = 0
  const thursday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - day + 3));
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = 1 + Math.floor((thursday.getTime() - yearStart) / (7 * DAY_MS));
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}
