import { describe, expect, it } from 'vitest';
import { classPartUsage } from './usage';

const part = {
  path: 'structure/wall-panel',
  name: 'wall-panel',
  system: 'structure',
  versions: [
    { id: 'structure~wall-panel-v1.0.0', key: 'structure/wall-panel-v1.0.0', version: 'v1.0.0', buildSpecs: ['v1.0.0'] },
    { id: 'structure~wall-panel-v1.1.0', key: 'structure/wall-panel-v1.1.0', version: 'v1.1.0', buildSpecs: ['v2.0.0'] },
  ],
};

describe('classPartUsage', () => {
  it('finds build specs, class blocks and project pipe parts that reference the part', () => {
    const usage = classPartUsage(part, {
      buildSpecs: [
        { version: 'v1.0.0', systems: { structure: { configuredGroupAssemblies: ['wall-framing'] } }, items: {} },
        { version: 'v2.0.0', systems: { structure: { configuredGroupAssemblies: ['wall-framing', 'floor-framing'] } } },
        { version: 'v3.0.0', items: { 'wall-panel': { system: 'structure' }, stud: { system: 'structure' } } },
        { version: 'v4.0.0', items: { 'wall-panel': { system: 'bath' } } },
      ],
      classBlocks: [
        { key: 'kitchen/galley', assemblies: [{ name: 'floor-framing' }, { name: 'cabinets' }] },
        { key: 'bath/small', assemblies: [{ name: 'bath-pod' }] },
      ],
      pipes: [
        { projectId: 'p2', assembly: 'wall-framing', parts: [{ name: 'wall-panel', qty: 4, classPart: 'structure~wall-panel-v1.1.0' }] },
        {
          projectId: 'p1',
          assembly: 'wall-framing',
          parts: [
            { name: 'stud', qty: 40 },
            { name: 'wp', classPart: 'structure/wall-panel' },
          ],
        },
        { projectId: 'p3', assembly: 'roof', parts: [{ name: 'x', classPart: 'structure~roof-cassette-v1.0.0' }] },
      ],
    });
    expect(usage.buildSpecs).toEqual([
      { version: 'v1.0.0', classPartVersion: 'v1.0.0', items: [], assemblies: ['wall-framing'] },
      { version: 'v2.0.0', classPartVersion: 'v1.1.0', items: [], assemblies: ['floor-framing', 'wall-framing'] },
      { version: 'v3.0.0', classPartVersion: null, items: ['wall-panel'], assemblies: [] },
    ]);
    expect(usage.classBlocks).toEqual([{ key: 'kitchen/galley', assemblies: ['floor-framing'] }]);
    expect(usage.projects.map((p) => p.projectId)).toEqual(['p1', 'p2']);
    expect(usage.projects[0]!.parts).toEqual([{ name: 'wp', qty: 1, classPart: 'structure/wall-panel' }]);
  });

  it('is empty for a part nothing uses', () => {
    expect(classPartUsage({ ...part, versions: [] }, { buildSpecs: [], classBlocks: [], pipes: [] })).toEqual({
      buildSpecs: [],
      classBlocks: [],
      projects: [],
    });
  });
});
