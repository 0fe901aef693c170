import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BLOCK_SCALE,
  formatArea,
  formatSquareInchesAsArea,
  INCHES_PER_FOOT,
  inchesToUnits,
  PAGE_SCALE,
  rawAreaOfSquareInches,
  snapToUnit,
  SQUARE_FEET_DIVISOR,
  squareFeetOfRawArea,
  squareFeetOfSquareInches,
  UNITS_PER_INCH,
  unitsToInches,
  ZOOM_PADDING_BASE,
  zoomPadding,
} from './units.js';

describe('constants (core spec section 9)', () => {
  it('has the spec values', () => {
    expect(PAGE_SCALE).toBe(96);
    expect(UNITS_PER_INCH).toBe(16);
    expect(SQUARE_FEET_DIVISOR).toBe(36864);
    expect(DEFAULT_BLOCK_SCALE).toBe(0.28);
    expect(ZOOM_PADDING_BASE).toBe(3840);
  });

  it('makes one square foot (16 units/in × 12 in/ft)² raw units', () => {
    expect((UNITS_PER_INCH * INCHES_PER_FOOT) ** 2).toBe(SQUARE_FEET_DIVISOR);
  });
});

describe('area in ft²', () => {
  it('shows a 12 ft × 16 ft rectangle drawn in inches as 192 ft²', () => {
    const squareInches = 144 * 192;
    expect(rawAreaOfSquareInches(squareInches)).toBe(7_077_888);
    expect(squareFeetOfRawArea(7_077_888)).toBe(192);
    expect(squareFeetOfSquareInches(squareInches)).toBe(192);
    expect(formatSquareInchesAsArea(squareInches)).toBe('192 ft²');
  });

  it('is square inches / 144 for other rectangles', () => {
    expect(squareFeetOfSquareInches(12 * 12)).toBe(1);
    expect(squareFeetOfSquareInches(60 * 96)).toBe(40); // 5 ft × 8 ft bath
    expect(squareFeetOfSquareInches(30 * 30)).toBe(6.25);
    expect(squareFeetOfSquareInches(192 * 720)).toBe(960); // 16 ft × 60 ft module
  });

  it('counts raw area in sixteenths of an inch squared', () => {
    expect(rawAreaOfSquareInches(1)).toBe(256);
    expect(squareFeetOfRawArea(SQUARE_FEET_DIVISOR)).toBe(1);
  });
});

describe('zoomPadding', () => {
  it('is 3840 divided by the number of coordinates', () => {
    expect(zoomPadding(8)).toBe(480);
    expect(zoomPadding(3840)).toBe(1);
    expect(zoomPadding(1)).toBe(3840);
  });

  it('guards a count of 0 (and nonsense) by treating it as 1', () => {
    expect(zoomPadding(0)).toBe(3840);
    expect(zoomPadding(-4)).toBe(3840);
    expect(zoomPadding(Number.NaN)).toBe(3840);
    expect(Number.isFinite(zoomPadding(0))).toBe(true);
  });
});

describe('unit conversions', () => {
  it('converts inches to raw units and back', () => {
    expect(inchesToUnits(1.5)).toBe(24);
    expect(unitsToInches(24)).toBe(1.5);
  });

  it('snaps to the nearest sixteenth of an inch', () => {
    expect(snapToUnit(10.04)).toBe(10.0625);
    expect(snapToUnit(10.02)).toBe(10);
  });
});

describe('formatArea', () => {
  it('labels whole areas without decimals', () => {
    expect(formatArea(192)).toBe('192 ft²');
    expect(formatArea(12)).toBe('12 ft²');
  });

  it('keeps one decimal below 100 ft² and rounds to whole numbers from 100 ft²', () => {
    expect(formatArea(6.25)).toBe('6.3 ft²');
    expect(formatArea(12.04)).toBe('12 ft²');
    expect(formatArea(191.6)).toBe('192 ft²');
  });

  it('groups thousands', () => {
    expect(formatArea(1536)).toBe('1,536 ft²');
  });

  it('shows 0 for negative or non-finite input', () => {
    expect(formatArea(-3)).toBe('0 ft²');
    expect(formatArea(Number.NaN)).toBe('0 ft²');
  });
});
