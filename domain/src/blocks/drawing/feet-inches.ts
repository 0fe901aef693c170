/**
 * Lengths in feet and inches as an engineer writes them on a plan (5'-6"), typed lengths read
 * back ('60', `5'6"`, `5'-6 1/2"`), and areas in ft² from raw units (core spec section 9: 16 units
 * per inch, 36864 units² per ft²). A length and an area have their own label functions, so a
 * length is never labelled as an area.
 */
import { INCHES_PER_FOOT, UNITS_PER_INCH, formatArea, squareFeetOfRawArea } from '../units.js';

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** The inch part with its sixteenths reduced: 6, 6 1/2, 3/4. */
function inchText(units: number, afterFeet = false): string {
  const whole = Math.floor(units / UNITS_PER_INCH);
  const fraction = units % UNITS_PER_INCH;
  if (fraction === 0) return String(whole);
  const d = gcd(fraction, UNITS_PER_INCH);
  const text = `${fraction / d}/${UNITS_PER_INCH / d}`;
  return whole > 0 || afterFeet ? `${whole} ${text}` : text;
}

/**
 * A length in inches as feet and inches to the nearest sixteenth, the way plans dimension it:
 * 66 → `5'-6"`, 60 → `5'-0"`, 66.5 → `5'-6 1/2"`; under a foot, inches only: 6 → `6"`, 0.25 → `1/4"`.
 * Negative lengths keep their sign; non-finite input reads `0"`.
 */
export function formatFeetInches(inches: number): string {
  if (!Number.isFinite(inches)) return '0"';
  const total = Math.round(Math.abs(inches) * UNITS_PER_INCH);
  const sign = inches < 0 && total > 0 ? '-' : '';
  const perFoot = UNITS_PER_INCH * INCHES_PER_FOOT;
  const feet = Math.floor(total / perFoot);
  const rest = total % perFoot;
  return feet > 0 ? `${sign}${feet}'-${inchText(rest, true)}"` : `${sign}${inchText(rest)}"`;
}

/** The label of a length (a wall, a dimension): always feet and inches, never ft². */
export function lengthLabel(inches: number): string {
  return formatFeetInches(inches);
}

/** The label of an area given in raw units² (sixteenths of an inch squared): ft², from 36864 units² per ft². */
export function areaLabelOfRawArea(rawArea: number): string {
  return formatArea(squareFeetOfRawArea(rawArea));
}

const NUMBER = String.raw`\d+(?:\.\d+)?`;
const FRACTION = String.raw`\d+\s*/\s*\d+`;
/** Inches: 6, 6.5, 6 1/2, 1/2. */
const INCHES = String.raw`(?:(${NUMBER})(?:\s+(${FRACTION}))?|(${FRACTION}))`;
const FEET_AND_INCHES = new RegExp(String.raw`^(${NUMBER})\s*(?:'|ft)\s*(?:-?\s*${INCHES}\s*(?:"|in|'')?)?$`, 'i');
const INCHES_ONLY = new RegExp(String.raw`^${INCHES}\s*(?:"|in|'')?$`, 'i');

function fractionValue(text: string | undefined): number {
  if (!text) return 0;
  const [n, d] = text.split('/').map((s) => Number(s.trim())) as [number, number];
  return d > 0 ? n / d : NaN;
}

function inchesValue(whole: string | undefined, fraction: string | undefined, bareFraction: string | undefined): number {
  return (whole ? Number(whole) : 0) + fractionValue(fraction) + fractionValue(bareFraction);
}

/**
 * A typed length → inches, or null when it is not one: a bare number is inches ('60' → 60,
 * '60 1/2' → 60.5), a foot mark makes feet (`5'` → 60, `5'6"`, `5'-6"`, `5' 6 1/2"`, `5ft 6in`,
 * `5.5'` → 66). Zero and negative lengths are not lengths to draw: null.
 */
export function parseLength(text: string): number | null {
  const value = text.trim().replace(/[′’]/g, "'").replace(/[″”]/g, '"');
  let inches: number;
  const feet = FEET_AND_INCHES.exec(value);
  if (feet) {
    inches = Number(feet[1]) * INCHES_PER_FOOT + inchesValue(feet[2], feet[3], feet[4]);
  } else {
    const only = INCHES_ONLY.exec(value);
    if (!only) return null;
    inches = inchesValue(only[1], only[2], only[3]);
  }
  return Number.isFinite(inches) && inches > 0 ? Math.round(inches * UNITS_PER_INCH) / UNITS_PER_INCH : null;
}
