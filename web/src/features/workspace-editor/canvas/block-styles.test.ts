import { describe, expect, it } from 'vitest';
import type { LiveObject } from '../../../collab';
import {
  GROUP_COLOURS,
  HIDDEN_OPACITY,
  HOVER_FACTOR,
  NO_APPEARANCE,
  STROKE_PX,
  dashOf,
  layerLookOf,
  shapeStyleOf,
  type LayerAppearance,
} from './block-styles';

const wall = (style?: LiveObject['style']): LiveObject => ({
  key: 'k1',
  name: 'wall',
  type: 'rect',
  points: [0, 0, 10, 0, 10, 5, 0, 5],
  ...(style ? { style } : {}),
});
const appearance = (over: Partial<LayerAppearance>): LayerAppearance => ({ ...NO_APPEARANCE, ...over });

describe('shape styles', () => {
  it("falls back to the layer group's colour, a clear fill and the default width", () => {
    expect(shapeStyleOf(wall(), 'design/walls', NO_APPEARANCE, 1)).toEqual({
      stroke: GROUP_COLOURS.design,
      fill: 'rgba(0,0,0,0)',
      strokeWidth: STROKE_PX,
      strokeDashArray: null,
    });
  });

  it("takes the object's own style over the layer's, and the layer's over the group's", () => {
    const styled = appearance({ styles: { 'design/walls': { color: '#111111', fill: '#eeeeee', strokeWidth: 3, dash: [2, 2] } } });
    expect(shapeStyleOf(wall(), 'design/walls', styled, 1)).toEqual({
      stroke: '#111111',
      fill: '#eeeeee',
      strokeWidth: 3,
      strokeDashArray: [2, 2],
    });
    expect(shapeStyleOf(wall({ stroke: '#ff0000', fill: '#00ff00', strokeWidth: 0.5, dash: '6 3' }), 'design/walls', styled, 1)).toEqual({
      stroke: '#ff0000',
      fill: '#00ff00',
      strokeWidth: 0.5,
      strokeDashArray: [6, 3],
    });
  });

  it('keeps widths and dashes in screen pixels: divided by the zoom; a hovered layer draws wider', () => {
    const style = shapeStyleOf(wall({ dash: [8, 4] }), 'design/walls', appearance({ hovered: 'design/walls' }), 2);
    expect(style.strokeWidth).toBe((STROKE_PX * HOVER_FACTOR) / 2);
    expect(style.strokeDashArray).toEqual([4, 2]);
  });

  it('never fills a polyline; an unknown group draws in the default colour', () => {
    const run: LiveObject = { key: 'k2', name: 'run', type: 'polyline', points: [0, 0, 5, 5], style: { fill: '#00ff00' } };
    const style = shapeStyleOf(run, 'misc/other', NO_APPEARANCE, 1);
    expect(style.fill).toBe('');
    expect(style.stroke).toBe('#263238');
  });

  it('reads dash patterns from lists and strings, dropping what is not a length', () => {
    expect(dashOf([4, -1, 2])).toEqual([4, 2]);
    expect(dashOf('6, 3 x')).toEqual([6, 3]);
    expect(dashOf(true)).toBeUndefined();
  });

  it("draws a hidden layer faintly only when hidden layers are shown, times the layer's opacity", () => {
    const hidden = appearance({ visible: { 'site/trees': false }, styles: { 'site/trees': { opacity: 0.5 } } });
    expect(layerLookOf(hidden, 'site/trees')).toEqual({ shown: false, drawn: false, opacity: 0.5 * HIDDEN_OPACITY });
    expect(layerLookOf({ ...hidden, showHidden: true }, 'site/trees').drawn).toBe(true);
    expect(layerLookOf(hidden, 'design/walls')).toEqual({ shown: true, drawn: true, opacity: 1 });
  });
});
