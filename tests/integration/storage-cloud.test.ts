import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { BLOB_MAX_BYTES, baseFileName, datatypeBundleKey, materialsLibrarySchema, textureNames } from '@workhub/domain';
import { FUNCTIONS_URL, PROJECT_ID, idTokenFor, runSuffix } from '../support/emulators';
import { LocalBlobStore, localStorageRoot } from '../../functions/src/engines/storage/local';
import { bucketName, localSignedUrl, localSigningSecret } from '../../functions/src/engines/storage/config';
import { encodePng } from '../../functions/src/engines/storage/png';

/**
 * The storage and cloud services over HTTP against the emulators and the local blob store the
 * functions write (the same folder: WORKHUB_STORAGE_DIR, set by the test scripts).
 */

type Envelope<T> = {
  success: boolean;
  data: T | null;
  error: { error: string; message: string; fieldErrors?: Record<string, string> } | null;
};

const suffix = runSuffix();
const APP = 'workhub';
let app: App;
let db: Firestore;
let token: string;
const secret = localSigningSecret();
const disk = new LocalBlobStore(localStorageRoot(), bucketName(), (n, m, e, t) => localSignedUrl(secret, n, m, e, t));

async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  input: Record<string, unknown> = {},
  asBody = false,
  as: string = token,
) {
  const query = asBody ? '' : `?${new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString()}`;
  const res = await fetch(`${FUNCTIONS_URL}${path}${query}`, {
    method,
    headers: { Accept: 'application/json', Authorization: `Bearer ${as}`, ...(asBody ? { 'Content-Type': 'application/json' } : {}) },
    body: asBody ? JSON.stringify(input) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}
const post = <T = Record<string, unknown>>(path: string, body: Record<string, unknown>) => call<T>('POST', path, body, true);

/** What the store holds: every blob name, and every storageObjects doc (for 'nothing written'). */
async function snapshot() {
  const docs = await db.collection('storageObjects').get();
  return { blobs: await disk.list(''), docs: docs.docs.map((d) => `${d.id}@${d.updateTime.toMillis()}`).sort() };
}

const png = encodePng(8, 8, (x, y) => [x * 30, y * 30, 128]);

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, `storage-${suffix}`);
  db = getFirestore(app);
  token = await idTokenFor('grace@modulr.example');
});
afterAll(async () => {
  if (app) await deleteApp(app);
});

describe('storage service: the seeded shared folder', () => {
  it('answers the live materials library', async () => {
    const { status, body } = await call<{ data: unknown; contentType: string }>('GET', '/storage', {
      app_name: APP,
      project: 'global',
      key: 'materials/library.json',
    });
    expect(status).toBe(200);
    expect(body.data!.contentType).toBe('application/json');
    const library = materialsLibrarySchema.parse(body.data!.data);
    expect(library.materials.length).toBeGreaterThan(10);
    expect(new Set(library.materials.map((m) => m.category)).size).toBeGreaterThan(4);
  });

  it('lists environments/ with the folder first, which the texture rule drops', async () => {
    const { status, body } = await call<{ keys: string[] }>('GET', '/storage/list', {
      app_name: APP,
      project: 'global',
      prefix: 'environments/',
    });
    expect(status).toBe(200);
    expect(body.data!.keys[0]).toBe('environments/');
    const textures = textureNames(body.data!.keys);
    expect(textures.map((t) => t.name)).toContain('dusk.png');
    expect(textures).toHaveLength(body.data!.keys.length - 1);
  });

  it('answers a base file (global_data/ removed) as base64 PNG bytes', async () => {
    const key = baseFileName('global_data/images/logo.png');
    const { status, body } = await call<{ data: string; contentType: string }>('GET', '/storage', {
      app_name: APP,
      project: 'global',
      key,
      type: 'base64',
    });
    expect(status).toBe(200);
    expect(body.data!.contentType).toBe('image/png');
    expect(Buffer.from(body.data!.data, 'base64').subarray(1, 4).toString()).toBe('PNG');
  });
});

