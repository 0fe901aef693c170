/**
 * THE clock of WorkHub (issue 27, item 2): every time a page, a mail or an export shows is written by
 * formatUtc, as the spec says ('yyyy-MM-dd HH:mm:ss' from UTC, core spec section 9). Nothing else
 * formats a time: scripts/one-clock.test.ts refuses toLocale*String, Intl.DateTimeFormat, date-fns
 * and hand-cut ISO strings elsewhere.
 */

/** Formats a date as 'yyyy-MM-dd HH:mm:ss' in UTC (core spec section 9); '' for nothing or not a date. */
export function formatUtc(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The date part of the one format, 'yyyy-MM-dd' (UTC): for a value that is a day, not a moment — the
 * text of a date field (a milestone's "Date for Set") and a day sent to an outside system.
 */
export function formatUtcDay(value: Date | string | number | null | undefined): string {
  return formatUtc(value).slice(0, 10);
}

/** A date typed as the spec writes it; each part in range (2026-02-30 is not a day). */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a day typed in the spec's format 'yyyy-MM-dd' (a date field is a text field, so it does not
 * follow the browser's locale): the day, or why it is not one.
 */
export function parseUtcDay(text: string): { day: string } | { problem: string } {
  const trimmed = text.trim();
  const match = DAY.exec(trimmed);
  if (!match) return { problem: 'Write the date as yyyy-MM-dd' };
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return { problem: `${trimmed} is not a day` };
  }
  return { day: trimmed };
}
