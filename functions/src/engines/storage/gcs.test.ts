import { generateKeyPairSync } from 'node:crypto';
import { Storage } from '@google-cloud/storage';
import { describe, expect, it } from 'vitest';
import { BLOB_MAX_BYTES } from '@workhub/domain';
import { GCS_LENGTH_RANGE_HEADER, GcsBlobStore } from './gcs.js';

/**
 * The production adapter's signed URLs, signed for real (V4, RSA) with a throw-away service
 * account key: signing needs no network, so what Cloud Storage will enforce can be read off the URL.
 */
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const bucket = new Storage({
  projectId: 'workhub-test',
  credentials: {
    client_email: 'signer@workhub-test.iam.gserviceaccount.com',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  },
}).bucket('workhub-test-bucket');
const store = new GcsBlobStore(undefined, bucket);

describe('GcsBlobStore signed URLs', () => {
  it('signs a PUT with its Content-Type and a content-length range of at most BLOB_MAX_BYTES, and says what to send', async () => {
    const url = new URL(await store.signedUrl('workhub/P-1001/photos/site.png', 'PUT', Date.now() + 600_000, 'image/png'));
    expect(url.hostname).toBe('storage.googleapis.com');
    expect(url.searchParams.get('X-Goog-SignedHeaders')!.split(';')).toEqual(['content-type', 'host', GCS_LENGTH_RANGE_HEADER]);
    expect(store.uploadHeaders('image/png')).toEqual({ 'Content-Type': 'image/png', [GCS_LENGTH_RANGE_HEADER]: `0,${BLOB_MAX_BYTES}` });
  });

  it('signs a GET with no upload headers', async () => {
    const url = new URL(await store.signedUrl('workhub/P-1001/photos/site.png', 'GET', Date.now() + 600_000));
    expect(url.searchParams.get('X-Goog-SignedHeaders')).toBe('host');
  });
});
