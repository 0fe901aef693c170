import { describe, expect, it } from 'vitest';
import {
  canToggleZoom,
  groupLayersOf,
  groupNamesOf,
  initialLayerView,
  isGeographic,
  isGroupVisible,
  layerLabelOf,
  layerNamesOf,
  layerSummariesOf,
  layerViewReducer,
  visibleLayersOf,
  type LayerViewAction,
  type LayerViewState,
} from './layer-state.js';

const LAYERS = [
  { name: 'design/walls', objectCount: 8 },
  { name: 'design/rooms', objectCount: 3 },
  { name: 'design/doors', objectCount: 2 },
  { name: 'assemblies/floor', objectCount: 12 },
  { name: 'assemblies/walls', objectCount: 40 },
  { name: 'utilities/plumbing', objectCount: 5 },
  { name: 'custom/markup', objectCount: 1 },
];

const view = () => initialLayerView(LAYERS);
const run = (state: LayerViewState, ...actions: LayerViewAction[]) => actions.reduce(layerViewReducer, state);

describe('initialLayerView', () => {
  it('shows the fixed design/plan layers that are present and hides the rest', () => {
    const s = view();
    expect(visibleLayersOf(s)).toEqual(['design/walls', 'design/rooms', 'design/doors']);
    expect(s.visible['assemblies/floor']).toBe(false);
    expect(s.visible['utilities/plumbing']).toBe(false);
    expect(s.visible['custom/markup']).toBe(false);
  });

  it('does not add fixed-list layers the block does not have', () => {
    expect(Object.keys(view().visible)).toHaveLength(LAYERS.length);
    expect('design/windows' in view().visible).toBe(false);
  });

  it('adds the client layers present when the block is geographic', () => {
    const s = initialLayerView([
      ...LAYERS,
      { name: 'client/boundary', version: 'v0.3.1', objectCount: 0 },
      { name: 'client/notes', objectCount: 2 },
    ]);
    expect(s.visible['client/boundary']).toBe(true);
    expect(s.visible['client/notes']).toBe(true);
    expect(s.visible['assemblies/floor']).toBe(false);
  });

  it('keeps client layers hidden when the block is not geographic', () => {
    const s = initialLayerView([...LAYERS, { name: 'client/boundary', version: 'v1.0.0', objectCount: 0 }]);
    expect(s.visible['client/boundary']).toBe(false);
  });

  it('lets the caller say whether the block is geographic', () => {
    expect(initialLayerView([{ name: 'client/notes', objectCount: 2 }], { geographic: true }).visible['client/notes']).toBe(true);
    expect(
      initialLayerView([{ name: 'client/boundary', version: 'w0.1.0', objectCount: 0 }], { geographic: false }).visible['client/boundary'],
    ).toBe(false);
  });

  it('takes another fixed list when given', () => {
    expect(visibleLayersOf(initialLayerView(LAYERS, { initiallyVisible: ['assemblies/walls'] }))).toEqual(['assemblies/walls']);
  });

  it('records names, details and groups, with groups holding a shown layer open', () => {
    const s = initialLayerView([...LAYERS, { name: 'client/boundary', version: 'v0.3.1', objectCount: 0 }], { geographic: false });
    expect(s.names['design/walls']).toBe('walls');
    expect(s.details['design/walls']).toEqual({ objectCount: 8, geographic: false });
    expect(s.details['client/boundary']).toEqual({ version: 'v0.3.1', objectCount: 0, geographic: true });
    expect(s.groups).toEqual({
      client: { open: false },
      design: { open: true },
      assemblies: { open: false },
      utilities: { open: false },
      custom: { open: false },
    });
    expect(groupNamesOf(s)).toEqual(['client', 'design', 'assemblies', 'utilities', 'custom']);
  });

  it('starts with nothing selected, hovered or zoomed', () => {
    const s = view();
    expect(s.selected).toEqual([]);
    expect(s.hovered).toBeNull();
    expect(s.hoveredWarning).toBeNull();
    expect(s.zoomed).toBeNull();
    expect(s.styles).toEqual({});
  });

  it('lists layers in draw order, unknown ones last', () => {
    expect(layerNamesOf(view())).toEqual([
      'design/walls',
      'design/rooms',
      'design/doors',
      'assemblies/floor',
      'assemblies/walls',
      'utilities/plumbing',
      'custom/markup',
    ]);
  });
});

