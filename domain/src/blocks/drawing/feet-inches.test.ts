import { describe, expect, it } from 'vitest';
import { areaLabelOfRawArea, formatFeetInches, lengthLabel, parseLength } from './feet-inches.js';
import { SQUARE_FEET_DIVISOR } from '../units.js';

describe('feet and inches', () => {
  it('formats lengths as plans dimension them', () => {
    expect(formatFeetInches(66)).toBe(`5'-6"`);
    expect(formatFeetInches(60)).toBe(`5'-0"`);
    expect(formatFeetInches(66.5)).toBe(`5'-6 1/2"`);
    expect(formatFeetInches(96.0625)).toBe(`8'-0 1/16"`);
    expect(formatFeetInches(6)).toBe('6"');
    expect(formatFeetInches(0.75)).toBe('3/4"');
    expect(formatFeetInches(-18)).toBe(`-1'-6"`);
    expect(formatFeetInches(0)).toBe('0"');
    expect(formatFeetInches(Number.NaN)).toBe('0"');
    // To the nearest sixteenth: 208.8125 is 17'-4 13/16".
    expect(formatFeetInches(208.8125)).toBe(`17'-4 13/16"`);
    expect(formatFeetInches(11.99)).toBe(`1'-0"`);
    expect(formatFeetInches(150.5)).toBe(`12'-6 1/2"`);
    expect(formatFeetInches(144)).toBe(`12'-0"`);
    expect(formatFeetInches(9.25)).toBe('9 1/4"');
    expect(formatFeetInches(0.0625)).toBe('1/16"');
    expect(formatFeetInches(-6)).toBe('-6"');
  });

  it('reads typed lengths: bare numbers are inches, a foot mark makes feet', () => {
    expect(parseLength('60')).toBe(60);
    expect(parseLength('60 1/2')).toBe(60.5);
    expect(parseLength('60"')).toBe(60);
    expect(parseLength(`5'`)).toBe(60);
    expect(parseLength(`5'6"`)).toBe(66);
    expect(parseLength(`5'6`)).toBe(66);
    expect(parseLength(`5'-6"`)).toBe(66);
    expect(parseLength(`5' 6 1/2"`)).toBe(66.5);
    expect(parseLength('5ft 6in')).toBe(66);
    expect(parseLength(`5.5'`)).toBe(66);
    expect(parseLength(`8’`)).toBe(96);
    expect(parseLength('1/2')).toBe(0.5);
    expect(parseLength(' 96 ')).toBe(96);
  });

  it('refuses what is not a length to draw', () => {
    for (const text of ['', 'abc', '0', `0'`, '-5', `5'6'`, '5//6', '1/0', `5'abc`]) expect(parseLength(text), text).toBeNull();
  });

  it('labels a length in feet and inches and an area in ft², never one as the other', () => {
    expect(lengthLabel(96)).toBe(`8'-0"`);
    expect(lengthLabel(96)).not.toContain('ft²');
    // 5' × 8' = 60" × 96" = 5760 in² = 5760 × 256 raw units² → 40 ft².
    expect(areaLabelOfRawArea(60 * 96 * 256)).toBe('40 ft²');
    expect(areaLabelOfRawArea(SQUARE_FEET_DIVISOR)).toBe('1 ft²');
  });
});
