import { describe, expect, it } from 'vitest';
import { LAYER_DRAW_ORDER } from '../blocks/draw-order.js';
import {
  approvalState,
  baseSpecContentProblems,
  baseSpecImpact,
  drawOrderOf,
  needsApprovalMessage,
  parseSpecPart,
  projectBaseLayers,
  restyledFields,
  withBaseSpecApproval,
} from './spec-rules.js';
import type { BaseSpecContent } from './spec.js';

const layer = (color: string, counts: ('count' | 'length' | 'area')[] = ['count'], uom = 'ea') => ({ color, counts, uom });

function specOf(layers: BaseSpecContent['layers'], extra: Partial<BaseSpecContent> = {}): BaseSpecContent {
  return {
    layers,
    themes: { default: { background: '#ffffff', grid: '#e0e0e0', minorGrid: '#f5f5f5', selection: '#2962ff' } },
    goals: [],
    order: drawOrderOf(layers),
    systems: {},
    properties: {},
    ...extra,
  };
}

describe('drawOrderOf', () => {
  it('keeps the fixed draw order, group by group: client, site, sitework, design, assemblies, utilities', () => {
    const shuffled = [...LAYER_DRAW_ORDER].reverse();
    expect(drawOrderOf(shuffled)).toEqual([...LAYER_DRAW_ORDER]);
    const groups = drawOrderOf(shuffled).map((l) => l.split('/')[0]);
    expect([...new Set(groups)]).toEqual(['client', 'site', 'sitework', 'design', 'assemblies', 'utilities']);
  });

  it('pins the exact fixed list of each group', () => {
    const byGroup = (g: string) => drawOrderOf(LAYER_DRAW_ORDER).filter((l) => l.startsWith(`${g}/`));
    expect(byGroup('client')).toEqual(['client/boundary', 'client/easements', 'client/existing', 'client/notes']);
    expect(byGroup('site')).toEqual([
      'site/parcel',
      'site/setback',
      'site/topography',
      'site/trees',
      'site/access',
      'site/utilities-existing',
    ]);
    expect(byGroup('sitework')).toEqual([
      'sitework/grading',
      'sitework/foundation',
      'sitework/trenching',
      'sitework/driveway',
      'sitework/retaining',
    ]);
    expect(byGroup('design')).toEqual([
      'design/modules',
      'design/walls',
      'design/rooms',
      'design/doors',
      'design/windows',
      'design/fixtures',
      'design/casework',
      'design/furniture',
      'design/dimensions',
      'design/annotations',
    ]);
    expect(byGroup('assemblies')).toEqual([
      'assemblies/floor',
      'assemblies/walls',
      'assemblies/ceiling',
      'assemblies/roof',
      'assemblies/deck',
      'assemblies/stair',
    ]);
    expect(byGroup('utilities')).toEqual([
      'utilities/plumbing',
      'utilities/sewer',
      'utilities/electrical',
      'utilities/lighting',
      'utilities/hvac',
      'utilities/gas',
      'utilities/solar',
    ]);
  });

  it('puts a layer outside the fixed list at the end of its group, not at the end of the list', () => {
    expect(drawOrderOf(['utilities/gas', 'design/ramps', 'design/walls', 'client/notes'])).toEqual([
      'client/notes',
      'design/walls',
      'design/ramps',
      'utilities/gas',
    ]);
  });

  it('keeps the given order among unknown layers of a group, the rest alphabetically; unknown groups last', () => {
    const layers = ['design/zz', 'design/aa', 'design/mm', 'design/walls', 'zoning/limits', 'annex/x', 'site/parcel'];
    expect(drawOrderOf(layers, ['design/mm', 'design/zz'])).toEqual([
      'site/parcel',
      'design/walls',
      'design/mm',
      'design/zz',
      'design/aa',
      'annex/x',
      'zoning/limits',
    ]);
  });

  it('takes a record of layers, lists each once, and drops order entries that are not layers', () => {
    expect(drawOrderOf({ 'site/parcel': 1, 'client/boundary': 2 }, ['design/walls', 'site/parcel'])).toEqual([
      'client/boundary',
      'site/parcel',
    ]);
    expect(drawOrderOf(['design/walls', 'design/walls'])).toEqual(['design/walls']);
  });
});

