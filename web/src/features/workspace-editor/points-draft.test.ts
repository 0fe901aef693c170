import { describe, expect, it } from 'vitest';
import { formatPoints, parsePoints } from './points-draft';

describe('points field', () => {
  it('shows x, y pairs', () => {
    expect(formatPoints([0, 0, 24, 0, 24, 12.5])).toBe('0, 0  24, 0  24, 12.5');
    expect(formatPoints([])).toBe('');
    expect(formatPoints([1, 2, 3])).toBe('1, 2  3');
  });

  it('reads numbers separated by commas, spaces or semicolons, dropping an odd trailing one', () => {
    expect(parsePoints('0, 0  24, 0; 24 12.5')).toEqual([0, 0, 24, 0, 24, 12.5]);
    expect(parsePoints('1, 2, 3')).toEqual([1, 2]);
    expect(parsePoints('')).toEqual([]);
    expect(parsePoints('-3.5e1, 4')).toEqual([-35, 4]);
  });

  it('refuses anything that is not a number', () => {
    expect(parsePoints('1, 2, x')).toBeNull();
    expect(parsePoints('1, Infinity')).toBeNull();
  });
});
