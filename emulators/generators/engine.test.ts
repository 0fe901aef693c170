import { describe, expect, it } from 'vitest';
import type { Generator } from '@workhub/domain';
import type { GeneratorInput as GeneratorEngineInput } from '@workhub/domain';
import { planRun } from './engine';

const generator: Generator = {
  id: 'module-layout',
  name: 'Module layout',
  description: '',
  layers: ['design/modules', 'design/walls', 'utilities/sewer'],
  steps: ['reading', 'placing modules', 'drawing walls', 'connecting the sewer', 'checking'],
  stepMs: 5,
};
const layer = { color: '#123456', counts: ['count' as const], uom: 'ea' };
const input = (over: Partial<GeneratorEngineInput> = {}): GeneratorEngineInput => ({
  generator,
  spec: { version: 'v0.3.0', layers: { 'design/modules': layer, 'design/walls': layer, 'utilities/sewer': layer }, order: [] },
  project: {
    id: 'P-1',
    latest: { modules: 2, floorArea: 1176, counts: { 'design/walls': { count: 12, length: 180 } } },
    base: { site: { lotWidth: 60 * 12, lotDepth: 120 * 12, lotType: 'corner' }, defaults: { moduleWidth: 168 } },
  },
  ...over,
});

describe('the generator service stand-in: its engine', () => {
  it('refuses a project past the bounds at once instead of drawing a billion modules', () => {
    const huge = input({ project: { ...input().project, latest: { modules: 1e9, floorArea: 1176, counts: {} } } });
    expect(() => planRun(huge)).toThrow(
      "P-1's data is outside what a generator run takes (base.latest.modules: modules must be at most 200)",
    );
    const wide = input({ project: { ...input().project, base: { defaults: { moduleWidth: 0.001 } } } });
    expect(() => planRun(wide)).toThrow('base.defaults.moduleWidth: moduleWidth (inches) must be at least 72');
  });

  it('draws the same objects for the same inputs', () => {
    expect(planRun(input())).toEqual(planRun(input()));
  });

  it('draws what the base counts say: modules of the floor area, walls of the counted number and length', () => {
    const layers = Object.fromEntries(planRun(input()).flatMap((s) => s.layers.map((l) => [l.layer, l])));
    expect(layers['design/modules']).toMatchObject({ count: 2, area: 1176 });
    expect(layers['design/walls']).toMatchObject({ count: 12, length: 180 });
  });

  it('logs each step at info and its details at debug, one step per generator step', () => {
    const steps = planRun(input());
    expect(steps.map((s) => s.log[0])).toEqual(generator.steps.map((name, i) => ({ level: 2, message: `step ${i + 1} of 5: ${name}` })));
    expect(steps.flatMap((s) => s.log).some((l) => l.level === 3)).toBe(true);
  });

  it('skips, with a warning, a layer the base spec does not have; the other layers stay the same', () => {
    const older = input({ spec: { version: 'v0.1.0', layers: { 'design/modules': layer, 'design/walls': layer }, order: [] } });
    const steps = planRun(older);
    expect(steps.flatMap((s) => s.layers).map((l) => l.layer)).toEqual(['design/modules', 'design/walls']);
    expect(steps.flatMap((s) => s.log)).toContainEqual({
      level: 1,
      message: 'utilities/sewer is not a layer of base spec v0.1.0: skipped',
    });
    const newer = planRun(input()).flatMap((s) => s.layers);
    expect(steps.flatMap((s) => s.layers)).toEqual(newer.filter((l) => l.layer !== 'utilities/sewer'));
  });

  it('warns when the lot is estimated from the floor area', () => {
    const { base: _base, ...bare } = input().project;
    const log = planRun(input({ project: bare })).flatMap((s) => s.log);
    expect(log.some((l) => l.level === 1 && l.message.includes('lot is estimated'))).toBe(true);
    expect(
      planRun(input())
        .flatMap((s) => s.log)
        .some((l) => l.level === 1),
    ).toBe(false);
  });

  it('logs an error when the modules reach past the setbacks', () => {
    const project = input().project;
    const tight = {
      ...project,
      latest: { ...project.latest, modules: 4, floorArea: 4000 },
      base: { site: { lotWidth: 40 * 12, lotDepth: 90 * 12 } },
    };
    const log = planRun(input({ project: tight })).flatMap((s) => s.log);
    expect(log.filter((l) => l.level === 0).map((l) => l.message)).toEqual([expect.stringMatching(/module\(s\) reach past the setbacks/)]);
    expect(
      planRun(input())
        .flatMap((s) => s.log)
        .some((l) => l.level === 0),
    ).toBe(false);
  });
});
