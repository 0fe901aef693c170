import { describe, expect, it } from 'vitest';
import { formatUtc } from './time';

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
