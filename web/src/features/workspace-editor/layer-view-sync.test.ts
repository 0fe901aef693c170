import { describe, expect, it } from 'vitest';
import { layerViewReducer } from '@workhub/domain';
import { sameLayers, syncLayerView } from './layer-view-sync';
import type { LiveObjects } from '../../collab';

const obj = (key: string, points = [0, 0, 1, 1]) => ({ key, name: key, type: 'rect' as const, points });

describe('syncLayerView', () => {
  const layers: LiveObjects = { 'design/walls': [obj('a')], 'utilities/plumbing': [obj('b')] };

  it('starts as the initial layer view', () => {
    const view = syncLayerView(null, layers);
    expect(view.visible).toEqual({ 'design/walls': true, 'utilities/plumbing': false });
    expect(view.details['design/walls']?.objectCount).toBe(1);
  });

  it('keeps what the user chose for existing layers and adds new ones as a fresh view would', () => {
    let view = syncLayerView(null, layers);
    view = layerViewReducer(view, { type: 'select', layer: 'utilities/plumbing' });
    view = layerViewReducer(view, { type: 'hide', layer: 'design/walls' });
    view = layerViewReducer(view, { type: 'toggleZoom' });
    const next = syncLayerView(view, { ...layers, 'design/doors': [obj('c')], 'utilities/plumbing': [obj('b'), obj('d', [])] });
    expect(next.visible).toEqual({ 'design/walls': false, 'utilities/plumbing': true, 'design/doors': true });
    expect(next.selected).toEqual(['utilities/plumbing']);
    expect(next.zoomed).toBe('utilities/plumbing');
    // Objects without points are not drawn objects.
    expect(next.details['utilities/plumbing']?.objectCount).toBe(1);
  });

  it('drops a removed layer from the selection and zoom', () => {
    let view = syncLayerView(null, layers);
    view = layerViewReducer(view, { type: 'select', layer: 'utilities/plumbing' });
    view = layerViewReducer(view, { type: 'toggleZoom' });
    const next = syncLayerView(view, { 'design/walls': [obj('a')] });
    expect(next.selected).toEqual([]);
    expect(next.zoomed).toBeNull();
  });

  it('shows client layers when the workspace is at w0 and a layer has nothing drawn (geographic rule)', () => {
    const site: LiveObjects = { 'design/walls': [obj('a')], 'client/boundary': [], 'client/easements': [obj('e', [])] };
    const geographic = syncLayerView(null, site, 'w0.2.0');
    expect(geographic.visible).toEqual({ 'design/walls': true, 'client/boundary': true, 'client/easements': true });
    expect(geographic.details['client/boundary']).toEqual({ version: 'w0.2.0', objectCount: 0, geographic: true });
    expect(syncLayerView(null, site, 'w1.2.0').visible).toEqual({
      'design/walls': true,
      'client/boundary': false,
      'client/easements': false,
    });
    expect(syncLayerView(null, site).visible['client/boundary']).toBe(false);
  });

  it('knows when nothing changed', () => {
    const view = syncLayerView(null, layers);
    expect(sameLayers(view, layers)).toBe(true);
    expect(sameLayers(view, { ...layers, 'design/walls': [obj('a'), obj('e')] })).toBe(false);
    expect(sameLayers(null, layers)).toBe(false);
  });
});
