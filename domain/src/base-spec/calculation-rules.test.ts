import { describe, expect, it } from 'vitest';
import {
  applyPriceUpdate,
  changespaceInputSchema,
  costChanges,
  defaultCostsVersion,
  defaultStructureInputs,
  nextStructureVersion,
  previousCostsVersion,
  priceLines,
  structureInputsSchema,
  structurePackageOf,
  structureResult,
  structureSummary,
  systemAreas,
  updatePricesInputSchema,
  variationList,
} from './calculation-rules.js';
import type { StructureInputParams } from './structure.js';

const costs = {
  systems: {
    bath: { materialPerSqFt: 10, laborPerSqFt: 5, markupPercent: 10 }, // 16.5
    structure: { materialPerSqFt: 20, laborPerSqFt: 10, markupPercent: 0 }, // 30
  },
};

describe('systemAreas', () => {
  it('uses the largest area of a layer the system draws on, else the floor area', () => {
    const base = {
      floorArea: 1000,
      counts: { 'design/deck': { area: 240 }, 'design/walls': { length: 300 }, 'assemblies/floor': { area: 990 } },
    };
    const spec = {
      deck: { layers: ['design/deck', 'design/walls'] },
      structure: { layers: ['design/walls', 'assemblies/floor', 'design/deck'] },
    };
    expect(systemAreas(base, ['deck', 'structure', 'bath'], spec)).toEqual({ deck: 240, structure: 990, bath: 1000 });
  });
  it('never gives a negative area', () => {
    expect(systemAreas({ floorArea: -5 }, ['bath'])).toEqual({ bath: 0 });
  });
});

describe('priceLines', () => {
  it('prices every system of the costs version on its area, in cents', () => {
    const { lines, total } = priceLines(costs, { bath: 100, structure: 1000.5 });
    expect(lines).toEqual([
      { system: 'bath', areaSqFt: 100, costPerSqFt: 16.5, total: 1650 },
      { system: 'structure', areaSqFt: 1000.5, costPerSqFt: 30, total: 30015 },
    ]);
    expect(total).toBe(31665);
  });
  it('prices a system without an area at 0', () => {
    expect(priceLines(costs, { bath: 10 }).lines[1]).toEqual({ system: 'structure', areaSqFt: 0, costPerSqFt: 30, total: 0 });
  });
});

describe('costs versions', () => {
  const versions = ['v1.10.0', 'v1.2.0', 'v1.9.1'];
  it('defaults to the build spec when it has costs, else the newest before it, else the oldest', () => {
    expect(defaultCostsVersion('v1.9.1', versions)).toBe('v1.9.1');
    expect(defaultCostsVersion('v1.9.5', versions)).toBe('v1.9.1');
    expect(defaultCostsVersion('v1.0.0', versions)).toBe('v1.2.0');
    expect(defaultCostsVersion(undefined, versions)).toBe('v1.10.0');
    expect(defaultCostsVersion('v1.0.0', [])).toBeUndefined();
  });
  it('finds the previous version by version order, not text order', () => {
    expect(previousCostsVersion('v1.10.0', versions)).toBe('v1.9.1');
    expect(previousCostsVersion('v1.2.0', versions)).toBeUndefined();
  });
});

describe('costChanges', () => {
  it('gives the change per system in money and percent, and new or gone systems without one', () => {
    const previous = {
      systems: {
        bath: { materialPerSqFt: 10, laborPerSqFt: 5, markupPercent: 0 },
        deck: { materialPerSqFt: 1, laborPerSqFt: 1, markupPercent: 0 },
      },
    };
    expect(costChanges(costs, previous)).toEqual([
      { system: 'bath', costPerSqFt: 16.5, previousCostPerSqFt: 15, change: 1.5, changePercent: 10 },
      { system: 'deck', costPerSqFt: null, previousCostPerSqFt: 2, change: null, changePercent: null },
      { system: 'structure', costPerSqFt: 30, previousCostPerSqFt: null, change: null, changePercent: null },
    ]);
  });
  it('has no change without a previous version', () => {
    expect(costChanges(costs).every((c) => c.change === null && c.previousCostPerSqFt === null)).toBe(true);
  });
  it('gives a falling cost a negative change', () => {
    const cheaper = { systems: { bath: { materialPerSqFt: 8, laborPerSqFt: 4, markupPercent: 10 } } };
    expect(costChanges(cheaper, costs)[0]).toMatchObject({ change: -3.3, changePercent: -20 });
  });
});

