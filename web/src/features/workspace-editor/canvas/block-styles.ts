import { layerGroupOf, type LayerStyle } from '@workhub/domain';
import type { LiveObject } from '../../../collab';

/**
 * How a block's shapes look: the stroke, fill, width and dash of one object from its own style,
 * its layer's style and its layer group's colour, and how a layer's state (shown, hidden, hovered)
 * changes that. Pure: the Fabric shapes and the benchmark's bare 2D drawing both read it.
 */

export interface LayerAppearance {
  /** Layer → shown. A layer missing here is shown. */
  visible: Record<string, boolean>;
  /** Draw hidden layers faintly instead of not at all (base setting showHiddenLayers). */
  showHidden: boolean;
  hovered: string | null;
  styles: Record<string, LayerStyle>;
}

export const NO_APPEARANCE: LayerAppearance = Object.freeze({ visible: {}, showHidden: false, hovered: null, styles: {} });

/** Colours of each layer group when neither the object nor the layer has its own. */
export const GROUP_COLOURS: Record<string, string> = {
  client: '#6a1b9a',
  site: '#2e7d32',
  sitework: '#6d4c41',
  design: '#263238',
  assemblies: '#8d6e63',
  utilities: '#00897b',
};
export const DEFAULT_STROKE = '#263238';
/** Stroke width in screen pixels, whatever the zoom. */
export const STROKE_PX = 1.25;
/** A hovered layer's strokes are this much wider. */
export const HOVER_FACTOR = 2.5;
/** Opacity of a hidden layer drawn faintly (showHidden). */
export const HIDDEN_OPACITY = 0.2;
const CLEAR = 'rgba(0,0,0,0)';

/** The paint of one shape; widths and dashes in canvas units at the given zoom (screen pixels / zoom). */
export interface ShapeStyle {
  stroke: string;
  /** '' for polylines (never filled). */
  fill: string;
  strokeWidth: number;
  strokeDashArray: number[] | null;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** A dash pattern from a list or a "6 3" / "6,3" string; negative and non-numbers dropped. */
export function dashOf(v: unknown): number[] | undefined {
  if (Array.isArray(v)) return v.filter((n): n is number => typeof n === 'number' && n >= 0);
  if (typeof v === 'string')
    return v
      .split(/[\s,]+/)
      .map(Number)
      .filter((n) => Number.isFinite(n) && n >= 0);
  return undefined;
}

/** Object style over layer style over the group's colour; widths and dashes are screen pixels, so divided by the zoom. */
export function shapeStyleOf(object: LiveObject, layer: string, appearance: LayerAppearance, zoom: number): ShapeStyle {
  const own = object.style ?? {};
  const layerStyle = appearance.styles[layer] ?? {};
  const hovered = appearance.hovered === layer;
  const stroke = text(own.stroke) ?? text(own.color) ?? layerStyle.color ?? GROUP_COLOURS[layerGroupOf(layer)] ?? DEFAULT_STROKE;
  const fill = object.type === 'polyline' ? '' : (text(own.fill) ?? layerStyle.fill ?? CLEAR);
  const widthPx = (num(own.strokeWidth) ?? layerStyle.strokeWidth ?? STROKE_PX) * (hovered ? HOVER_FACTOR : 1);
  const dash = dashOf(own.dash) ?? layerStyle.dash;
  return {
    stroke,
    fill,
    strokeWidth: widthPx / zoom,
    strokeDashArray: dash && dash.length > 0 ? dash.map((d) => d / zoom) : null,
  };
}

export const isLayerShown = (appearance: LayerAppearance, layer: string): boolean => appearance.visible[layer] !== false;

/** How a layer's state shows on its shapes: drawn at all, their opacity. */
export function layerLookOf(appearance: LayerAppearance, layer: string): { shown: boolean; drawn: boolean; opacity: number } {
  const shown = isLayerShown(appearance, layer);
  return { shown, drawn: shown || appearance.showHidden, opacity: (appearance.styles[layer]?.opacity ?? 1) * (shown ? 1 : HIDDEN_OPACITY) };
}
