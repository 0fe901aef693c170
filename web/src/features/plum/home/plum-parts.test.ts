import { describe, expect, it } from 'vitest';
import { plumParts, statusOf } from './plum-parts';
import type { LiveCount, PlumHome } from './use-plum-home';

const read = <T>(docs: T[], status: LiveCount<T>['status'] = 'success', limit = 1000): LiveCount<T> => ({
  status,
  docs,
  count: docs.length,
  limit,
  connection: 'live',
});

const home = (change: Partial<PlumHome> = {}): PlumHome =>
  ({
    baseSpecs: read([
      { version: 'v0.9.0', created: '2026-01-01T00:00:00Z' },
      { version: 'v0.10.0', created: '2026-02-01T00:00:00Z' },
    ]),
    baseSpecWorkspaces: read([{ name: 'draft', workspaceType: 'baseSpec', deleted: false }]),
    baseSpecCandidates: read([]),
    baseViews: read([{ id: 'a', name: 'A' }]),
    buildSpecs: read([]),
    classBlocks: read([
      { key: 'a', categoryName: 'Bath' },
      { key: 'b', categoryName: 'Bath' },
      { key: 'c', categoryName: 'Kitchen' },
    ]),
    classParts: read([
      { path: 'p/1', system: 'structure' },
      { path: 'p/1', system: 'structure' },
      { path: 'p/2', system: 'roof' },
    ]),
    generators: read([{ id: 'g', name: 'G' }]),
    runsInProgress: read([{ run: { status: 'inProgress' } }], 'loading', 100),
    tests: read([], 'error'),
    structure: read([{ projectId: 'p' }]),
    costs: read([{ version: 'v1.2.0' }]),
    ...(change as object),
  }) as PlumHome;

const figures = (h: PlumHome) =>
  Object.fromEntries(plumParts(h).flatMap((p) => p.figures.map((f) => [f.id, { status: f.status, value: f.value, hint: f.hint }])));

describe('/plum parts', () => {
  it('lists the eight parts in page order, each with its figures', () => {
    const parts = plumParts(home());
    expect(parts.map((p) => p.id)).toEqual([
      'baseSpec',
      'buildSpec',
      'classBlocks',
      'classParts',
      'generators',
      'tests',
      'structure',
      'costs',
    ]);
    expect(parts.map((p) => p.figures.length)).toEqual([5, 2, 2, 2, 2, 1, 1, 2]);
    expect(parts.find((p) => p.id === 'buildSpec')!.links).toEqual([{ to: '/plum/trunk-parts', label: 'Parts on the trunk' }]);
  });

  it('works the figures out from the live reads: newest versions by number, counts, categories, parts and systems', () => {
    const f = figures(home());
    expect(f['baseSpec-version']).toEqual({ status: 'success', value: 'v0.10.0', hint: undefined });
    expect(f['baseSpec-versions']!.value).toBe('2');
    expect(f['baseSpec-candidates']!.value).toBe('0');
    expect(f['buildSpec-trunk']!.value).toBe('none');
    expect(f['classBlocks-categories']!.value).toBe(2);
    expect(f['classParts-count']!.value).toBe(2);
    expect(f['classParts-versions']).toEqual({ status: 'success', value: '3', hint: 'in 2 systems' });
    expect(f['generators-running']!.status).toBe('loading');
    expect(f['costs-newest']!.value).toBe('v1.2.0');
    expect(
      figures(home({ baseViews: read(Array.from({ length: 1000 }, (_, i) => ({ id: `${i}`, name: 'v' }))) }))['baseSpec-views']!.value,
    ).toBe('1000+');
  });

  it('says a part is empty only when its main read holds nothing, and takes its status from all its reads', () => {
    const parts = Object.fromEntries(plumParts(home()).map((p) => [p.id, p]));
    expect(parts.buildSpec!.empty).toBe('No build specification has been released yet.');
    expect(parts.baseSpec!.empty).toBeNull();
    expect(parts.generators!.status).toBe('loading');
    expect(parts.tests!.status).toBe('error');
    expect(statusOf({ status: 'success' }, { status: 'loading' }, { status: 'error' })).toBe('error');
    expect(statusOf({ status: 'success' })).toBe('success');
  });
});