describe('price updates', () => {
  it('needs exactly one of percent or systems', () => {
    expect(updatePricesInputSchema.safeParse({ version: 'v1.2.0' }).success).toBe(false);
    expect(updatePricesInputSchema.safeParse({ version: 'v1.2.0', percent: 3, systems: { bath: {} } }).success).toBe(false);
    expect(updatePricesInputSchema.safeParse({ version: 'v1.2.0', systems: {} }).success).toBe(false);
    expect(updatePricesInputSchema.safeParse({ version: '1.2', percent: 3 }).success).toBe(false);
    expect(updatePricesInputSchema.safeParse({ version: 'v1.2.0', percent: 3 }).success).toBe(true);
  });
  it('scales material and labour by percent, keeping the markup', () => {
    expect(applyPriceUpdate(costs, { percent: 10 })).toEqual({
      systems: {
        bath: { materialPerSqFt: 11, laborPerSqFt: 5.5, markupPercent: 10 },
        structure: { materialPerSqFt: 22, laborPerSqFt: 11, markupPercent: 0 },
      },
    });
  });
  it('replaces the named fields of named systems and refuses an unknown one', () => {
    const out = applyPriceUpdate(costs, { systems: { bath: { markupPercent: 15 } } });
    expect(out).toEqual({ systems: { ...costs.systems, bath: { materialPerSqFt: 10, laborPerSqFt: 5, markupPercent: 15 } } });
    expect(applyPriceUpdate(costs, { systems: { pool: { markupPercent: 1 } } })).toEqual({ unknownSystem: 'pool' });
  });
});

const inputs = (over: Partial<StructureInputParams> = {}): StructureInputParams => ({ ...defaultStructureInputs(), ...over });

describe('structure inputs', () => {
  it('normalises labels, lot types and the order of lines and dimensions', () => {
    const parsed = structureInputsSchema.parse({
      ...inputs(),
      lotType: ' Reverse-Corner ',
      parcelLines: [
        { label: 'Rear', lengthFt: 40 },
        { label: 'FRONT', lengthFt: 40 },
        { label: 'side', lengthFt: 90 },
        { label: 'front ', lengthFt: 90 },
      ],
      dimensions: [
        { type: 'Depth', valueFt: 36 },
        { type: 'width', valueFt: 14 },
      ],
    });
    expect(parsed.lotType).toBe('reverse corner');
    expect(parsed.parcelLines.map((l) => `${l.label}:${l.lengthFt}`)).toEqual(['front:40', 'front:90', 'side:90', 'rear:40']);
    expect(parsed.dimensions.map((d) => d.type)).toEqual(['width', 'depth']);
  });
  it('refuses unknown labels, lot types, dimension types and keys', () => {
    expect(structureInputsSchema.safeParse({ ...inputs(), lotType: 'triangle' }).success).toBe(false);
    expect(structureInputsSchema.safeParse({ ...inputs(), parcelLines: [{ label: 'back', lengthFt: 1 }] }).success).toBe(false);
    expect(structureInputsSchema.safeParse({ ...inputs(), dimensions: [{ type: 'height', valueFt: 1 }] }).success).toBe(false);
    expect(structureInputsSchema.safeParse({ ...inputs(), extra: 1 }).success).toBe(false);
    expect(structureInputsSchema.safeParse({ ...inputs(), windSpeedMph: -1 }).success).toBe(false);
  });
  it('needs one width and one depth', () => {
    const r = structureInputsSchema.safeParse({ ...inputs(), dimensions: [{ type: 'width', valueFt: 10 }] });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Give exactly one depth (0 given)');
  });
  it('needs two front lines on lots with two streets and one on the others', () => {
    const twoFronts = [
      { label: 'front' as const, lengthFt: 50 },
      { label: 'front' as const, lengthFt: 100 },
      { label: 'side' as const, lengthFt: 100 },
    ];
    expect(structureInputsSchema.safeParse({ ...inputs(), lotType: 'corner', parcelLines: twoFronts }).success).toBe(true);
    expect(structureInputsSchema.safeParse({ ...inputs(), lotType: 'through', parcelLines: twoFronts }).success).toBe(true);
    expect(structureInputsSchema.safeParse({ ...inputs(), lotType: 'regular', parcelLines: twoFronts }).success).toBe(false);
    expect(structureInputsSchema.safeParse({ ...inputs(), lotType: 'corner' }).success).toBe(false);
    expect(structureInputsSchema.safeParse({ ...inputs(), lotType: 'flag' }).success).toBe(true);
  });
  it('gives projects without inputs defaults from their floor area that pass', () => {
    const d = defaultStructureInputs(1344);
    expect(d.dimensions).toEqual([
      { type: 'width', valueFt: 26 },
      { type: 'depth', valueFt: 52 },
    ]);
    expect(structureInputsSchema.safeParse(d).success).toBe(true);
  });
});

