import { urlSignature } from './local.js';

/** The route (under the API root) that serves the local store's presigned URLs (services/cloud/signed-router.ts). */
export const LOCAL_SIGNED_PATH = '/cloud/object';

/**
 * The secret of the local store's presigned URLs. Locally only: production URLs are Cloud
 * Storage's own V4 signatures. Every functions process must agree, so it comes from the
 * environment (a fixed development value when unset).
 */
export const localSigningSecret = (env: NodeJS.ProcessEnv = process.env) =>
  env.WORKHUB_URL_SIGNING_SECRET ?? 'workhub-local-url-signing-secret';

/** Runs against the emulators (Functions emulator, or a script with the Firestore emulator set). */
export const isLocal = (env: NodeJS.ProcessEnv = process.env) =>
  env.FUNCTIONS_EMULATOR === 'true' || Boolean(env.FIRESTORE_EMULATOR_HOST) || env.WORKHUB_BLOBS === 'local';

/** The bucket: WORKHUB_STORAGE_BUCKET, else the project's default bucket name. */
export const bucketName = (env: NodeJS.ProcessEnv = process.env) =>
  env.WORKHUB_STORAGE_BUCKET ?? `${env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT ?? 'demo-workhub'}.appspot.com`;

/** A local presigned URL: a path under the API root, which clients prefix with their API base. */
export function localSignedUrl(secret: string, name: string, method: 'GET' | 'PUT', expires: number, contentType?: string): string {
  const params = new URLSearchParams({ name, method, expires: String(expires) });
  if (contentType) params.set('contentType', contentType);
  params.set('signature', urlSignature(secret, name, method, expires, contentType));
  return `${LOCAL_SIGNED_PATH}?${params.toString()}`;
}
