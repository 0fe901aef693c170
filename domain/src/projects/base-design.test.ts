import { describe, expect, it } from 'vitest';
import {
  baseCounts,
  deriveBaseLatest,
  hasWork,
  planAssemblies,
  projectBaseContentSchema,
  reconcilePipe,
  type PipeReconcile,
} from './base-design.js';
import type { PipeAssembly } from './pipe.js';

const rect = (x: number, y: number, w: number, h: number) => [x, y, x + w, y, x + w, y + h, x, y + h];

/** Two modules 14 ft × 40 ft and 14 ft × 30 ft; three walls (10 + 20 ft lines, one 12 ft thin rect); two doors. */
const content = projectBaseContentSchema.parse({
  projectId: 'P-9',
  defaults: { baseSpec: 'v0.3.0' },
  layers: {
    'design/modules': {
      objects: [
        { name: 'B', type: 'rect', points: rect(0, 480, 168, 360), module: 2, assemblies: ['deck-kit', 'no-such-assembly'] },
        { name: 'A', type: 'rect', points: rect(0, 0, 168, 480), module: 1, combination: 'studio', assemblies: ['bath-pod'] },
      ],
    },
    'design/walls': {
      objects: [
        { type: 'line', points: [0, 0, 120, 0] },
        { type: 'polyline', points: [0, 0, 0, 120, 120, 120] },
        { type: 'rect', points: rect(0, 0, 144, 6) },
      ],
    },
    'design/doors': {
      objects: [
        { type: 'rect', points: rect(0, 0, 36, 6) },
        { type: 'rect', points: rect(50, 0, 36, 6) },
      ],
    },
    'design/empty': { objects: [] },
  },
});

const spec = {
  assemblies: { 'floor-cassette': {}, 'bath-pod': {}, 'deck-kit': {}, chassis: {} },
  combinations: { studio: { configuredGroupAssemblies: ['floor-cassette', 'chassis'] } },
};

describe('deriveBaseLatest', () => {
  it('counts modules, floor area and every drawn layer from the drawing, as the base spec measures them', () => {
    const latest = deriveBaseLatest(
      content,
      { version: 'v1.0.2', committed: '2026-01-01T00:00:00.000Z', committedBy: 'ada', message: 'm', buildSpec: 'v3.0.0' },
      {
        'design/walls': { counts: ['count', 'length'] },
        'design/doors': { counts: ['count'] },
        'design/modules': { counts: ['count', 'area'] },
      },
    );
    expect(latest).toEqual({
      version: 'v1.0.2',
      baseSpec: 'v0.3.0',
      buildSpec: 'v3.0.0',
      modules: 2,
      floorArea: 14 * 40 + 14 * 30,
      committed: '2026-01-01T00:00:00.000Z',
      committedBy: 'ada',
      message: 'm',
      counts: {
        'design/doors': { count: 2 },
        'design/modules': { count: 2, area: 980 },
        'design/walls': { count: 3, length: 10 + 20 + 12 },
      },
    });
  });

  it('measures a layer the spec does not name by its shapes: area when closed, length when open', () => {
    const counts = baseCounts(content);
    expect(counts['design/doors']).toEqual({ count: 2, area: 3 });
    expect(counts['design/walls']).toEqual({ count: 3 });
    expect(counts['design/empty']).toBeUndefined();
    expect(
      baseCounts(projectBaseContentSchema.parse({ layers: { 'u/p': { objects: [{ type: 'line', points: [0, 0, 0, 24] }] } } })),
    ).toEqual({
      'u/p': { count: 1, length: 2 },
    });
  });

  it('a base without a drawing has no modules and no counts', () => {
    expect(deriveBaseLatest(projectBaseContentSchema.parse({ site: { lotWidth: 1 } }), { version: 'v1.0.0' })).toEqual({
      version: 'v1.0.0',
      modules: 0,
      floorArea: 0,
      counts: {},
    });
  });
});

