import { GcsBlobStore } from './gcs.js';
import { LocalBlobStore, localStorageRoot } from './local.js';
import type { BlobStore } from './blob-store.js';

export { BlobNameError, checkBlobName, type BlobStat, type BlobStore } from './blob-store.js';
export { LocalBlobStore, localStorageRoot, signatureMatches, urlSignature } from './local.js';

export { bucketName, isLocal, LOCAL_SIGNED_PATH, localSignedUrl, localSigningSecret } from './config.js';
import { bucketName, isLocal, localSignedUrl, localSigningSecret } from './config.js';

let store: BlobStore | undefined;

/** The blob store of this process, chosen by environment: on disk locally, Cloud Storage in production. */
export function blobStore(env: NodeJS.ProcessEnv = process.env): BlobStore {
  if (store) return store;
  if (isLocal(env)) {
    const secret = localSigningSecret(env);
    store = new LocalBlobStore(localStorageRoot(env), bucketName(env), (name, method, expires, contentType) =>
      localSignedUrl(secret, name, method, expires, contentType),
    );
  } else {
    store = new GcsBlobStore(env.WORKHUB_STORAGE_BUCKET);
  }
  return store;
}
