import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BlobNameError } from './blob-store.js';
import { LocalBlobStore, signatureMatches, urlSignature } from './local.js';
import { localSignedUrl } from './config.js';

const root = mkdtempSync(join(tmpdir(), 'blobs-'));
const store = new LocalBlobStore(root, 'demo-test.appspot.com', (name, method, expires, type) =>
  localSignedUrl('s', name, method, expires, type),
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the local blob store', () => {
  it('puts, stats, gets, lists by prefix and deletes', async () => {
    await store.put('workhub/global/materials/library.json', Buffer.from('{"a":1}'), 'application/json');
    await store.put('workhub/global/environments/', Buffer.alloc(0), 'application/octet-stream');
    await store.put('workhub/global/environments/studio.png', Buffer.from([1, 2, 3]), 'image/png');
    await store.put('workhub/global/materials', Buffer.from('a file beside a folder of the same name'), 'text/plain');
    expect((await store.stat('workhub/global/environments/studio.png'))?.bytes).toBe(3);
    expect((await store.get('workhub/global/materials/library.json'))?.bytes.toString()).toBe('{"a":1}');
    expect(await store.list('workhub/global/environments/')).toEqual([
      'workhub/global/environments/',
      'workhub/global/environments/studio.png',
    ]);
    expect(await store.delete('workhub/global/environments/studio.png')).toBe(true);
    expect(await store.delete('workhub/global/environments/studio.png')).toBe(false);
    expect(await store.get('workhub/global/environments/studio.png')).toBeUndefined();
    expect(await store.list('workhub/global/materials')).toEqual(['workhub/global/materials', 'workhub/global/materials/library.json']);
  });

  it.each(['../outside', 'workhub/../../x', '/etc/passwd', 'a\\..\\b', 'a\0b', 'a//b', '..'])(
    'refuses the name %j and writes nothing',
    async (name) => {
      const before = readdirSync(join(root, 'demo-test.appspot.com', 'data')).length;
      await expect(store.put(name, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(BlobNameError);
      await expect(store.get(name)).rejects.toBeInstanceOf(BlobNameError);
      await expect(store.delete(name)).rejects.toBeInstanceOf(BlobNameError);
      expect(readdirSync(join(root, 'demo-test.appspot.com', 'data')).length).toBe(before);
      expect(readdirSync(root)).toEqual(['demo-test.appspot.com']);
    },
  );

  it('signs URLs with an HMAC that changes with every field', async () => {
    const url = await store.signedUrl('workhub/global/a.png', 'GET', 1_700_000_000_000);
    const params = new URLSearchParams(url.split('?')[1]);
    expect(url.startsWith('/cloud/object?')).toBe(true);
    expect(params.get('signature')).toBe(urlSignature('s', 'workhub/global/a.png', 'GET', 1_700_000_000_000));
    expect(urlSignature('s', 'workhub/global/a.png', 'PUT', 1_700_000_000_000)).not.toBe(params.get('signature'));
    expect(urlSignature('s', 'workhub/global/b.png', 'GET', 1_700_000_000_000)).not.toBe(params.get('signature'));
    expect(urlSignature('t', 'workhub/global/a.png', 'GET', 1_700_000_000_000)).not.toBe(params.get('signature'));
    expect(signatureMatches(params.get('signature')!, params.get('signature')!)).toBe(true);
    expect(signatureMatches(params.get('signature')!, 'x')).toBe(false);
  });
});
