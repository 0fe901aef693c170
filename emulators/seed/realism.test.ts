import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { PIPE_STAGES, costsDocSchema, pipeAssemblySchema, stageDisplayStatus, systemCostPerSqFt } from '@workhub/domain';
import { buildSeed } from './build.js';
import { BASE_DATE, defaultSeedBaseDate, seedBaseDate, STORY_NOW_DAYS } from './clock.js';
import { lineQtyBounds } from './data/quantities.js';
import { regionOf } from './data/places.js';
import { OFF_LIST_ITEMS } from './data/erp-items.js';
import { assertSeedBaseAgrees } from '../../tests/support/seed-base.js';

/**
 * Seed data a staff member would believe (issue 27, item 7), pinned over the whole seed: the rules
 * are written out here, apart from the generators, so a change to the data that breaks one fails.
 */
const seed = buildSeed();
const DAY = 86_400_000;
const base = Date.parse(BASE_DATE);
const storyNow = base + STORY_NOW_DAYS * DAY;
type Data = Record<string, unknown>;
const data = (d: { data: unknown }) => d.data as Data;

describe('the seed is dated relative to the day it runs', () => {
  it('takes its base from SEED_BASE_DATE, else yesterday at 08:00 UTC, and refuses a malformed one', () => {
    expect(seedBaseDate({ SEED_BASE_DATE: '2031-05-06T08:00:00.000Z' })).toBe('2031-05-06T08:00:00.000Z');
    expect(seedBaseDate({ SEED_BASE_DATE: '2031-05-06' })).toBe('2031-05-06T00:00:00.000Z');
    expect(seedBaseDate({}, new Date('2026-11-28T07:35:00Z'))).toBe('2026-11-27T08:00:00.000Z');
    expect(seedBaseDate({}, new Date('2026-11-28T23:59:00Z'))).toBe('2026-11-27T08:00:00.000Z');
    expect(defaultSeedBaseDate(new Date('2027-01-01T00:00:00Z'))).toBe('2026-12-31T08:00:00.000Z');
    expect(() => seedBaseDate({ SEED_BASE_DATE: 'last tuesday' })).toThrow(/SEED_BASE_DATE/);
    expect(() => seedBaseDate({ SEED_BASE_DATE: '2026-13-45' })).toThrow(/SEED_BASE_DATE/);
  });

  it('records its base in config/seed, as this process builds it', () => {
    expect(seed.config.find((d) => d.id === 'seed')?.data).toEqual({ baseDate: BASE_DATE });
    if (process.env.SEED_BASE_DATE) expect(BASE_DATE).toBe(new Date(process.env.SEED_BASE_DATE).toISOString());
  });

  it('dates every document within the last two years and never after the run day; the newest within a week of it', () => {
    const dates: { at: number; where: string }[] = [];
    const walk = (value: unknown, where: string): void => {
      if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) dates.push({ at: Date.parse(value), where });
      else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${where}[${i}]`));
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${where}.${k}`);
    };
    for (const [collection, docs] of Object.entries(seed)) for (const d of docs) walk(d.data, `${collection}/${d.id}`);
    expect(dates.length).toBeGreaterThan(1000);
    // Against the real clock of the run, not the base: a seed dated from a fixed day fails here.
    const runDay = Date.now();
    const future = dates.filter((d) => d.at > runDay).map((d) => d.where);
    expect(future, 'dates after the run day').toEqual([]);
    const ancient = dates.filter((d) => d.at < runDay - 2 * 366 * DAY).map((d) => d.where);
    expect(ancient, 'dates more than two years before the run day').toEqual([]);
    expect(new Date(Math.max(...dates.map((d) => d.at))).toISOString(), 'the newest date').toBe(
      new Date(Math.max(runDay - 7 * DAY, Math.max(...dates.map((d) => d.at)))).toISOString(),
    );
  });

  it('keeps stalled work rare and recent: one to three assemblies on the boards, stalled within the last few days', () => {
    const stalled = seed.pipe
      .map((d) => pipeAssemblySchema.parse(d.data))
      .flatMap((a) => PIPE_STAGES.filter((s) => stageDisplayStatus(a[s], storyNow) === 'stalled').map((s) => ({ a, s })));
    expect(stalled.length).toBeGreaterThanOrEqual(1);
    expect(stalled.length).toBeLessThanOrEqual(3);
    for (const { a, s } of stalled) expect(storyNow - Date.parse(a[s].startedAt!)).toBeLessThan(7 * DAY);
    const opusStalled = seed.projects.filter((p) => {
      const mbom = (data(p).opus as Record<string, { status?: string }> | undefined)?.mbom;
      return mbom?.status === 'inProgress';
    });
    expect(opusStalled.length).toBeLessThanOrEqual(1);
  });
});

