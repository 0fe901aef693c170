import { describe, expect, it } from 'vitest';
import { filterTrunkParts, trunkOf, trunkPartSystems, trunkParts, type TrunkPartVersion } from './trunk-parts';

const v = (path: string, version: string, buildSpecs: string[], extra: Partial<TrunkPartVersion> = {}): TrunkPartVersion => {
  const [system, name] = path.split('/') as [string, string];
  return {
    id: `${system}~${name}-${version}`,
    key: `${path}-${version}`,
    path,
    name,
    system,
    version,
    isActive: true,
    status: 'done',
    buildSpecs,
    properties: { owner: 'design' },
    ...extra,
  };
};

const trunk = {
  version: 'v3.2.1',
  systems: {
    structure: { configuredGroupAssemblies: ['wall-panel', 'floor-cassette'] },
    bath: { configuredGroupAssemblies: ['bath-pod'] },
  },
  items: { 'rim-joist': { system: 'structure' }, 'tile-backer': { system: 'interior' }, stud: { system: 'structure' } },
};

describe('trunkOf', () => {
  it('is the newest version by number, not by text', () => {
    expect(trunkOf([{ version: 'v3.2.1' }, { version: 'v3.10.0' }, { version: 'v3.9.9' }])?.version).toBe('v3.10.0');
    expect(trunkOf([])).toBeNull();
  });
});

describe('trunkParts', () => {
  const versions = [
    v('structure/wall-panel', 'v1.0.0', ['v3.1.0']),
    v('structure/wall-panel', 'v2.0.0', ['v3.2.0', 'v3.2.1'], { properties: { owner: 'production' } }),
    v('structure/rim-joist', 'v1.0.0', [], { isActive: true }),
    v('structure/rim-joist', 'v1.1.0', [], { isActive: false, status: 'error' }),
    v('bath/tile-backer', 'v1.0.0', []),
    v('bath/shower-pan', 'v1.0.0', ['v3.2.1'], { status: 'inProgress' }),
    v('deck/rail-post', 'v1.0.0', ['v3.2.0']),
  ];

  it('lists the parts released for the trunk or made into a trunk item of their system, with the version in use and the assemblies', () => {
    const parts = trunkParts(trunk, versions);
    expect(parts.map((p) => p.path)).toEqual(['bath/shower-pan', 'structure/rim-joist', 'structure/wall-panel']);
    const wall = parts.find((p) => p.name === 'wall-panel')!;
    expect(wall).toMatchObject({
      system: 'structure',
      owner: 'production',
      version: 'v2.0.0',
      versionId: 'structure~wall-panel-v2.0.0',
      released: true,
      versionCount: 2,
      items: [],
      assemblies: ['floor-cassette', 'wall-panel'],
    });
    // Not released for the trunk, but an item of its name in its system: the newest active version.
    const rim = parts.find((p) => p.name === 'rim-joist')!;
    expect(rim).toMatchObject({ version: 'v1.0.0', released: false, items: ['rim-joist'], status: 'done' });
    expect(parts.find((p) => p.name === 'shower-pan')).toMatchObject({ assemblies: ['bath-pod'], status: 'inProgress' });
  });

  it('leaves out an item of the same name in another system, and parts of older versions only', () => {
    const parts = trunkParts(trunk, versions);
    expect(parts.some((p) => p.name === 'tile-backer')).toBe(false);
    expect(parts.some((p) => p.name === 'rail-post')).toBe(false);
  });

  it('finds an item naming the part by path', () => {
    const parts = trunkParts({ version: 'v9.0.0', items: { 'deck-rail': { classPart: 'deck/rail-post' } } }, versions);
    expect(parts.map((p) => [p.path, p.items])).toEqual([['deck/rail-post', ['deck-rail']]]);
  });

  it('is empty when nothing is on the trunk', () => {
    expect(trunkParts({ version: 'v0.0.1' }, versions)).toEqual([]);
    expect(trunkParts(trunk, [])).toEqual([]);
  });
});

describe('filterTrunkParts and trunkPartSystems', () => {
  const parts = trunkParts(trunk, [
    v('structure/wall-panel', 'v2.0.0', ['v3.2.1']),
    v('structure/rim-joist', 'v1.0.0', ['v3.2.1'], { properties: { owner: 'production' } }),
    v('bath/shower-pan', 'v1.0.0', ['v3.2.1']),
  ]);

  it('filters by system and by every word of the text, case-insensitively', () => {
    expect(filterTrunkParts(parts, { system: 'structure' }).map((p) => p.name)).toEqual(['rim-joist', 'wall-panel']);
    expect(filterTrunkParts(parts, { text: 'PRODUCTION' }).map((p) => p.name)).toEqual(['rim-joist']);
    expect(filterTrunkParts(parts, { text: 'bath-pod' }).map((p) => p.name)).toEqual(['shower-pan']);
    expect(filterTrunkParts(parts, { system: 'bath', text: 'wall' })).toEqual([]);
    expect(filterTrunkParts(parts, { system: '', text: '  ' })).toHaveLength(3);
  });

  it('counts the parts per system', () => {
    expect(trunkPartSystems(parts)).toEqual([
      { system: 'bath', count: 1 },
      { system: 'structure', count: 2 },
    ]);
  });
});
