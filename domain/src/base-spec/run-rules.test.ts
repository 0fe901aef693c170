import { describe, expect, it } from 'vitest';
import {
  compareRunLayers,
  filterLogLines,
  generateQuerySchema,
  keepsLogLine,
  logChunkDocId,
  measureObjects,
  drawnObjectArea,
  drawnObjectLength,
  rectPoints,
  runOutputDocId,
  stepLabel,
  testVerdict,
} from './run-rules';

describe('geometry measures', () => {
  it('measures a rect as its perimeter and area', () => {
    const rect = { type: 'rect', points: rectPoints(0, 0, 10, 4) };
    expect(drawnObjectLength(rect)).toBe(28);
    expect(drawnObjectArea(rect)).toBe(40);
  });
  it('measures a polyline as its segments, with no area', () => {
    const line = { type: 'polyline', points: [0, 0, 3, 4, 3, 10] };
    expect(drawnObjectLength(line)).toBe(11);
    expect(drawnObjectArea(line)).toBe(0);
  });
  it('measures a polygon with the shoelace formula whatever the winding', () => {
    const tri = { type: 'polygon', points: [0, 0, 0, 6, 8, 0] };
    expect(drawnObjectArea(tri)).toBe(24);
    expect(drawnObjectLength(tri)).toBe(24);
  });
  it('sums a layer, rounded to two decimals, and ignores degenerate objects', () => {
    const m = measureObjects([
      { type: 'rect', points: rectPoints(0, 0, 1.111, 1) },
      { type: 'polyline', points: [0, 0] },
      { type: 'polyline', points: [0, 0, 1, 1] },
    ]);
    expect(m).toEqual({ count: 3, length: 5.64, area: 1.11 });
    expect(measureObjects([])).toEqual({ count: 0, length: 0, area: 0 });
  });
});

describe('log filtering by the plume settings', () => {
  const lines = [0, 1, 2, 3, 2, 3].map((level, n) => ({ n, level }));
  it('keeps lines up to logLevel', () => {
    expect(filterLogLines(lines, { logLevel: 2, devWriteLogs: true }).map((l) => l.n)).toEqual([0, 1, 2, 4]);
    expect(filterLogLines(lines, { logLevel: 3, devWriteLogs: true })).toHaveLength(6);
    expect(filterLogLines(lines, { logLevel: 0, devWriteLogs: true }).map((l) => l.n)).toEqual([0]);
  });
  it('keeps nothing when devWriteLogs is false', () => {
    expect(filterLogLines(lines, { logLevel: 3, devWriteLogs: false })).toEqual([]);
    expect(keepsLogLine(0, { logLevel: 3, devWriteLogs: false })).toBe(false);
  });
});

describe('ids and labels', () => {
  it('names output and log documents', () => {
    expect(runOutputDocId('design/walls')).toBe('design~walls');
    expect(logChunkDocId(12)).toBe('000012');
    expect([logChunkDocId(9), logChunkDocId(10)].sort()).toEqual(['000009', '000010']);
    expect(stepLabel(2, 7, 'placing modules')).toBe('step 3 of 7: placing modules');
  });
});

describe('compareRunLayers', () => {
  it('marks layers added, removed, changed and unchanged, in draw order', () => {
    const before = {
      'design/walls': { count: 4, length: 100, area: 0 },
      'design/modules': { count: 2, length: 0, area: 800 },
      'site/parcel': { count: 1, length: 400, area: 9000 },
    };
    const after = {
      'design/walls': { count: 5, length: 120, area: 0 },
      'design/modules': { count: 2, length: 0, area: 800 },
      'utilities/sewer': { count: 1, length: 40, area: 0 },
    };
    const result = compareRunLayers(before, after, ['site/parcel', 'design/modules', 'design/walls', 'utilities/sewer']);
    expect(result.map((r) => [r.layer, r.change])).toEqual([
      ['site/parcel', 'removed'],
      ['design/modules', 'unchanged'],
      ['design/walls', 'changed'],
      ['utilities/sewer', 'added'],
    ]);
    expect(result[0]).toMatchObject({ before: { count: 1 }, after: null });
    expect(result[3]).toMatchObject({ before: null, after: { length: 40 } });
  });
  it('puts layers outside the order last, by name', () => {
    const m = { count: 1, length: 0, area: 0 };
    expect(compareRunLayers({ 'z/b': m, 'a/a': m }, { 'design/walls': m }, ['design/walls']).map((r) => r.layer)).toEqual([
      'design/walls',
      'a/a',
      'z/b',
    ]);
  });
});

describe('testVerdict', () => {
  const layers = { 'utilities/plumbing': { count: 3, length: 64, area: 0 } };
  it('passes when every expectation holds', () => {
    expect(testVerdict([{ layer: 'utilities/plumbing', measure: 'count', min: 1, max: 3 }], layers)).toEqual({
      passed: true,
      failures: [],
    });
  });
  it('fails naming the layer, the measure and the bound', () => {
    const verdict = testVerdict(
      [
        { layer: 'utilities/plumbing', measure: 'length', max: 60 },
        { layer: 'design/walls', measure: 'count', min: 1 },
      ],
      layers,
    );
    expect(verdict.passed).toBe(false);
    expect(verdict.failures).toEqual(['utilities/plumbing length 64 is above the maximum 60', 'design/walls: nothing drawn']);
  });
});

describe('route inputs', () => {
  it('GET /generate needs exactly one of runId and projectId', () => {
    expect(generateQuerySchema.safeParse({ runId: 'abc' }).success).toBe(true);
    expect(generateQuerySchema.safeParse({ projectId: 'P-1001', generator: 'site-plan' }).success).toBe(true);
    expect(generateQuerySchema.safeParse({}).success).toBe(false);
    expect(generateQuerySchema.safeParse({ runId: 'a', projectId: 'P-1001' }).success).toBe(false);
    expect(generateQuerySchema.safeParse({ runId: 'a', generator: 'site-plan' }).success).toBe(false);
    expect(generateQuerySchema.safeParse({ runId: 'a/b' }).success).toBe(false);
  });
});