describe('storage service: who may delete (issue 23)', () => {
  it("a plain staff member deletes their own file, not a colleague's nor a shared (global) one; a workspace admin may", async () => {
    const [eero, zaha] = await Promise.all([idTokenFor('eero@modulr.example'), idTokenFor('zaha@modulr-build.example')]);
    const own = { app_name: APP, project: 'P-1001', key: `notes/own-${suffix}.txt` };
    const store = (ref: Record<string, unknown>, as: string) =>
      call('POST', '/storage', { ...ref, data: 'site note', type: 'text' }, true, as);

    expect((await store(own, eero)).status).toBe(201);
    const before = await snapshot();
    const refused = await call('DELETE', '/storage', own, true, zaha);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toMatch(/stored by eero@modulr\.example: only they or a workspace admin may delete it/);
    expect((await call('DELETE', '/cloud/upload', own, true, zaha)).status).toBe(403);
    expect(await snapshot()).toEqual(before);
    expect((await call('DELETE', '/storage', own, true, eero)).status).toBe(200);
    expect((await call('DELETE', '/storage', own, true, eero)).status).toBe(404);

    // A workspace admin (grace) deletes a colleague's file.
    expect((await store(own, eero)).status).toBe(201);
    expect((await call('DELETE', '/storage', own, true)).status).toBe(200);

    // The shared folder: anyone stores, only admins delete.
    const shared = { app_name: APP, project: 'global', key: `notes/shared-${suffix}.txt` };
    expect((await store(shared, eero)).status).toBe(201);
    const global = await call('DELETE', '/storage', shared, true, eero);
    expect(global.status).toBe(403);
    expect(global.body.error?.message).toMatch(/shared \(global\) folder: only a workspace admin/);
    expect((await call('DELETE', '/storage', shared, true)).status).toBe(200);
  });

  it('says which headers a PUT URL needs (the signed Content-Type)', async () => {
    const ref = { app_name: APP, project: 'P-1001', key: `photos/headers-${suffix}.png` };
    const put = await call<{ headers: Record<string, string> }>('GET', '/cloud/url', { ...ref, method: 'PUT', contentType: 'image/png' });
    expect(put.status).toBe(200);
    expect(put.body.data!.headers).toEqual({ 'Content-Type': 'image/png' });
  });
});

