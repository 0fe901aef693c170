import { getStorage } from 'firebase-admin/storage';
import '../../lib/admin.js'; // initializes the default app
import { BLOB_MAX_BYTES } from '@workhub/domain';
import { checkBlobName, type BlobStat, type BlobStore } from './blob-store.js';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

/**
 * What Cloud Storage enforces on a signed PUT: the Content-Type that was signed, and (the signed
 * extension header x-goog-content-length-range) a body of at most BLOB_MAX_BYTES, refused by
 * Cloud Storage itself with 400 EntityTooLarge. The local store's signed route checks the same.
 */
export const GCS_LENGTH_RANGE_HEADER = 'x-goog-content-length-range';
const lengthRange = `0,${BLOB_MAX_BYTES}`;

/** The production blob store: a Cloud Storage bucket through firebase-admin (@google-cloud/storage). */
export class GcsBlobStore implements BlobStore {
  readonly kind = 'gcs' as const;
  private readonly bucket;

  /** `bucket` for tests: a bucket of @google-cloud/storage with its own credentials. */
  constructor(bucketName: string | undefined, bucket?: Bucket) {
    this.bucket = bucket ?? getStorage().bucket(bucketName);
  }

  private file(name: string) {
    checkBlobName(name);
    return this.bucket.file(name);
  }

  async put(name: string, bytes: Buffer, contentType: string): Promise<BlobStat> {
    const file = this.file(name);
    await file.save(bytes, { contentType, resumable: false, validation: 'md5' });
    return { name, bytes: bytes.length, contentType, updated: new Date().toISOString() };
  }

  async stat(name: string): Promise<BlobStat | undefined> {
    try {
      const [meta] = await this.file(name).getMetadata();
      return {
        name,
        bytes: Number(meta.size ?? 0),
        contentType: meta.contentType ?? 'application/octet-stream',
        updated: String(meta.updated ?? ''),
      };
    } catch (err) {
      if ((err as { code?: number }).code === 404) return undefined;
      throw err;
    }
  }

  async get(name: string) {
    const stat = await this.stat(name);
    if (!stat) return undefined;
    const [bytes] = await this.file(name).download();
    return { bytes, stat };
  }

  async delete(name: string): Promise<boolean> {
    try {
      await this.file(name).delete();
      return true;
    } catch (err) {
      if ((err as { code?: number }).code === 404) return false;
      throw err;
    }
  }

  async list(prefix: string): Promise<string[]> {
    const [files] = await this.bucket.getFiles({ prefix, autoPaginate: true });
    return files.map((f) => f.name).sort();
  }

  async signedUrl(name: string, method: 'GET' | 'PUT', expires: number, contentType?: string): Promise<string> {
    const [url] = await this.file(name).getSignedUrl({
      version: 'v4',
      action: method === 'GET' ? 'read' : 'write',
      expires,
      ...(method === 'PUT' ? { contentType, extensionHeaders: { [GCS_LENGTH_RANGE_HEADER]: lengthRange } } : {}),
    });
    return url;
  }

  uploadHeaders(contentType: string): Record<string, string> {
    return { 'Content-Type': contentType, [GCS_LENGTH_RANGE_HEADER]: lengthRange };
  }
}