describe('baseSpecContentProblems', () => {
  const layers = { 'design/walls': layer('#1565c0'), 'site/parcel': layer('#2e7d32') };
  it('accepts a consistent spec', () => {
    expect(baseSpecContentProblems(specOf(layers))).toEqual({});
  });
  it('needs the default theme, every layer once in draw order, and goals and systems on layers of the spec', () => {
    expect(baseSpecContentProblems(specOf(layers, { themes: {} }))).toEqual({ themes: "The theme 'default' must exist" });
    expect(baseSpecContentProblems(specOf(layers, { order: ['site/parcel'] })).order).toMatch(/design\/walls missing/);
    expect(baseSpecContentProblems(specOf(layers, { order: ['site/parcel', 'design/walls', 'site/parcel'] }))['order.2']).toMatch(/twice/);
    expect(baseSpecContentProblems(specOf(layers, { order: ['site/parcel', 'design/walls', 'design/doors'] }))['order.2']).toMatch(
      /not a layer/,
    );
    expect(baseSpecContentProblems(specOf(layers, { order: ['design/walls', 'site/parcel'] })).order).toBe(
      'Must be in draw order: site/parcel comes before design/walls',
    );
    const goal = { name: 'g', layer: 'design/doors', geometries: [], properties: {}, objectives: [], rules: [], tools: [] };
    expect(baseSpecContentProblems(specOf(layers, { goals: [goal] }))).toEqual({
      'goals.0.layer': 'design/doors is not a layer of the spec',
    });
    expect(baseSpecContentProblems(specOf(layers, { systems: { hvac: { layers: ['utilities/hvac'], isDefault: false } } }))).toEqual({
      'systems.hvac.layers': 'Not layers of the spec: utilities/hvac',
    });
  });
});

describe('parseSpecPart', () => {
  it('parses a valid part', () => {
    const result = parseSpecPart('layers', JSON.stringify({ 'design/walls': layer('#1565c0', ['count', 'length'], 'ft') }));
    expect(result).toEqual({ ok: true, value: { 'design/walls': layer('#1565c0', ['count', 'length'], 'ft') } });
    expect(parseSpecPart('order', '["site/parcel"]')).toEqual({ ok: true, value: ['site/parcel'] });
  });
  it('names the part for text that is not JSON, not a string, or holds an object internal', () => {
    expect(parseSpecPart('themes', '{"default":')).toEqual({ ok: false, fieldErrors: { themes: 'Not JSON' } });
    expect(parseSpecPart('themes', { default: {} })).toEqual({ ok: false, fieldErrors: { themes: 'Must be a string of JSON' } });
    expect(parseSpecPart('properties', '{"__proto__":{"polluted":true}}')).toEqual({
      ok: false,
      fieldErrors: { properties: 'Must not hold the key __proto__' },
    });
  });
  it('names the part and the path of a shape error', () => {
    const bad = parseSpecPart('layers', JSON.stringify({ 'design/walls': layer('blue') }));
    expect(bad).toEqual({ ok: false, fieldErrors: { 'layers.design/walls.color': 'A colour is #rrggbb' } });
    const notList = parseSpecPart('goals', '{}');
    expect(notList.ok).toBe(false);
    expect(Object.keys((notList as { fieldErrors: object }).fieldErrors)).toEqual(['goals']);
    const badName = parseSpecPart('layers', JSON.stringify({ Walls: layer('#000000') }));
    expect(badName).toEqual({ ok: false, fieldErrors: { 'layers.Walls': 'A layer is named group/name, like design/walls' } });
  });
});

describe('baseSpecImpact', () => {
  const current = specOf({
    'design/walls': layer('#1565c0', ['count', 'length'], 'ft'),
    'design/doors': layer('#42a5f5'),
    'site/trees': layer('#2e7d32'),
    'utilities/plumbing': layer('#00897b', ['count', 'length'], 'ft'),
  });
  const candidate = specOf({
    'design/walls': layer('#d81b60', ['count', 'length'], 'ft'), // colour
    'design/doors': layer('#42a5f5'),
    'design/ramps': layer('#ff6f00'), // new in design
    'utilities/plumbing': layer('#00897b', ['length', 'count'], 'm'), // uom only (counts as a set)
    'utilities/ev': layer('#fdd835'), // new in utilities
  }); // site/trees removed
  const project = (id: string, counts: Record<string, object>, clientName = `Client ${id}`) => ({
    id,
    clientName,
    base: { latest: { baseSpec: 'v0.3.0', counts } },
  });

  it('lists per project the layers added in its groups, removed from and restyled in its drawing', () => {
    const impact = baseSpecImpact(current, candidate, [
      project('P-2', { 'design/walls': { count: 3 }, 'site/trees': { count: 4 } }),
      project('P-1', { 'utilities/plumbing': { count: 1 }, 'design/doors': { count: 2 } }),
    ]);
    expect(impact.map((p) => p.projectId)).toEqual(['P-1', 'P-2']);
    expect(impact[0]).toMatchObject({
      projectId: 'P-1',
      clientName: 'Client P-1',
      baseSpec: 'v0.3.0',
      layers: ['design/doors', 'utilities/plumbing'],
      added: ['design/ramps', 'utilities/ev'],
      removed: [],
    });
    expect(impact[0]!.restyled).toEqual([
      {
        layer: 'utilities/plumbing',
        changed: ['uom'],
        before: current.layers['utilities/plumbing'],
        after: candidate.layers['utilities/plumbing'],
      },
    ]);
    expect(impact[1]).toMatchObject({ added: ['design/ramps'], removed: ['site/trees'] });
    expect(impact[1]!.restyled.map((r) => [r.layer, r.changed])).toEqual([['design/walls', ['color']]]);
  });

  it('leaves out projects without a base, or whose drawing the candidate does not touch', () => {
    const impact = baseSpecImpact(current, candidate, [
      { id: 'P-0', clientName: 'No base' },
      project('P-3', { 'client/boundary': { count: 1 } }),
    ]);
    expect(impact).toEqual([]);
    expect(baseSpecImpact(current, current, [project('P-1', { 'design/walls': { count: 1 } })])).toEqual([]);
  });

  it('reads a project base layers from its counts, in draw order', () => {
    expect(projectBaseLayers(project('P', { 'utilities/plumbing': {}, 'design/walls': {} }))).toEqual([
      'design/walls',
      'utilities/plumbing',
    ]);
    expect(restyledFields(layer('#AABBCC', ['count']), layer('#aabbcc', ['area'], 'ft²'))).toEqual(['counts', 'uom']);
  });
});