describe('storage service: datatype bundles and versions', () => {
  it('stores, reads and deletes a datatype bundle file at {datatype}/{filename}.json', async () => {
    const key = datatypeBundleKey('walls', `test-${suffix}`);
    const data = { datatype: 'walls', studSpacingIn: 24 };
    const stored = await post<{ object: { bytes: number; version: number } }>('/storage', {
      app_name: APP,
      project: 'global',
      key,
      data,
      type: 'json',
    });
    expect(stored.status).toBe(201);
    expect(stored.body.data!.object.version).toBe(0);
    expect((await call<{ data: unknown }>('GET', '/storage', { app_name: APP, project: 'global', key })).body.data!.data).toEqual(data);
    expect(await disk.stat(`${APP}/global/${key}`)).toBeDefined();
    expect((await call('DELETE', '/storage', { app_name: APP, project: 'global', key }, true)).status).toBe(200);
    expect((await call('GET', '/storage', { app_name: APP, project: 'global', key })).status).toBe(404);
    expect(await disk.stat(`${APP}/global/${key}`)).toBeUndefined();
  });

  it('keeps every version of a versioned key, with its metadata', async () => {
    const key = `notes/versioned-${suffix}.txt`;
    const ref = { app_name: APP, project: 'global', key };
    for (const text of ['first', 'second'])
      expect((await post('/storage', { ...ref, data: text, type: 'text', isVersioned: true })).status).toBe(201);
    const latest = await call<{ data: string; version: number }>('GET', '/storage', ref);
    expect(latest.body.data).toMatchObject({ data: 'second', version: 2 });
    expect((await call<{ data: string }>('GET', '/storage', { ...ref, version: 1 })).body.data!.data).toBe('first');
    expect((await call('GET', '/storage', { ...ref, version: 3 })).status).toBe(404);
    const meta = await db.collection('storageObjects').where('key', '==', key).get();
    expect(meta.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ version: 2, isVersioned: true, type: 'text', createdBy: 'grace@modulr.example' }),
    ]);
    // The other kind of store for the same key is a conflict, and changes nothing.
    expect((await post('/storage', { ...ref, data: 'third', type: 'text', isVersioned: false })).status).toBe(409);
    expect((await call('DELETE', '/storage', { ...ref, version: 2 }, true)).status).toBe(200);
    expect((await call<{ data: string; version: number }>('GET', '/storage', ref)).body.data).toMatchObject({ data: 'first', version: 1 });
    expect(
      (await call<{ keys: string[] }>('GET', '/storage/list', { app_name: APP, project: 'global', prefix: 'notes/' })).body.data!.keys,
    ).toContain(key);
    expect((await call('DELETE', '/storage', ref, true)).status).toBe(200);
    expect(await disk.list(`${APP}/global/${key}`)).toEqual([]);
    expect((await db.collection('storageObjects').where('key', '==', key).get()).size).toBe(0);
  });

  it('refuses bad input with a 4xx envelope and writes nothing', async () => {
    const before = await snapshot();
    const ok = { app_name: APP, project: 'global', data: { a: 1 }, type: 'json' };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ ...ok, key: '../escape.json' }, 400, 'key'],
      [{ ...ok, key: '/etc/passwd' }, 400, 'key'],
      [{ ...ok, key: 'a\\b.json' }, 400, 'key'],
      [{ ...ok, key: 'a\u0000b.json' }, 400, 'key'],
      [{ ...ok, key: 'x.json', project: 'no-such-project' }, 404, ''],
      [{ ...ok, key: 'x.png', type: 'base64', data: Buffer.from('not a png').toString('base64'), contentType: 'image/png' }, 400, 'data'],
      [{ ...ok, key: 'x.svg', type: 'base64', data: 'PHN2Zz4=', contentType: 'image/svg+xml' }, 400, 'contentType'],
      [{ ...ok, key: 'x.txt', type: 'text', data: 'x'.repeat(1_048_576 + 10) }, 400, ''],
      [{ ...ok, key: 'x.json', extra: 1 }, 400, ''],
    ];
    for (const [input, status, field] of cases) {
      const res = await post('/storage', input);
      expect({ input: JSON.stringify(input).slice(0, 80), status: res.status }).toEqual({
        input: JSON.stringify(input).slice(0, 80),
        status,
      });
      expect(res.body.success).toBe(false);
      if (field) expect(Object.keys(res.body.error!.fieldErrors ?? {}).join()).toContain(field);
    }
    expect((await call('GET', '/storage', { app_name: APP, project: 'global', key: 'missing.json' })).status).toBe(404);
    expect((await call('DELETE', '/storage', { app_name: APP, project: 'global', key: 'missing.json' }, true)).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe('cloud service: presigned URLs', () => {
  const key = `uploads/test-${suffix}.png`;
  const ref = { app_name: APP, project: 'global', key };
  const signedFetch = (url: string, init?: RequestInit) => fetch(`${FUNCTIONS_URL}${url}`, init);

  it('uploads binary through a PUT URL, reads it by key and through a GET URL, then deletes it', async () => {
    const put = await call<{ url: string; contentType: string }>('GET', '/cloud/url', { ...ref, method: 'PUT', contentType: 'image/png' });
    expect(put.status).toBe(200);
    const uploaded = await signedFetch(put.body.data!.url, {
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      body: new Uint8Array(png),
    });
    expect(uploaded.status).toBe(201);
    const byKey = await fetch(`${FUNCTIONS_URL}/cloud/upload?${new URLSearchParams(ref).toString()}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(byKey.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await byKey.arrayBuffer()).equals(png)).toBe(true);
    const get = await call<{ url: string }>('GET', '/cloud/url', { ...ref, method: 'GET' });
    const viaUrl = await signedFetch(get.body.data!.url); // no token: the signature is the credential
    expect(viaUrl.status).toBe(200);
    expect(Buffer.from(await viaUrl.arrayBuffer()).equals(png)).toBe(true);
    expect((await call('DELETE', '/cloud/upload', ref, true)).status).toBe(200);
    expect(await disk.stat(`${APP}/global/${key}`)).toBeUndefined();
    expect((await signedFetch(get.body.data!.url)).status).toBe(404);
  });

  it('refuses expired, altered and misused URLs, oversize and mistyped bodies, and stores nothing', async () => {
    const before = await snapshot();
    const put = (await call<{ url: string }>('GET', '/cloud/url', { ...ref, method: 'PUT', contentType: 'image/png' })).body.data!.url;
    const send = (url: string, body: Buffer, type = 'image/png') =>
      signedFetch(url, { method: 'PUT', headers: { 'Content-Type': type }, body: new Uint8Array(body) });
    // Altered: another name, another content type, another expiry, a flipped signature character.
    const params = new URLSearchParams(put.split('?')[1]);
    const altered = (change: Record<string, string>) =>
      `/cloud/object?${new URLSearchParams({ ...Object.fromEntries(params), ...change }).toString()}`;
    expect((await send(altered({ name: `${APP}/global/uploads/other-${suffix}.png` }), png)).status).toBe(403);
    expect((await send(altered({ expires: String(Date.now() + 10 * 86_400_000) }), png)).status).toBe(403);
    expect((await send(altered({ contentType: 'image/jpeg' }), png, 'image/jpeg')).status).toBe(403);
    const sig = params.get('signature')!;
    expect((await send(altered({ signature: `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}` }), png)).status).toBe(403);
    // Expired: correctly signed, but its time has passed.
    const expired = localSignedUrl(secret, `${APP}/global/${key}`, 'PUT', Date.now() - 1000, 'image/png');
    const expiredAnswer = await send(expired, png);
    expect(expiredAnswer.status).toBe(403);
    expect(((await expiredAnswer.json()) as Envelope<null>).error!.error).toBe('expired');
    // A PUT URL does not read; a GET URL does not write.
    expect((await signedFetch(put)).status).toBe(403);
    // The body must be what was signed: its content type, PNG bytes, not empty, not oversize.
    expect((await send(put, png, 'image/jpeg')).status).toBe(400);
    expect((await send(put, Buffer.from('not a png at all'))).status).toBe(400);
    expect((await send(put, Buffer.alloc(0))).status).toBe(400);
    const oversize = Buffer.concat([png, Buffer.alloc(BLOB_MAX_BYTES + 1 - png.length)]);
    const tooLarge = await send(put, oversize);
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as Envelope<null>).success).toBe(false);
    // The URL service refuses bad requests too.
    expect((await call('GET', '/cloud/url', { ...ref, method: 'PUT' })).status).toBe(400);
    expect((await call('GET', '/cloud/url', { ...ref, method: 'PUT', contentType: 'text/html' })).status).toBe(400);
    expect((await call('GET', '/cloud/url', { ...ref, key: 'missing.png', method: 'GET' })).status).toBe(404);
    expect((await call('GET', '/cloud/url', { ...ref, project: 'no-such-project', method: 'GET' })).status).toBe(404);
    expect((await fetch(`${FUNCTIONS_URL}/cloud/url?${new URLSearchParams({ ...ref, method: 'GET' }).toString()}`)).status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});
