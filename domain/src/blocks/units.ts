/**
 * Units of the block editor (core spec section 9).
 *
 * Block geometry is stored in inches, y up (see block-document.ts). Two scales sit on top:
 *
 * - The page scale: {@link PAGE_SCALE} canvas units per drawing unit. Section 3 says the drawing
 *   unit is the inch, and 96 is the CSS reference pixel count per inch, so a point at x inches is
 *   drawn at x × 96 × scale on the canvas (see geometry.ts `toCanvas`), with `scale` defaulting to
 *   {@link DEFAULT_BLOCK_SCALE}.
 * - The measuring resolution: {@link UNITS_PER_INCH} = 16 raw units per inch (a sixteenth of an
 *   inch, the tape-measure resolution). Areas are counted in raw units², and
 *   {@link SQUARE_FEET_DIVISOR} = 36864 = (16 × 12)² raw units² make one square foot.
 *
 * So for a rectangle whose sides are given in inches:
 *
 *     raw area   = area in inches² × UNITS_PER_INCH²        (= in² × 256)
 *     area (ft²) = raw area / SQUARE_FEET_DIVISOR           (= in² × 256 / 36864 = in² / 144)
 *
 * e.g. 12 ft × 16 ft drawn in inches = 144 in × 192 in = 27 648 in² → 7 077 888 raw → 192 ft².
 * Dividing inches² by 36864 directly would give 0.75 ft² for that room, which is why the raw area
 * is taken in sixteenths of an inch.
 */

/** Canvas units per drawing unit (the inch) at scale 1. */
export const PAGE_SCALE = 96;
/** Raw measuring units per inch: sixteenths of an inch. */
export const UNITS_PER_INCH = 16;
export const INCHES_PER_FOOT = 12;
/** Raw units² per square foot: (16 × 12)². Rectangles show raw area / this, in ft². */
export const SQUARE_FEET_DIVISOR = 36864;
/** The canvas scale a block opens at (multiplies {@link PAGE_SCALE}). */
export const DEFAULT_BLOCK_SCALE = 0.28;
/** Zoom padding is this divided by the number of coordinates zoomed to. */
export const ZOOM_PADDING_BASE = 3840;

/**
 * The padding (canvas units) around a zoom target: 3840 divided by the number of coordinates, so
 * small objects get room around them and large layers fill the view. A count below 1 (nothing, or
 * not a number) is treated as 1, giving the full {@link ZOOM_PADDING_BASE}.
 */
export function zoomPadding(coordinateCount: number): number {
  const count = Number.isFinite(coordinateCount) && coordinateCount >= 1 ? coordinateCount : 1;
  return ZOOM_PADDING_BASE / count;
}

/** Inches → raw units (sixteenths of an inch). */
export function inchesToUnits(inches: number): number {
  return inches * UNITS_PER_INCH;
}

/** Raw units (sixteenths of an inch) → inches. */
export function unitsToInches(units: number): number {
  return units / UNITS_PER_INCH;
}

/** Rounds inches to the nearest raw unit (1/16"). */
export function snapToUnit(inches: number): number {
  return Math.round(inches * UNITS_PER_INCH) / UNITS_PER_INCH;
}

/** Square inches → raw area (raw units², i.e. sixteenths of an inch squared). */
export function rawAreaOfSquareInches(squareInches: number): number {
  return squareInches * UNITS_PER_INCH * UNITS_PER_INCH;
}

/** Raw area (raw units²) → square feet. */
export function squareFeetOfRawArea(rawArea: number): number {
  return rawArea / SQUARE_FEET_DIVISOR;
}

/** Square inches → square feet, through the raw area (= square inches / 144). */
export function squareFeetOfSquareInches(squareInches: number): number {
  return squareFeetOfRawArea(rawAreaOfSquareInches(squareInches));
}

const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * An area label such as '192 ft²'. Areas of 100 ft² and more are whole numbers; smaller ones keep
 * one decimal when it is not zero ('12.5 ft²', '12 ft²'); thousands are grouped ('1,536 ft²').
 * Negative and non-finite input is treated as 0 (areas are unsigned).
 */
export function formatArea(squareFeet: number): string {
  const value = Number.isFinite(squareFeet) && squareFeet > 0 ? squareFeet : 0;
  return `${(value >= 100 ? wholeNumber : oneDecimal).format(value)} ft²`;
}

/** The area label of a shape given in square inches (see {@link squareFeetOfSquareInches}). */
export function formatSquareInchesAsArea(squareInches: number): string {
  return formatArea(squareFeetOfSquareInches(squareInches));
}