describe('the seed reads true to a staff member', () => {
  const items = seed.erpItems.filter((_, i) => !(i in OFF_LIST_ITEMS)).map(data);

  it('sells each item in a unit that fits it: doors, windows, sheets, batts and appliances by the Each, nothing by the Square Inch', () => {
    const wrong = items.filter((item) => {
      const name = String(item.item_name);
      const units = [item.stock_uom, item.purchase_uom].filter((u) => u !== null);
      if (units.includes('Square Inch')) return true;
      const each =
        /Door|Window|Casement|Slider|Double Hung|Picture|Awning|Batt|Foam|Drywall|Plywood|OSB|Sheathing|Subfloor|Cabinet|Range|Refrigerator|Dishwasher|Washer|Water Heater|Load Center|Receptacle|Breaker|Switch|Dimmer|Box\b|LED|Mini-Split/;
      const byLength = /PEX-A Tubing|\bPipe\b|Standing Seam|^(HSS|C-Channel|Angle|Flat Bar|W8x18)/;
      if (byLength.test(name) && !/Box|Boot/.test(name)) return units.some((u) => u !== 'Linear Foot');
      if (each.test(name) && !/Screw|Nail|Bolt|Hinge|Pull|Stop/.test(name)) return units.some((u) => u !== 'Each');
      if (item.item_group === 'Insulation') return units.some((u) => u !== 'Each');
      return false;
    });
    expect(wrong.map((i) => `${String(i.item_code)} ${String(i.item_name)} by ${String(i.stock_uom)}/${String(i.purchase_uom)}`)).toEqual(
      [],
    );
  });

  it('has no test leftovers: no item named TEST or of complexity test', () => {
    expect(
      seed.erpItems.filter((d) => data(d).complexity === 'test' || /^test\b/i.test(String(data(d).item_name))).map((d) => d.id),
    ).toEqual([]);
    const named = Object.values(seed)
      .flat()
      .filter((d) => ['name', 'clientName', 'item_name'].some((k) => /^test\b|\btest leftover/i.test(String(data(d)[k] ?? ''))));
    expect(named.map((d) => d.id)).toEqual([]);
  });

  it('asks each BOM line for a quantity the item fits: a family home picks one or two dishwashers, not 166', () => {
    const lines = seed.pipe.flatMap((d) => {
      const items = ((data(d).pbom as Data).items as { itemCode: string; qty: number }[] | undefined) ?? [];
      return items.map((l) => ({ ...l, where: d.id }));
    });
    expect(lines.length).toBeGreaterThan(50);
    const out = lines.filter((l) => {
      const [low, high] = lineQtyBounds(l.itemCode);
      return l.qty < low || l.qty > high;
    });
    expect(out.map((l) => `${l.where} ${l.itemCode} × ${l.qty}`)).toEqual([]);
    expect(lines.filter((l) => l.itemCode.startsWith('APL-') && l.qty > 2)).toEqual([]);
    for (const list of seed.pickLists) {
      const { lines: pickLines, assemblies } = data(list) as { lines: { item_code: string; qty: number }[]; assemblies: string[] };
      for (const line of pickLines)
        expect(line.qty, `${list.id} ${line.item_code}`).toBeLessThanOrEqual(lineQtyBounds(line.item_code)[1] * assemblies.length);
    }
  });

  it('prices a home at $120–320 a square foot in every cost version (a 2,310 sq ft home well under $1 M)', () => {
    for (const doc of seed.costs) {
      const costs = costsDocSchema.parse(doc.data);
      const perSqFt = Object.values(costs.systems).reduce((sum, s) => sum + systemCostPerSqFt(s), 0);
      expect(perSqFt, doc.id).toBeGreaterThanOrEqual(120);
      expect(perSqFt, doc.id).toBeLessThanOrEqual(320);
      expect(perSqFt * 2310, doc.id).toBeLessThan(800_000);
    }
  });

  it('keeps an accessory dwelling (ADU, studio, cottage, cabin, guest house) within 1,200 sq ft and priced under $400k', () => {
    const small = seed.projects.filter((p) =>
      /\b(ADU|Studio|Cottage|Cabin|Guest House|Garage Conversion)\b/.test(String(data(p).clientName)),
    );
    expect(small.length).toBeGreaterThanOrEqual(5);
    const priciest = Math.max(
      ...seed.costs.map((d) => Object.values(costsDocSchema.parse(d.data).systems).reduce((sum, s) => sum + systemCostPerSqFt(s), 0)),
    );
    for (const project of small) {
      const area = (data(project).base as { latest?: { floorArea?: number } } | undefined)?.latest?.floorArea;
      if (area === undefined) continue;
      expect(area, project.id).toBeLessThanOrEqual(1200);
      expect(area * priciest, project.id).toBeLessThan(400_000);
    }
  });

  it("keeps a client's addresses in one region of the service area", () => {
    for (const project of seed.projects) {
      const p = data(project) as { salesforce: { addresses: { city: string }[] }; apns: { address: { city: string } }[] };
      const cities = [...p.salesforce.addresses.map((a) => a.city), ...p.apns.map((a) => a.address.city)];
      expect(new Set(cities.map(regionOf)).size, `${project.id}: ${cities.join(', ')}`).toBe(1);
    }
  });

  it('has blocks drive only the assemblies of their own kind (a bath block no siding or window package)', () => {
    const exteriorOnly = ['siding-package', 'window-package', 'roofing-package', 'roof-cassette', 'chassis', 'floor-cassette'];
    const wet = ['bath-pod'];
    for (const spec of seed.buildSpecs) {
      for (const [name, entry] of Object.entries((data(spec).blocks ?? {}) as Record<string, { assemblies: string[] }>)) {
        const category = name.split('-')[0]!;
        const room = ['kitchen', 'bath', 'bedroom', 'living', 'utility', 'storage'].includes(category);
        if (room)
          expect(
            entry.assemblies.filter((a) => exteriorOnly.includes(a)),
            `${spec.id} ${name}`,
          ).toEqual([]);
        if (category !== 'bath')
          expect(
            entry.assemblies.filter((a) => wet.includes(a)),
            `${spec.id} ${name}`,
          ).toEqual([]);
        if (['deck', 'stair'].includes(category))
          expect(
            entry.assemblies.every((a) => ['deck-kit', 'stair-kit'].includes(a)),
            `${spec.id} ${name}`,
          ).toBe(true);
      }
    }
  });

  it('buys a build-spec item in the stock unit of its ERP item', () => {
    const uom = new Map(seed.erpItems.map((d) => [d.id, data(d).stock_uom]));
    for (const spec of seed.buildSpecs)
      for (const [name, entry] of Object.entries(
        (data(spec).items ?? {}) as Record<string, { purchasing?: { itemCode?: string; uom?: string } }>,
      ))
        if (entry.purchasing?.itemCode) expect(entry.purchasing.uom, `${spec.id} ${name}`).toBe(uom.get(entry.purchasing.itemCode));
  });

  it("writes each class part's history about that part", () => {
    for (const doc of seed.classParts) {
      const part = data(doc) as { name: string; message: string };
      expect(part.message.toLowerCase(), doc.id).toContain(part.name.replace(/-/g, ' '));
    }
  });
});

describe('a test run and the seed it reads agree on the base date', () => {
  const serving = async (baseDate: string | undefined, run: (host: string) => Promise<void>) => {
    const server = createServer((req, res) => {
      if (baseDate === undefined || !req.url?.endsWith('/documents/config/seed')) return void res.writeHead(404).end('{}');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ fields: { baseDate: { stringValue: baseDate } } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await run(`127.0.0.1:${(server.address() as AddressInfo).port}`);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  };

  it('passes when the seeded base is the test’s, and fails loudly, naming both, when not or when nothing is seeded', async () => {
    await serving(BASE_DATE, (host) => assertSeedBaseAgrees(host, 'demo-workhub', BASE_DATE));
    await serving('2020-01-01T08:00:00.000Z', (host) =>
      expect(assertSeedBaseAgrees(host, 'demo-workhub', BASE_DATE)).rejects.toThrow(
        new RegExp(
          `built from base date 2020-01-01T08:00:00.000Z, but this test process builds it from ${BASE_DATE.replace(/\./g, '\\.')}`,
        ),
      ),
    );
    await serving(undefined, (host) => expect(assertSeedBaseAgrees(host, 'demo-workhub', BASE_DATE)).rejects.toThrow(/hold no seed/));
  });
});
