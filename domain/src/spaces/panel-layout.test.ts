import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  decodePanes,
  encodePanes,
  escapePanePart,
  PANEL_FRAMES,
  readPanelLayout,
  unescapePanePart,
  withPaneProperty,
  writePanelLayout,
  type PanelFrame,
  type PanesOf,
} from './panel-layout.js';

/** Any string, including the separators, the escape character, '&', '=', '%', spaces and non-ASCII. */
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: fc.constantFrom('_', '.', '-', '~', 'u', 'd', 'h', '&', '=', '%', '+', ' ', '#', '?', 'é'), maxLength: 12 }),
);

function panesArbitrary<F extends PanelFrame>(frame: F): fc.Arbitrary<PanesOf<F>> {
  const panes = PANEL_FRAMES[frame] as readonly string[];
  return fc.record(Object.fromEntries(panes.map((p) => [p, fc.dictionary(anyText, anyText, { maxKeys: 4 })])), {
    requiredKeys: [],
  }) as unknown as fc.Arbitrary<PanesOf<F>>;
}

/** The same panes without the ones that hold no property (they are not written). */
function normalised<F extends PanelFrame>(panes: PanesOf<F>): PanesOf<F> {
  return Object.fromEntries(Object.entries(panes).filter(([, props]) => props && Object.keys(props as object).length > 0)) as PanesOf<F>;
}

describe('panel layout in the address', () => {
  it('writes each pane property as pane.key-value joined with underscores', () => {
    expect(encodePanes('navigation', { centre: { space: 'kitchen' }, floating: { open: 'true' } })).toBe(
      'centre.space-kitchen_floating.open-true',
    );
    expect(decodePanes('navigation', 'centre.space-kitchen_floating.open-true')).toEqual({
      centre: { space: 'kitchen' },
      floating: { open: 'true' },
    });
  });

  it('escapes _ . - and ~ inside keys and values with ~', () => {
    expect(escapePanePart('a_b.c-d~e')).toBe('a~ub~dc~hd~~e');
    expect(unescapePanePart('a~ub~dc~hd~~e')).toBe('a_b.c-d~e');
    expect(encodePanes('navigation', { centre: { space: 'ws-1_a.b' } })).toBe('centre.space-ws~h1~ua~db');
    expect(unescapePanePart('bad~x')).toBeNull();
    expect(unescapePanePart('trailing~')).toBeNull();
  });

  it('keeps the plume frame panes in order: centre, right, bottom, floating', () => {
    expect(encodePanes('plume', { floating: { a: '1' }, bottom: { b: '2' }, right: { c: '3' }, centre: { d: '4' } })).toBe(
      'centre.d-4_right.c-3_bottom.b-2_floating.a-1',
    );
  });

  it('ignores unknown panes, malformed parts and bad escapes, never throws', () => {
    expect(decodePanes('navigation', 'right.x-1_centre.space-a_nodot_centre.nodash_floating.k~z-v_floating.open-true__')).toEqual({
      centre: { space: 'a' },
      floating: { open: 'true' },
    });
    expect(decodePanes('navigation', '')).toEqual({});
    expect(decodePanes('navigation', null)).toEqual({});
    expect(decodePanes('plume', 'right.x-1')).toEqual({ right: { x: '1' } });
  });

  it('drops unknown keys when the reader names the keys it knows', () => {
    expect(decodePanes('navigation', 'centre.space-a_centre.colour-red', { centre: ['space'] })).toEqual({ centre: { space: 'a' } });
  });

  it('reads a key such as __proto__ as an ordinary property', () => {
    const panes = decodePanes('navigation', 'centre.~u~uproto~u~u-x');
    expect(Object.keys(panes.centre ?? {})).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('round-trips any keys and values in both frames (property)', () => {
    for (const frame of ['navigation', 'plume'] as const) {
      fc.assert(
        fc.property(panesArbitrary(frame), (panes) => {
          expect(decodePanes(frame, encodePanes(frame, panes))).toEqual(normalised(panes));
        }),
      );
    }
  });

  it('round-trips through a real query string with other parameters kept (property)', () => {
    fc.assert(
      fc.property(panesArbitrary('plume'), anyText, anyText, (panes, filter, other) => {
        const written = writePanelLayout({ frame: 'plume', panes, filter }, new URLSearchParams({ other }));
        const text = `?${written.toString()}`;
        const read = readPanelLayout('plume', text);
        expect(read.panes).toEqual(normalised(panes));
        expect(read.filter).toBe(filter === '' ? 'all' : filter);
        expect(new URLSearchParams(text).get('other')).toBe(other);
      }),
    );
  });

  it('filter defaults to all and is left out of the address while it is all', () => {
    expect(readPanelLayout('navigation', '').filter).toBe('all');
    expect(readPanelLayout('navigation', '?filter=').filter).toBe('all');
    expect(readPanelLayout('navigation', '?filter=warnings').filter).toBe('warnings');
    expect(writePanelLayout({ frame: 'navigation', panes: {}, filter: 'all' }, '?filter=warnings&q=1').toString()).toBe('q=1');
  });

  it('keeps the other frame and other parameters when one frame is written', () => {
    const params = writePanelLayout(
      { frame: 'navigation', panes: { centre: { layer: 'walls' } }, filter: 'all' },
      '?plume=centre.a-b&tab=x',
    );
    expect(params.get('plume')).toBe('centre.a-b');
    expect(params.get('tab')).toBe('x');
    expect(params.get('navigation')).toBe('centre.layer-walls');
  });

  it('sets and removes one pane property without touching the others', () => {
    const panes = withPaneProperty('navigation', { centre: { space: 'a' } }, 'floating', 'open', 'true');
    expect(panes).toEqual({ centre: { space: 'a' }, floating: { open: 'true' } });
    expect(withPaneProperty('navigation', panes, 'floating', 'open', null)).toEqual({ centre: { space: 'a' } });
    expect(withPaneProperty('navigation', panes, 'right' as never, 'x', '1')).toBe(panes);
  });
});
