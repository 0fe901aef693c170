import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { LocalBlobStore, localStorageRoot, bucketName, localSignedUrl, localSigningSecret } from '../../functions/src/public.js';
import { buildStorageBlobs } from './data/storage.js';
import { BASE_DATE } from './clock.js';

/**
 * Writes the seeded blobs into the local blob store the functions read (the same folder:
 * WORKHUB_STORAGE_DIR, else emulators/state-storage; the same bucket: the project's), after
 * clearing the bucket, so a seed gives the same files every time.
 */
export async function writeSeedBlobs(env: NodeJS.ProcessEnv = process.env): Promise<{ count: number; folder: string }> {
  const root = localStorageRoot(env);
  const bucket = bucketName(env);
  if (!/^[a-z0-9][a-z0-9._-]{1,220}$/.test(bucket)) throw new Error(`Invalid bucket name ${bucket}`);
  rmSync(join(root, bucket), { recursive: true, force: true });
  const secret = localSigningSecret(env);
  const store = new LocalBlobStore(root, bucket, (name, method, expires, type) => localSignedUrl(secret, name, method, expires, type));
  const blobs = buildStorageBlobs(BASE_DATE);
  for (const blob of blobs) await store.put(blob.name, blob.bytes, blob.contentType);
  return { count: blobs.length, folder: join(root, bucket) };
}
