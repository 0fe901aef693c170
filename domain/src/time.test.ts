import { describe, expect, it } from 'vitest';
import { formatUtc, formatUtcDay, parseUtcDay } from './time';

describe('formatUtc', () => {
  it("formats as 'yyyy-MM-dd HH:mm:ss' in UTC", () => {
    expect(formatUtc('2026-03-04T05:06:07.890Z')).toBe('2026-03-04 05:06:07');
    expect(formatUtc('2026-03-04T23:30:00-02:00')).toBe('2026-03-05 01:30:00');
    expect(formatUtc(new Date(Date.UTC(2026, 0, 1)))).toBe('2026-01-01 00:00:00');
  });
  it('gives an empty string for nothing or an invalid date', () => {
    expect(formatUtc(undefined)).toBe('');
    expect(formatUtc('not a date')).toBe('');
  });
});

describe('formatUtcDay', () => {
  it('is the date part of the one format, in UTC', () => {
    expect(formatUtcDay('2026-03-04T23:30:00-02:00')).toBe('2026-03-05');
    expect(formatUtcDay(Date.UTC(2026, 0, 1, 23, 59, 59))).toBe('2026-01-01');
    expect(formatUtcDay(undefined)).toBe('');
  });
});

describe('parseUtcDay', () => {
  it("reads a day typed as 'yyyy-MM-dd'", () => {
    expect(parseUtcDay('2026-03-04')).toEqual({ day: '2026-03-04' });
    expect(parseUtcDay(' 2024-02-29 ')).toEqual({ day: '2024-02-29' });
  });
  it('refuses a locale-shaped date and a day that does not exist', () => {
    expect(parseUtcDay('03/04/2026')).toEqual({ problem: 'Write the date as yyyy-MM-dd' });
    expect(parseUtcDay('4 Mar 2026')).toEqual({ problem: 'Write the date as yyyy-MM-dd' });
    expect(parseUtcDay('')).toEqual({ problem: 'Write the date as yyyy-MM-dd' });
    expect(parseUtcDay('2026-02-30')).toEqual({ problem: '2026-02-30 is not a day' });
    expect(parseUtcDay('2026-13-01')).toEqual({ problem: '2026-13-01 is not a day' });
  });
});