describe('isGeographic', () => {
  it('counts a layer with a v0 version and no drawn objects as geographic', () => {
    expect(isGeographic({ version: 'v0.2.0', objectCount: 0 })).toBe(true);
  });

  it('counts a layer with a w0 version and no drawn objects as geographic', () => {
    expect(isGeographic({ version: 'w0.0.0', objectCount: 0 })).toBe(true);
  });

  it('does not count a v0/w0 layer that has drawn objects', () => {
    expect(isGeographic({ version: 'v0.2.0', objectCount: 1 })).toBe(false);
  });

  it('does not count other versions or a missing version', () => {
    expect(isGeographic({ version: 'v1.0.0', objectCount: 0 })).toBe(false);
    expect(isGeographic({ version: 'w10.0.0', objectCount: 0 })).toBe(false);
    expect(isGeographic({ objectCount: 0 })).toBe(false);
  });
});

describe('visibility', () => {
  it('hiding a layer hides it', () => {
    expect(run(view(), { type: 'hide', layer: 'design/walls' }).visible['design/walls']).toBe(false);
  });

  it('hiding a layer deselects it and clears its zoom', () => {
    const zoomed = run(view(), { type: 'select', layer: 'design/walls' }, { type: 'toggleZoom' });
    expect(zoomed.zoomed).toBe('design/walls');
    const hidden = run(zoomed, { type: 'hide', layer: 'design/walls' });
    expect(hidden.selected).toEqual([]);
    expect(hidden.zoomed).toBeNull();
    expect(hidden.visible['design/walls']).toBe(false);
  });

  it('hiding a layer leaves the zoom and selection of other layers alone', () => {
    const s = run(
      view(),
      { type: 'select', layer: 'design/walls' },
      { type: 'toggleZoom' },
      { type: 'select', layer: 'design/rooms' },
      { type: 'hide', layer: 'design/rooms' },
    );
    expect(s.selected).toEqual(['design/walls']);
    expect(s.zoomed).toBe('design/walls');
  });

  it('showing a layer shows it without selecting it', () => {
    const s = run(view(), { type: 'show', layer: 'utilities/plumbing' });
    expect(s.visible['utilities/plumbing']).toBe(true);
    expect(s.selected).toEqual([]);
  });

  it('toggleVisible hides a shown layer (by the hide rule) and shows a hidden one', () => {
    const selected = run(view(), { type: 'select', layer: 'design/walls' });
    const hidden = run(selected, { type: 'toggleVisible', layer: 'design/walls' });
    expect(hidden.visible['design/walls']).toBe(false);
    expect(hidden.selected).toEqual([]);
    expect(run(hidden, { type: 'toggleVisible', layer: 'design/walls' }).visible['design/walls']).toBe(true);
  });
});

describe('selection', () => {
  it('selecting a layer makes it visible', () => {
    const s = run(view(), { type: 'select', layer: 'utilities/plumbing' });
    expect(s.selected).toEqual(['utilities/plumbing']);
    expect(s.visible['utilities/plumbing']).toBe(true);
  });

  it('selecting adds to the selection in order, once', () => {
    const s = run(
      view(),
      { type: 'select', layer: 'design/rooms' },
      { type: 'select', layer: 'design/walls' },
      { type: 'select', layer: 'design/rooms' },
    );
    expect(s.selected).toEqual(['design/rooms', 'design/walls']);
  });

  it('deselecting removes the layer from the selection and keeps it visible', () => {
    const s = run(
      view(),
      { type: 'select', layer: 'design/rooms' },
      { type: 'select', layer: 'design/walls' },
      { type: 'deselect', layer: 'design/rooms' },
    );
    expect(s.selected).toEqual(['design/walls']);
    expect(s.visible['design/rooms']).toBe(true);
  });

  it('deselecting does not clear the zoom (only hiding does)', () => {
    const s = run(view(), { type: 'select', layer: 'design/walls' }, { type: 'toggleZoom' }, { type: 'deselect', layer: 'design/walls' });
    expect(s.zoomed).toBe('design/walls');
  });

  it('toggleSelect selects (making visible) and deselects', () => {
    const selected = run(view(), { type: 'toggleSelect', layer: 'assemblies/floor' });
    expect(selected.selected).toEqual(['assemblies/floor']);
    expect(selected.visible['assemblies/floor']).toBe(true);
    expect(run(selected, { type: 'toggleSelect', layer: 'assemblies/floor' }).selected).toEqual([]);
  });
});

