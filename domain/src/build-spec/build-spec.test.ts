import { describe, expect, it } from 'vitest';
import {
  BUILD_FIELDS,
  buildChangeList,
  buildCompareQuerySchema,
  buildEntryQuerySchema,
  buildSpecQuerySchema,
  buildSpecSchema,
  entryFieldChanges,
  entryPresence,
  formatFieldValue,
  summarizeBuildSpec,
} from './index.js';
import { BUILD_TYPES } from '../catalogue.js';

const item = (over: Record<string, unknown> = {}) => ({
  description: 'stud for the structure system',
  system: 'structure',
  subsystem: 'framing',
  owner: 'Greta',
  production: { manufactured: true, routings: ['saw'], station: 'Station 3', minutes: 20 },
  purchasing: { itemCode: 'LUM-001', uom: 'Each', wastePercent: 5 },
  properties: { material: 'wood', finish: 'none' },
  specifiedProperties: ['size'],
  ...over,
});

describe('build spec schema', () => {
  it('reads a release and fills missing types', () => {
    const spec = buildSpecSchema.parse({
      version: 'v1.0.0',
      released: '2025-01-01',
      releasedBy: 'ana',
      message: 'First',
      items: { stud: item() },
    });
    expect(spec.blocks).toEqual({});
    expect(spec.items.stud?.production.routings).toEqual(['saw']);
    expect(summarizeBuildSpec(spec).counts).toEqual({
      blocks: 0,
      systems: 0,
      assemblies: 0,
      items: 1,
      combinations: 0,
      processes: 0,
      installKits: 0,
    });
  });

  it('rejects a wrong field type and bad queries', () => {
    expect(buildSpecSchema.safeParse({ version: 'v1', processes: { a: { time: 'long' } } }).success).toBe(false);
    expect(buildSpecQuerySchema.safeParse({ v: 'latest' }).success).toBe(false);
    expect(buildSpecQuerySchema.safeParse({ type: 'gizmos' }).success).toBe(false);
    expect(buildSpecQuerySchema.safeParse({}).success).toBe(true);
    expect(buildEntryQuerySchema.safeParse({ type: 'items' }).success).toBe(false);
    expect(buildCompareQuerySchema.safeParse({ type: 'items', from: 'v1.0.0', to: 'v2' }).success).toBe(true);
  });

  it('labels every field of every type in words', () => {
    for (const type of BUILD_TYPES) {
      for (const field of BUILD_FIELDS[type]) expect(field.label).toMatch(/^[A-Z][a-zA-Z ]+$/);
    }
    expect(BUILD_FIELDS.processes.map((f) => f.key)).toEqual(['description', 'type', 'owner', 'location', 'time']);
    expect(formatFieldValue(BUILD_FIELDS.processes[4]!, 45)).toBe('45 minutes');
    expect(formatFieldValue(BUILD_FIELDS.items[4]!, { manufactured: true, routings: ['saw', 'cnc-router'] })).toBe(
      'Manufactured: yes; Routings: saw, cnc-router',
    );
  });
});

describe('change list', () => {
  it('tells field changes in words', () => {
    const changes = entryFieldChanges(
      'items',
      item(),
      item({
        owner: 'Hiro',
        production: { manufactured: true, routings: ['saw', 'cnc-router'], station: 'Station 3', minutes: 25 },
        purchasing: { itemCode: 'LUM-001', uom: 'Each' },
        properties: { material: 'steel', finish: 'none', color: 'red' },
      }),
    ).map((c) => c.text);
    expect(changes).toEqual([
      'Owner changed from Greta to Hiro',
      'Routings: added cnc-router',
      'Production time changed from 20 to 25 minutes',
      'Waste removed (was 5 %)',
      'Property material changed from wood to steel',
      'Property color set to red',
    ]);
    expect(entryFieldChanges('processes', { time: 45, owner: 'A' }, { time: 60, owner: 'A' }).map((c) => c.text)).toEqual([
      'Time changed from 45 to 60 minutes',
    ]);
    expect(entryFieldChanges('installKits', { derived: ['a', 'b'] }, { derived: ['b', 'a'] })[0]?.text).toBe(
      'Derived items: order changed',
    );
    expect(entryFieldChanges('blocks', { assemblies: ['x'], extra: 1 }, { assemblies: ['x'], extra: 2 })[0]?.text).toBe(
      'extra changed from 1 to 2',
    );
    expect(entryFieldChanges('items', item(), item())).toEqual([]);
  });

  it('lists added, removed and changed entries', () => {
    const list = buildChangeList(
      'processes',
      { version: 'v1.0.0', entries: { paint: { time: 45 }, sheathing: { time: 30 }, old: { time: 5 } } },
      { version: 'v1.1.0', entries: { paint: { time: 60 }, sheathing: { time: 30 }, fresh: { time: 15 } } },
    );
    expect(list.counts).toEqual({ added: 1, removed: 1, changed: 1 });
    expect(list.changes.map((c) => c.text)).toEqual(['fresh added', 'old removed', 'paint changed: Time changed from 45 to 60 minutes']);
  });

  it('handles thousands of entries', () => {
    const from: Record<string, Record<string, unknown>> = {};
    const to: Record<string, Record<string, unknown>> = {};
    for (let i = 0; i < 5000; i++) {
      from[`p${i}`] = { time: i, owner: 'A' };
      if (i % 10 !== 0) to[`p${i}`] = { time: i % 7 === 0 ? i + 1 : i, owner: 'A' };
    }
    const list = buildChangeList('processes', { version: 'v1', entries: from }, { version: 'v2', entries: to });
    expect(list.counts.removed).toBe(500);
    expect(list.counts.changed).toBe(Array.from({ length: 5000 }, (_, i) => i).filter((i) => i % 10 !== 0 && i % 7 === 0).length);
  });
});

describe('entry presence', () => {
  it('gives the versions having an entry and where it changed, oldest first', () => {
    const presence = entryPresence(
      [
        { version: 'v1.10.0', entries: { a: { time: 2 } } },
        { version: 'v1.2.0', entries: { a: { time: 1 } } },
        { version: 'v1.1.0', entries: {} },
        { version: 'v1.3.0', entries: { a: { time: 1 } } },
      ],
      'a',
    );
    expect(presence).toEqual([
      { version: 'v1.1.0', present: false, changed: false },
      { version: 'v1.2.0', present: true, changed: true },
      { version: 'v1.3.0', present: true, changed: false },
      { version: 'v1.10.0', present: true, changed: true },
    ]);
    expect(entryPresence([{ version: 'v1.0.0', entries: {} }], 'toString')[0]?.present).toBe(false);
  });
});
