import { beforeAll, describe, expect, it } from 'vitest';
import {
  BUILD_TYPES,
  buildChangeList,
  buildListAnswerSchema,
  buildSpecAnswerSchema,
  buildSpecSchema,
  compareVersionTexts,
  entryPresence,
  type BuildSpec,
  type BuildType,
} from '@workhub/domain';
import { buildSeed } from '../../emulators/seed/index';
import { FUNCTIONS_URL, idTokenFor } from '../support/emulators';

/**
 * The build service (docs/versioned-data.md "Build specification") over HTTP against the seeded
 * emulators. Read-only, so the expectations come from the same deterministic seed.
 */

type ApiError = { error: string; message: string; fieldErrors?: Record<string, string> };
type Envelope<T> = { success: boolean; data: T | null; error: ApiError | null };

const specs: BuildSpec[] = buildSeed()
  .buildSpecs.map((d) => buildSpecSchema.parse({ ...d.data, version: d.id }))
  .sort((a, b) => compareVersionTexts(a.version, b.version));
const newest = specs.at(-1)!;

/** An entry missing from some releases (dropped, or added later), and one present everywhere. */
function entryMissingSomewhere(): { type: BuildType; name: string } {
  for (const type of BUILD_TYPES) {
    const names = new Set(specs.flatMap((s) => Object.keys(s[type])));
    for (const name of names) if (specs.some((s) => !(name in s[type]))) return { type, name };
  }
  throw new Error('The seed has no entry missing from a release');
}

let token = '';
beforeAll(async () => {
  token = await idTokenFor('grace@modulr.example');
});

async function get<T>(path: string, query: Record<string, string> = {}, auth = true) {
  const res = await fetch(`${FUNCTIONS_URL}/build${path}?${new URLSearchParams(query)}`, {
    headers: { Accept: 'application/json', ...(auth ? { Authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

describe('GET /build/spec', () => {
  it('gives the newest release without v, and a given version with v', async () => {
    const latest = await get<{ spec: BuildSpec }>('/spec');
    expect(latest.status).toBe(200);
    const spec = buildSpecAnswerSchema.parse(latest.body.data).spec;
    expect(spec.version).toBe(newest.version);
    expect(Object.keys(spec.items).sort()).toEqual(Object.keys(newest.items).sort());

    const first = await get<{ spec: BuildSpec }>('/spec', { v: '1.0' });
    expect(first.body.data?.spec.version).toBe('v1.0.0');
    expect(first.body.data?.spec.processes).toEqual(specs[0]!.processes);
  });

  it('reads only one build type when asked', async () => {
    const { body } = await get<{ spec: BuildSpec }>('/spec', { v: specs[2]!.version, type: 'processes' });
    expect(body.data?.spec.processes).toEqual(specs[2]!.processes);
    expect(body.data?.spec.items).toEqual({});
    expect(body.data?.spec.message).toBe(specs[2]!.message);
  });

  it('refuses bad input with field errors and unknown versions with 404', async () => {
    const bad = await get('/spec', { v: 'latest', type: 'gizmos' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, data: null, error: { error: 'bad-request' } });
    expect(Object.keys(bad.body.error!.fieldErrors!).sort()).toEqual(['type', 'v']);
    const missing = await get('/spec', { v: 'v99.0.0' });
    expect(missing.status).toBe(404);
    expect(missing.body.error?.error).toBe('not-found');
    expect((await get('/spec', {}, false)).status).toBe(401);
  });
});

describe('GET /build/list', () => {
  it('lists every release oldest first with counts per type', async () => {
    const { status, body } = await get('/list');
    expect(status).toBe(200);
    const { versions } = buildListAnswerSchema.parse(body.data);
    expect(versions.map((v) => v.version)).toEqual(specs.map((s) => s.version));
    expect(versions.at(-1)).toMatchObject({ releasedBy: newest.releasedBy, message: newest.message, released: newest.released });
    expect(versions.at(-1)!.counts.items).toBe(Object.keys(newest.items).length);
  });
});

describe('GET /build/entry', () => {
  it('gives the releases having an entry (for the strike-through)', async () => {
    const { type, name } = entryMissingSomewhere();
    const { status, body } = await get<{ versions: { version: string; present: boolean; changed: boolean }[] }>('/entry', { type, name });
    expect(status).toBe(200);
    expect(body.data?.versions).toEqual(
      entryPresence(
        specs.map((s) => ({ version: s.version, entries: s[type] })),
        name,
      ),
    );
    expect(body.data?.versions.some((v) => !v.present)).toBe(true);
  });

  it('404 for an entry no release has, 400 for a bad type or missing name', async () => {
    expect((await get('/entry', { type: 'items', name: 'no-such-item' })).status).toBe(404);
    expect((await get('/entry', { type: 'items', name: 'toString' })).status).toBe(404);
    const bad = await get('/entry', { type: 'gizmos' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error!.fieldErrors!).sort()).toEqual(['name', 'type']);
  });
});

describe('GET /build/compare', () => {
  it('gives the change list in words between two releases', async () => {
    const from = specs[0]!;
    const { status, body } = await get<{ changes: { name: string; change: string; text: string }[]; counts: Record<string, number> }>(
      '/compare',
      { type: 'items', from: from.version, to: newest.version },
    );
    expect(status).toBe(200);
    const expected = buildChangeList(
      'items',
      { version: from.version, entries: from.items },
      { version: newest.version, entries: newest.items },
    );
    expect(body.data?.changes).toEqual(expected.changes);
    expect(body.data?.changes.length).toBeGreaterThan(0);
    expect(body.data?.changes.every((c) => !c.text.includes('{'))).toBe(true);
  });

  it('refuses bad input and unknown versions', async () => {
    const bad = await get('/compare', { type: 'items', from: 'first' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error!.fieldErrors!).sort()).toEqual(['from', 'to']);
    expect((await get('/compare', { type: 'items', from: 'v1.0.0', to: 'v42.0.0' })).status).toBe(404);
  });
});