describe('zoom', () => {
  it('zoom toggles only when exactly one layer is selected: none selected does nothing', () => {
    const s = view();
    expect(canToggleZoom(s)).toBe(false);
    expect(run(s, { type: 'toggleZoom' })).toBe(s);
  });

  it('zoom toggles only when exactly one layer is selected: two selected does nothing', () => {
    const s = run(view(), { type: 'select', layer: 'design/walls' }, { type: 'select', layer: 'design/rooms' });
    expect(canToggleZoom(s)).toBe(false);
    expect(run(s, { type: 'toggleZoom' })).toBe(s);
  });

  it('zoom toggles on to the one selected layer and off again', () => {
    const s = run(view(), { type: 'select', layer: 'design/rooms' });
    expect(canToggleZoom(s)).toBe(true);
    const on = run(s, { type: 'toggleZoom' });
    expect(on.zoomed).toBe('design/rooms');
    expect(run(on, { type: 'toggleZoom' }).zoomed).toBeNull();
  });

  it('zoom moves to the selected layer when another one is zoomed', () => {
    const s = run(
      view(),
      { type: 'select', layer: 'design/walls' },
      { type: 'toggleZoom' },
      { type: 'deselect', layer: 'design/walls' },
      { type: 'select', layer: 'design/rooms' },
      { type: 'toggleZoom' },
    );
    expect(s.zoomed).toBe('design/rooms');
  });
});

describe('groups', () => {
  it('group visibility toggles to visible if no child is visible', () => {
    const s = run(view(), { type: 'toggleGroupVisible', group: 'assemblies' });
    expect(s.visible['assemblies/floor']).toBe(true);
    expect(s.visible['assemblies/walls']).toBe(true);
    expect(isGroupVisible(s, 'assemblies')).toBe(true);
  });

  it('group visibility hides every child if any child is visible', () => {
    const partly = run(view(), { type: 'show', layer: 'assemblies/floor' });
    const s = run(partly, { type: 'toggleGroupVisible', group: 'assemblies' });
    expect(s.visible['assemblies/floor']).toBe(false);
    expect(s.visible['assemblies/walls']).toBe(false);
    expect(isGroupVisible(s, 'assemblies')).toBe(false);
  });

  it('hiding a group hides its children by the hide rule (deselects, clears zoom)', () => {
    const s = run(
      view(),
      { type: 'select', layer: 'design/doors' },
      { type: 'toggleZoom' },
      { type: 'select', layer: 'assemblies/floor' },
      { type: 'toggleGroupVisible', group: 'design' },
    );
    expect(groupLayersOf(s, 'design').map((l) => s.visible[l])).toEqual([false, false, false]);
    expect(s.selected).toEqual(['assemblies/floor']);
    expect(s.zoomed).toBeNull();
  });

  it('toggling a group leaves other groups alone', () => {
    const before = view();
    const s = run(before, { type: 'toggleGroupVisible', group: 'utilities' });
    expect(s.visible['design/walls']).toBe(true);
    expect(s.visible['assemblies/floor']).toBe(false);
  });

  it('toggleGroupOpen flips the open flag', () => {
    const s = run(view(), { type: 'toggleGroupOpen', group: 'assemblies' });
    expect(s.groups.assemblies).toEqual({ open: true });
    expect(run(s, { type: 'toggleGroupOpen', group: 'assemblies' }).groups.assemblies).toEqual({ open: false });
  });

  it('groups without layers in the view are ignored', () => {
    const s = view();
    expect(run(s, { type: 'toggleGroupVisible', group: 'site' })).toBe(s);
    expect(run(s, { type: 'toggleGroupOpen', group: 'site' })).toBe(s);
  });
});

describe('hover, warnings and styles', () => {
  it('hover sets and clears the hovered layer', () => {
    const s = run(view(), { type: 'hover', layer: 'design/rooms' });
    expect(s.hovered).toBe('design/rooms');
    expect(run(s, { type: 'hover', layer: null }).hovered).toBeNull();
  });

  it('hoverWarning sets and clears the hovered warning', () => {
    const warning = { layerName: 'design/walls', objectIndex: 2, versions: ['v0.1.0', 'v0.2.0'] };
    const s = run(view(), { type: 'hoverWarning', warning });
    expect(s.hoveredWarning).toEqual(warning);
    expect(run(s, { type: 'hoverWarning', warning: null }).hoveredWarning).toBeNull();
  });

  it('setStyle merges into the layer style', () => {
    const s = run(
      view(),
      { type: 'setStyle', layer: 'design/walls', style: { color: '#212121' } },
      { type: 'setStyle', layer: 'design/walls', style: { opacity: 0.5 } },
    );
    expect(s.styles['design/walls']).toEqual({ color: '#212121', opacity: 0.5 });
    expect(s.styles['design/rooms']).toBeUndefined();
  });
});