describe('approvalState', () => {
  const e = (user: string, status: 'approved' | 'rejected' | 'pending', at?: string) => ({
    user,
    status,
    notes: '',
    ...(at ? { at } : {}),
  });

  it('is incomplete with no approvals and lists every role missing', () => {
    const state = approvalState(undefined);
    expect(state.complete).toBe(false);
    expect(state.missing).toEqual(['design', 'management', 'production']);
    expect(state.roles.design).toEqual({ status: 'none' });
    expect(needsApprovalMessage(state.missing)).toBe('Needs approval by design, management, production');
  });

  it('is complete only when design, management and production all approved', () => {
    const two = approvalState({ design: [e('ada', 'approved')], management: [e('jean', 'approved')] });
    expect(two.complete).toBe(false);
    expect(two.missing).toEqual(['production']);
    expect(needsApprovalMessage(two.missing)).toBe('Needs approval by production');
    const all = approvalState({ design: [e('ada', 'approved')], management: [e('jean', 'approved')], production: [e('eero', 'approved')] });
    expect(all).toMatchObject({ complete: true, missing: [] });
  });

  it('takes the latest entry of each role (by time, then by place) when nobody rejected', () => {
    const state = approvalState({
      design: [e('ada', 'pending', '2026-01-02T00:00:00Z'), e('eero', 'approved', '2026-01-01T00:00:00Z')],
      management: [e('frances', 'approved'), e('grace', 'pending')],
      production: [e('ken', 'pending', '2026-01-01T00:00:00Z'), e('jean', 'approved', '2026-01-03T00:00:00Z')],
    });
    expect(state.roles.design.status).toBe('pending');
    expect(state.roles.design.entry?.user).toBe('ada');
    expect(state.roles.management.status).toBe('pending');
    expect(state.roles.production.status).toBe('approved');
    expect(state.missing).toEqual(['design', 'management']);
  });

  it('keeps a rejection until the person who rejected changes it: a later approval by someone else does not override it', () => {
    const rejected = { production: [e('ken', 'rejected', '2026-01-01T00:00:00Z'), e('jean', 'approved', '2026-01-03T00:00:00Z')] };
    const state = approvalState(rejected);
    expect(state.roles.production).toMatchObject({ status: 'rejected', entry: { user: 'ken' } });
    expect(state.missing).toContain('production');
    const changed = withBaseSpecApproval(rejected, 'production', e('ken', 'pending', '2026-01-04T00:00:00Z'));
    expect(approvalState(changed).roles.production).toMatchObject({ status: 'pending', entry: { user: 'ken' } });
    const withdrawn = withBaseSpecApproval(rejected, 'production', e('ken', 'approved', '2026-01-04T00:00:00Z'));
    expect(approvalState(withdrawn).roles.production).toMatchObject({ status: 'approved', entry: { user: 'ken' } });
  });

  it('replaces the same user’s earlier entry for a role', () => {
    const once = withBaseSpecApproval(undefined, 'design', e('ada', 'rejected'));
    const twice = withBaseSpecApproval(once, 'design', e('ada', 'approved'));
    const other = withBaseSpecApproval(twice, 'design', e('jean', 'pending'));
    expect(twice.design).toEqual([e('ada', 'approved')]);
    expect(other.design?.map((x) => x.user)).toEqual(['ada', 'jean']);
    expect(other.management).toBeUndefined();
  });
});
