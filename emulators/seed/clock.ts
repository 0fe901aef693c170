/**
 * Every seeded date is an offset (in days) from one base instant, and the base instant comes from
 * the run: SEED_BASE_DATE (an ISO instant, e.g. '2026-11-27T08:00:00.000Z'), which scripts/lib.sh
 * (`seed_base_env`) sets once per `npm start`, `npm test`, focused run and `npm run seed`, so the
 * seed and every test that reads it (buildSeed()) agree. Unset, it is yesterday at 08:00 UTC: the
 * seed's story puts 'now' just after day 0 (its latest seeded instants are in the evening of day
 * 0), so what the seed says happened is in the past and recent by the day the seed runs.
 * The seed records the base it used (config/seed.baseDate); tests/support/seed-base.ts fails a
 * test run whose base differs from the seeded one.
 */
const DAY_MS = 86_400_000;

/** The story's 'now' sits this many days after the base instant (the default base is yesterday 08:00 UTC). */
export const STORY_NOW_DAYS = 1;

/** The base instant when none is given: `STORY_NOW_DAYS` before today at 08:00 UTC. */
export function defaultSeedBaseDate(now: Date = new Date()): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 8);
  return new Date(today - STORY_NOW_DAYS * DAY_MS).toISOString();
}

/** The base instant of this run: SEED_BASE_DATE when set (checked), else the default. */
export function seedBaseDate(env: Record<string, string | undefined> = process.env, now: Date = new Date()): string {
  const given = env.SEED_BASE_DATE;
  if (given === undefined || given === '') return defaultSeedBaseDate(now);
  const ms = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z)?$/.test(given) ? Date.parse(given) : NaN;
  if (Number.isNaN(ms))
    throw new Error(`SEED_BASE_DATE must be an ISO date or UTC instant (e.g. 2026-11-27T08:00:00.000Z), not '${given}'`);
  return new Date(ms).toISOString();
}

export const BASE_DATE = seedBaseDate();
const BASE_MS = Date.parse(BASE_DATE);

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