describe('reducer hygiene', () => {
  it('actions naming a layer outside the view change nothing', () => {
    const s = view();
    for (const type of ['hide', 'show', 'toggleVisible', 'select', 'deselect', 'toggleSelect', 'hover'] as const) {
      expect(layerViewReducer(s, { type, layer: 'site/trees' })).toBe(s);
    }
    expect(layerViewReducer(s, { type: 'setStyle', layer: 'site/trees', style: { color: 'red' } })).toBe(s);
  });

  it('returns the same state when nothing changes', () => {
    const s = view();
    expect(run(s, { type: 'show', layer: 'design/walls' })).toBe(s);
    expect(run(s, { type: 'hide', layer: 'assemblies/floor' })).toBe(s);
    expect(run(s, { type: 'deselect', layer: 'design/walls' })).toBe(s);
    expect(run(s, { type: 'hover', layer: null })).toBe(s);
  });

  it('never mutates the state it is given', () => {
    const s = view();
    const copy = structuredClone(s);
    run(
      s,
      { type: 'select', layer: 'assemblies/floor' },
      { type: 'toggleZoom' },
      { type: 'toggleGroupVisible', group: 'design' },
      { type: 'setStyle', layer: 'design/walls', style: { color: 'red' } },
    );
    expect(s).toEqual(copy);
  });

  it('keeps selected and zoomed layers visible through any sequence of actions', () => {
    let seed = 12345;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const layers = LAYERS.map((l) => l.name);
    const groups = ['design', 'assemblies', 'utilities', 'custom'];
    let s = view();
    for (let i = 0; i < 2000; i++) {
      const layer = layers[next(layers.length)] as string;
      const actions: LayerViewAction[] = [
        { type: 'hide', layer },
        { type: 'show', layer },
        { type: 'toggleVisible', layer },
        { type: 'select', layer },
        { type: 'deselect', layer },
        { type: 'toggleSelect', layer },
        { type: 'toggleZoom' },
        { type: 'toggleGroupVisible', group: groups[next(groups.length)] as string },
      ];
      s = layerViewReducer(s, actions[next(actions.length)] as LayerViewAction);
      for (const l of s.selected) expect(s.visible[l]).toBe(true);
      if (s.zoomed !== null) expect(s.visible[s.zoomed]).toBe(true);
      expect(new Set(s.selected).size).toBe(s.selected.length);
    }
  });
});

describe('layerLabelOf', () => {
  it('is the part after the group', () => {
    expect(layerLabelOf('design/walls')).toBe('walls');
    expect(layerLabelOf('custom/a/b')).toBe('a/b');
    expect(layerLabelOf('notes')).toBe('notes');
  });
});

describe('layerSummariesOf: layers carry the version of their drawing', () => {
  const drawing = {
    'design/walls': [{ points: [0, 0, 96, 0] }, { points: [] }],
    'client/boundary': [] as { points: number[] }[],
    'client/notes': [{ points: [1] }],
  };

  it('counts drawn objects (at least one point) and gives each layer the version', () => {
    expect(layerSummariesOf(drawing, 'w0.2.0')).toEqual([
      { name: 'design/walls', version: 'w0.2.0', objectCount: 1 },
      { name: 'client/boundary', version: 'w0.2.0', objectCount: 0 },
      { name: 'client/notes', version: 'w0.2.0', objectCount: 0 },
    ]);
    expect(layerSummariesOf(drawing)[0]).toEqual({ name: 'design/walls', objectCount: 1 });
  });

  it.each(['v0.3.1', 'w0.0.0'])('a drawing at %s with an empty layer opens with its client layers shown', (version) => {
    const s = initialLayerView(layerSummariesOf(drawing, version));
    expect(s.visible['client/boundary']).toBe(true);
    expect(s.visible['client/notes']).toBe(true);
    expect(s.details['client/boundary']?.geographic).toBe(true);
    expect(s.details['design/walls']?.geographic).toBe(false);
  });

  it.each(['v1.0.0', 'w1.2.0', 'w10.0.0', undefined])('a drawing at %s keeps its client layers hidden', (version) => {
    const s = initialLayerView(layerSummariesOf(drawing, version));
    expect(s.visible['client/boundary']).toBe(false);
    expect(s.visible['design/walls']).toBe(true);
  });
});
