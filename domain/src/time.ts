/** Formats a date as 'yyyy-MM-dd HH:mm:ss' in UTC (core spec section 9). */
export function formatUtc(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
