import { blobNameProblem } from '@workhub/domain';

/** One stored blob's facts. */
export interface BlobStat {
  name: string;
  bytes: number;
  contentType: string;
  updated: string;
}

/**
 * Where blobs live (docs/staff-tools.md "Storage, materials and legacy assets as built"):
 * Cloud Storage in production (gcs.ts), a folder on disk under the emulators' state locally
 * (local.ts). Names are checked by both (blobNameProblem): no '..', no absolute names, no
 * backslashes or NULs.
 */
export interface BlobStore {
  readonly kind: 'gcs' | 'local';
  put(name: string, bytes: Buffer, contentType: string): Promise<BlobStat>;
  /** The blob's bytes and facts, or undefined when there is none. */
  get(name: string): Promise<{ bytes: Buffer; stat: BlobStat } | undefined>;
  /** True when a blob was deleted. */
  delete(name: string): Promise<boolean>;
  /** Names starting with `prefix`, sorted. */
  list(prefix: string): Promise<string[]>;
  stat(name: string): Promise<BlobStat | undefined>;
  /**
   * A URL that lets its holder do `method` on the blob until `expires` (ms since epoch) without a
   * token: Cloud Storage's V4 signed URL, or the local cloud service's signed route.
   */
  signedUrl(name: string, method: 'GET' | 'PUT', expires: number, contentType?: string): Promise<string>;
  /** The headers a PUT through a signed URL must carry (they are part of what was signed). */
  uploadHeaders(contentType: string): Record<string, string>;
}

export class BlobNameError extends Error {}

/** Throws a BlobNameError for a name no store may hold. */
export function checkBlobName(name: string): void {
  const problem = blobNameProblem(name);
  if (problem) throw new BlobNameError(`Invalid blob name '${name.slice(0, 80)}': ${problem}`);
}
