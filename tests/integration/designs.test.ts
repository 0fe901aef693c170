import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTagUpdate, tagFilterQuery, unsetTagUpdate, type Design, type TagFilters } from '@workhub/domain';
import { FUNCTIONS_URL, idTokenFor, readDocument } from '../support/emulators';

/** Designs and tags through the database service (supporting spec §7 GET / PUT designs). */
type Envelope = {
  success: boolean;
  data: { result: string; count?: number } | null;
  error: { error: string; message: string; fieldErrors?: Record<string, string> } | null;
};

let token = '';
// Tags of this run only (stored form: commas), so the counts below do not depend on other runs.
const run = Math.floor(Math.random() * 1e6);
const tagA = `Bv9,${run}-1`;
const tagB = `Lv9,${run}-2`;
const tagC = `Bv9,${run}-3`;

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(`${FUNCTIONS_URL}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Envelope };
}

async function find(filters: TagFilters, skip = 0, limit = 10) {
  const query = encodeURIComponent(JSON.stringify(tagFilterQuery(filters)));
  const { status, body } = await call('GET', `/db?collection=designs&query=${query}&limit=${limit}&skip=${skip}`);
  expect(status).toBe(200);
  return { designs: JSON.parse(body.data!.result) as Design[], count: body.data!.count };
}

/** A stored map field as plain values (readDocument unwraps only the top level). */
function plainMap(value: unknown): Record<string, unknown> {
  const fields = (value as { fields?: Record<string, Record<string, unknown>> } | undefined)?.fields ?? {};
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, 'nullValue' in v ? null : Object.values(v)[0]]));
}

const storedTag = async (id: string) => plainMap((await readDocument(`designs/${id}`))?.tag);

const put = (id: string, update_vals: unknown) => call('PUT', '/db', { collection: 'designs', query: { id }, update_vals });

beforeAll(async () => {
  token = await idTokenFor('grace@modulr.example');
});

afterAll(async () => {
  for (const id of ['D-0002', 'D-0003', 'D-0004', 'D-0005', 'D-0006', 'D-0009'])
    await put(id, { $unset: { [`tag.${tagA}`]: '', [`tag.${tagB}`]: '', [`tag.${tagC}`]: '' } });
});

describe('designs: pages and counts', () => {
  it('answers pages of 10 with the count of every design', async () => {
    const first = await find({});
    const second = await find({}, 10);
    expect(first.designs).toHaveLength(10);
    expect(second.designs).toHaveLength(10);
    expect(first.count).toBeGreaterThanOrEqual(36);
    expect(second.count).toBe(first.count);
    const ids = [...first.designs, ...second.designs].map((d) => d.id);
    expect(new Set(ids).size).toBe(20);
    expect(first.designs[0]).toMatchObject({ id: 'D-0001', name: expect.any(String), tag: expect.any(Object) });
  });
});

describe('designs: set, filter by and unset a tag', () => {
  it('a tag set on a design puts it under the exists filter; unset takes it out', async () => {
    expect(await find({ [tagA]: true })).toEqual({ designs: [], count: 0 });
    const set = await put('D-0003', setTagUpdate(tagA, 'pass'));
    expect(set.status).toBe(200);
    expect(await storedTag('D-0003')).toMatchObject({ [tagA]: 'pass' });
    const under = await find({ [tagA]: true });
    expect(under.count).toBe(1);
    expect(under.designs.map((d) => d.id)).toEqual(['D-0003']);
    expect(under.designs[0]!.tag[tagA]).toBe('pass');

    expect((await put('D-0003', unsetTagUpdate(tagA))).status).toBe(200);
    expect(await find({ [tagA]: true })).toEqual({ designs: [], count: 0 });
    expect(await storedTag('D-0003')).not.toHaveProperty(tagA);
  });

  it('null means null: a tag set to null matches both exists and null; a result leaves the null filter', async () => {
    const all = (await find({})).count!;
    expect((await find({ [tagA]: null })).count).toBe(all); // nobody has a result for a new tag
    await put('D-0003', setTagUpdate(tagA, null));
    expect((await find({ [tagA]: true })).designs.map((d) => d.id)).toEqual(['D-0003']);
    expect((await find({ [tagA]: null })).count).toBe(all);
    await put('D-0003', setTagUpdate(tagA, 'fail'));
    expect((await find({ [tagA]: null })).count).toBe(all - 1);
    expect((await find({ [tagA]: null }, 0, 50)).designs.map((d) => d.id)).not.toContain('D-0003');
  });

  it('combines several filters', async () => {
    await put('D-0004', { $set: { [`tag.${tagA}`]: 'pass', [`tag.${tagB}`]: 'pass' } });
    await put('D-0005', setTagUpdate(tagB, 'fail'));
    expect((await find({ [tagB]: true })).count).toBe(2);
    const both = await find({ [tagA]: true, [tagB]: true });
    expect(both.designs.map((d) => d.id)).toEqual(['D-0004']);
    expect(both.count).toBe(1);
    const bOnly = await find({ [tagA]: null, [tagB]: true });
    expect(bOnly.designs.map((d) => d.id)).toEqual(['D-0005']);
  });

  it('a filtered page is in design order whatever the tag values, paged with the count of all matches', async () => {
    await put('D-0009', setTagUpdate(tagC, 'pass'));
    await put('D-0002', setTagUpdate(tagC, null));
    await put('D-0006', setTagUpdate(tagC, 'fail'));
    const all = await find({ [tagC]: true });
    expect(all).toMatchObject({ count: 3 });
    expect(all.designs.map((d) => d.id)).toEqual(['D-0002', 'D-0006', 'D-0009']);
    expect(all.designs.map((d) => d.tag[tagC])).toEqual([null, 'fail', 'pass']);
    // Whole documents on the page, not only the fields the filter read.
    expect(all.designs[0]).toMatchObject({ id: 'D-0002', name: expect.any(String) });
    const second = await find({ [tagC]: true }, 1, 1);
    expect(second).toMatchObject({ count: 3 });
    expect(second.designs.map((d) => d.id)).toEqual(['D-0006']);
    const none = await find({ [tagC]: true }, 3, 10);
    expect(none).toEqual({ designs: [], count: 3 });
  });
});

describe('designs: refused input writes nothing', () => {
  const bad: Array<[string, unknown]> = [
    ['a field other than tag', { $set: { name: 'Renamed' } }],
    ['the whole tag map', { $set: { tag: {} } }],
    ['a tag key with dots', { $set: { 'tag.Bv3.2.1-2': 'pass' } }],
    ['a key that is not a tag id', { $set: { 'tag.anything': 'pass' } }],
    ['__proto__', { $set: { 'tag.__proto__': 'pass' } }],
    ['constructor', { $set: { 'tag.constructor.prototype': 'pass' } }],
    ['a value that is not a result', { $set: { [`tag.${tagA}`]: 'great' } }],
    ['a nested value', { $set: { [`tag.${tagA}`]: { nested: 'pass' } } }],
    ['unset of the tag map', { $unset: { tag: '' } }],
    ['unset of the name', { $unset: { name: '' } }],
  ];
  for (const [what, update] of bad) {
    it(`refuses ${what} with field errors`, async () => {
      const before = await readDocument('designs/D-0006');
      const { status, body } = await put('D-0006', update);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, data: null, error: { error: expect.any(String) } });
      expect(Object.keys(body.error?.fieldErrors ?? {}).length).toBeGreaterThan(0);
      expect(await readDocument('designs/D-0006')).toEqual(before);
    });
  }

  it('refuses a filter on a bad path', async () => {
    for (const query of [{ 'tag.__proto__': { $exists: true } }, { 'tag..x': null }, { 'tag.a': { $regex: '.' } }]) {
      const { status, body } = await call('GET', `/db?collection=designs&query=${encodeURIComponent(JSON.stringify(query))}`);
      expect(status).toBe(400);
      expect(body.success).toBe(false);
    }
  });

  it('answers 404 for an unknown design and creates nothing', async () => {
    const { status, body } = await put('D-fuzz-missing', setTagUpdate(tagA, 'pass'));
    expect(status).toBe(404);
    expect(body.error?.error).toBe('not-found');
    expect(await readDocument('designs/D-fuzz-missing')).toBeNull();
  });
});