describe('planAssemblies', () => {
  it('gives one assembly per module × (combination + named) assembly the build spec defines, in board order', () => {
    const plan = planAssemblies(content, spec);
    expect(plan.planned).toEqual([
      { assembly: 'm1-bath-pod', module: 1, assemblyName: 'bath-pod', order: 0 },
      { assembly: 'm1-chassis', module: 1, assemblyName: 'chassis', order: 1 },
      { assembly: 'm1-floor-cassette', module: 1, assemblyName: 'floor-cassette', order: 2 },
      { assembly: 'm2-deck-kit', module: 2, assemblyName: 'deck-kit', order: 3 },
    ]);
    expect(plan.undefined).toEqual([{ module: 2, assemblyName: 'no-such-assembly' }]);
  });

  it('an unknown combination adds nothing', () => {
    const c = projectBaseContentSchema.parse({
      layers: { 'design/modules': { objects: [{ type: 'rect', points: rect(0, 0, 1, 1), combination: 'x' }] } },
    });
    expect(planAssemblies(c, spec).planned).toEqual([]);
  });
});

const NOW = '2026-02-01T00:00:00.000Z';
const LATER = '2026-02-02T00:00:00.000Z';

function apply(existing: PipeAssembly[], r: PipeReconcile, version: string): PipeAssembly[] {
  const out = existing.map((a) =>
    r.remove.includes(a.assembly)
      ? { ...a, removed: { at: LATER, version } }
      : r.restore.includes(a.assembly)
        ? (({ removed: _r, ...rest }) => rest)(a)
        : a,
  );
  return [...out, ...r.create];
}

describe('reconcilePipe', () => {
  const first = planAssemblies(content, spec).planned;

  it('creates every planned assembly on a project without a pipeline, all stages new', () => {
    const r = reconcilePipe('P-9', first, [], NOW);
    expect(r.create.map((a) => [a.assembly, a.order])).toEqual(first.map((p) => [p.assembly, p.order]));
    expect(r.create.every((a) => !hasWork(a) && a.projectId === 'P-9' && a.assign.status === 'new')).toBe(true);
    expect(r.remove).toEqual([]);
    expect(r.assemblyCount).toBe(4);
  });

  it('a changed base adds the new, marks the dropped removed, restores the returning; twice changes nothing', () => {
    const existing = apply([], reconcilePipe('P-9', first, [], NOW), 'v1.0.0');
    const second = first
      .filter((p) => p.assembly !== 'm1-chassis')
      .concat({ assembly: 'm2-chassis', module: 2, assemblyName: 'chassis', order: 4 });
    const r = reconcilePipe('P-9', second, existing, LATER);
    expect(r.create.map((a) => [a.assembly, a.order])).toEqual([['m2-chassis', 4]]);
    expect(r.remove).toEqual(['m1-chassis']);
    expect(r.restore).toEqual([]);
    expect(r.assemblyCount).toBe(4);
    const after = apply(existing, r, 'v1.0.1');
    expect(reconcilePipe('P-9', second, after, LATER)).toMatchObject({ create: [], remove: [], restore: [] });

    const back = reconcilePipe('P-9', first, after, LATER);
    expect(back).toMatchObject({ create: [], remove: ['m2-chassis'], restore: ['m1-chassis'] });
  });

  it('the same plan again changes nothing', () => {
    const existing = apply([], reconcilePipe('P-9', first, [], NOW), 'v1.0.0');
    expect(reconcilePipe('P-9', first, existing, LATER)).toMatchObject({ create: [], remove: [], restore: [] });
  });
});

describe('hasWork', () => {
  const fresh = reconcilePipe('P-9', planAssemblies(content, spec).planned, [], NOW).create[0]!;
  it('is false for a new assembly and true once a stage ran, an approval, a manual request or a note exists', () => {
    expect(hasWork(fresh)).toBe(false);
    expect(hasWork({ ...fresh, assign: { ...fresh.assign, status: 'error' } })).toBe(true);
    expect(hasWork({ ...fresh, approvals: { ...fresh.approvals, design: [{ user: 'a', status: 'pending', notes: '' }] } })).toBe(true);
    expect(hasWork({ ...fresh, manualMaterialRequests: [{ url: 'u', user: 'a', created: NOW }] })).toBe(true);
    expect(hasWork({ ...fresh, notes: 'x' })).toBe(true);
  });
});
