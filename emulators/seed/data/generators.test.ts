import { describe, expect, it } from 'vitest';
import { baseTestSchema, generatorRunSchema, generatorSchema, logChunkSchema, runOutputSchema } from '@workhub/domain';
import { buildSeed } from '../build.js';

const seed = buildSeed();
const newestSpec = seed.baseSpecs.at(-1)!.data as { layers: Record<string, unknown> };

describe('seeded generators, tests and runs', () => {
  it('are valid documents of their schemas', () => {
    expect(seed.baseGenerators.length).toBeGreaterThanOrEqual(5);
    for (const d of seed.baseGenerators) expect(generatorSchema.parse(d.data).id).toBe(d.id);
    for (const d of seed.baseTests) expect(baseTestSchema.parse(d.data).key).toBe(d.id);
    for (const d of seed.generatorRuns) expect(generatorRunSchema.parse(d.data).id).toBe(d.id);
    const nested = seed.nested.filter((d) => d.id.startsWith('generatorRuns/'));
    for (const d of nested) (d.id.includes('/log/') ? logChunkSchema : runOutputSchema).parse(d.data);
  });

  it('draw on layers of the newest base spec, over a step more than their layers', () => {
    for (const { data } of seed.baseGenerators) {
      const g = generatorSchema.parse(data);
      expect(
        g.layers.filter((l) => !(l in newestSpec.layers)),
        g.id,
      ).toEqual([]);
      expect(g.steps.length, g.id).toBeGreaterThan(g.layers.length);
    }
  });

  it('test projects that have a latest base, with generators that exist', () => {
    const withBase = new Set(seed.projects.filter((p) => (p.data.base as { latest?: unknown } | undefined)?.latest).map((p) => p.id));
    const generators = new Set(seed.baseGenerators.map((g) => g.id));
    for (const { data } of seed.baseTests) {
      const t = baseTestSchema.parse(data);
      expect(withBase.has(t.projectId), t.key).toBe(true);
      expect(generators.has(t.generator), t.key).toBe(true);
    }
  });

  it('have runs whose summaries match their outputs and logs, a failed verdict, and previous runs to compare with', () => {
    for (const { id, data } of seed.generatorRuns) {
      const run = generatorRunSchema.parse(data);
      const outputs = seed.nested.filter((d) => d.id.startsWith(`generatorRuns/${id}/outputs/`)).map((d) => runOutputSchema.parse(d.data));
      const chunks = seed.nested.filter((d) => d.id.startsWith(`generatorRuns/${id}/log/`)).map((d) => logChunkSchema.parse(d.data));
      expect(Object.keys(run.summary!.layers).sort()).toEqual(outputs.map((o) => o.layer).sort());
      expect(run.summary!.logLines).toBe(chunks.reduce((a, c) => a + c.lines.length, 0));
      expect(chunks.flatMap((c) => c.lines).every((l) => l.level <= run.settings.logLevel)).toBe(true);
      if (run.previousRunId) expect(seed.generatorRuns.some((r) => r.id === run.previousRunId)).toBe(true);
    }
    const verdicts = seed.generatorRuns.map((r) => generatorRunSchema.parse(r.data).test).filter(Boolean);
    expect(verdicts).toContainEqual({ passed: false, failures: ['utilities/plumbing length 64 is above the maximum 60'] });
  });
});