describe('structure engine', () => {
  const base = inputs({
    dimensions: [
      { type: 'width', valueFt: 14 },
      { type: 'depth', valueFt: 48 },
    ],
    windSpeedMph: 100,
    snowLoadPsf: 0,
    seismicS1: 0.3,
  });
  it('sizes members and loads from the inputs', () => {
    const r = structureResult(base);
    expect(r).toMatchObject({
      footprintSqFt: 672,
      windPressurePsf: 25.6,
      roofLoadPsf: 35,
      floorLoadPsf: 55,
      floorJoist: '2x10',
      roofRafter: '2x6',
      stud: '2x4',
      header: '(2) 2x8',
      seismicBaseShearLb: 3024,
      windBaseShearLb: 12288,
      xbracing: false,
      xbracingSource: 'calculated',
      braceBays: 0,
      seismicS1Source: 'site',
    });
  });
  it('is deterministic', () => {
    expect(structureResult(base)).toEqual(structureResult(structuredClone(base)));
  });
  it('lets overrideSeismicS1 win over the site S1', () => {
    const r = structureResult({ ...base, overrideSeismicS1: 1.2 });
    expect(r.seismicS1).toBe(1.2);
    expect(r.seismicS1Source).toBe('override');
    expect(r.xbracing).toBe(true);
    expect(r.braceBays).toBe(3);
  });
  it('lets overrideXbracing win both ways', () => {
    expect(structureResult({ ...base, overrideXbracing: true })).toMatchObject({ xbracing: true, xbracingSource: 'override' });
    const off = structureResult({ ...base, seismicS1: 1.5, overrideXbracing: false });
    expect(off).toMatchObject({ xbracing: false, xbracingSource: 'override', braceBays: 0 });
    expect(off.warnings).toContain('X-bracing is needed by the loads but overridden off');
  });
  it('raises wind on lots open to two streets and loads on snow', () => {
    expect(structureResult({ ...base, lotType: 'corner' }).windPressurePsf).toBe(28.2);
    const snowy = structureResult({ ...base, snowLoadPsf: 80 });
    expect(snowy.roofLoadPsf).toBe(95);
    expect(snowy.stud).toBe('2x6');
    expect(snowy.roofRafter).toBe('2x8');
  });
  it('warns when a span is beyond the longest member', () => {
    const wide = structureResult({
      ...base,
      dimensions: [
        { type: 'width', valueFt: 60 },
        { type: 'depth', valueFt: 60 },
      ],
    });
    expect(wide.warnings[0]).toMatch(/beyond the engine's longest joist/);
  });
  it('packages a version with its assets, with x-bracing details only when braced', () => {
    const plain = structurePackageOf('P-1', 'v2', structureResult(base), '2026-01-01T00:00:00.000Z');
    expect(plain.id).toBe('P-1-v2');
    expect(plain.assets.map((a) => a.kind)).toEqual(['calculation', 'drawing', 'data']);
    const braced = structurePackageOf('P-1', 'v3', structureResult({ ...base, overrideXbracing: true }), '2026-01-01T00:00:00.000Z');
    expect(braced.assets.map((a) => a.name)).toContain('P-1-structure-v3-xbracing-details.pdf');
  });
  it('names versions v1, v2, … after the highest one', () => {
    expect(nextStructureVersion([])).toBe('v1');
    expect(nextStructureVersion([{ version: 'v2' }, { version: 'v9' }, { version: 'v10' }])).toBe('v11');
  });
  it('summarises a result on one line', () => {
    expect(structureSummary(structureResult({ ...base, overrideXbracing: true }))).toBe(
      '2x10 joists · 2x6 rafters · 2x4 studs · x-bracing (3 bays)',
    );
  });
});

describe('changespace input', () => {
  it('takes a known application, a name and free-form contents Firestore can store', () => {
    expect(
      changespaceInputSchema.safeParse({ application: 'plum', name: 'Deck study', contents: [{ id: 'a', data: { x: 1 } }] }).success,
    ).toBe(true);
    expect(changespaceInputSchema.safeParse({ application: 'fuzz', name: 'x' }).success).toBe(false);
    expect(changespaceInputSchema.safeParse({ application: 'plum', name: '  ' }).success).toBe(false);
    expect(changespaceInputSchema.safeParse({ application: 'plum', name: 'x', contents: [{ id: 'a/b', data: {} }] }).success).toBe(false);
    const dup = changespaceInputSchema.safeParse({
      application: 'plum',
      name: 'x',
      contents: [
        { id: 'a', data: {} },
        { id: 'a', data: {} },
      ],
    });
    expect(dup.success).toBe(false);
    const internal = changespaceInputSchema.safeParse({
      application: 'plum',
      name: 'x',
      contents: [{ id: 'a', data: { q: { constructor: 1 } } }],
    });
    expect(internal.success).toBe(false);
    expect(internal.error?.issues[0]?.path).toEqual(['contents', 0, 'data', 'q', 'constructor']);
  });
});

describe('variationList', () => {
  const row = (name: string, major: number, minor: number, patch: number) => ({
    id: `${name}@v${major}.${minor}.${patch}`,
    name,
    version: `v${major}.${minor}.${patch}`,
    major,
    minor,
    patch,
  });
  const rows = [
    row('base', 1, 0, 0),
    row('base', 1, 0, 2),
    row('base', 1, 1, 0),
    row('base', 1, 0, 1),
    row('ADU massing', 2, 1, 0),
    row('base', 1, 10, 0),
  ];
  it('lists newest first per name', () => {
    expect(variationList(rows).map((r) => r.id)).toEqual([
      'ADU massing@v2.1.0',
      'base@v1.10.0',
      'base@v1.1.0',
      'base@v1.0.2',
      'base@v1.0.1',
      'base@v1.0.0',
    ]);
  });
  it('keeps only the newest patch of each minor with latest=patch', () => {
    expect(variationList(rows, 'patch').map((r) => r.version)).toEqual(['v2.1.0', 'v1.10.0', 'v1.1.0', 'v1.0.2']);
  });
});
