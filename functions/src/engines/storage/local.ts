import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { readFile, readdir, rename, rm, stat as fsStat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { checkBlobName, type BlobStat, type BlobStore } from './blob-store.js';

/**
 * The local blob store: one folder per bucket under WORKHUB_STORAGE_DIR (the scripts set it beside
 * the emulators' state: emulators/state-storage for `npm start`, .run/storage-test for tests),
 * default <repo>/emulators/state-storage. Each blob is one file in `data/`, its facts in `meta/`,
 * both named by the blob name percent-encoded (so 'a/b' and 'a' never clash as file and folder and
 * no name can leave the folder; names are also checked).
 */
export function localStorageRoot(env: NodeJS.ProcessEnv = process.env): string {
  if (env.WORKHUB_STORAGE_DIR) return resolve(env.WORKHUB_STORAGE_DIR);
  let dir = process.cwd();
  while (!existsSync(join(dir, 'firebase.json')) && dirname(dir) !== dir) dir = dirname(dir);
  // functions/ has its own firebase.json-less folder; the repository root holds firebase.json.
  return join(dir, 'emulators', 'state-storage');
}

const encode = (name: string) => encodeURIComponent(name).replaceAll('.', '%2E').replaceAll('*', '%2A');
const decode = (file: string) => decodeURIComponent(file);

interface Meta {
  contentType: string;
  bytes: number;
  updated: string;
}

export class LocalBlobStore implements BlobStore {
  readonly kind = 'local' as const;
  private readonly data: string;
  private readonly meta: string;

  constructor(
    readonly root: string,
    readonly bucket: string,
    /** Signs the URLs the cloud service's signed route serves (cloud/signed-url.ts). */
    private readonly sign: (name: string, method: 'GET' | 'PUT', expires: number, contentType?: string) => string,
  ) {
    if (!/^[a-z0-9][a-z0-9._-]{1,220}$/.test(bucket)) throw new Error(`Invalid bucket name ${bucket}`);
    this.data = join(root, bucket, 'data');
    this.meta = join(root, bucket, 'meta');
    mkdirSync(this.data, { recursive: true });
    mkdirSync(this.meta, { recursive: true });
  }

  private paths(name: string) {
    checkBlobName(name);
    const file = encode(name);
    return { data: join(this.data, file), meta: join(this.meta, `${file}.json`) };
  }

  async put(name: string, bytes: Buffer, contentType: string): Promise<BlobStat> {
    const p = this.paths(name);
    const meta: Meta = { contentType, bytes: bytes.length, updated: new Date().toISOString() };
    // Written beside and renamed, so a reader never sees half a blob.
    const tmp = `${p.data}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, bytes);
    await writeFile(p.meta, JSON.stringify(meta));
    await rename(tmp, p.data);
    return { name, ...meta };
  }

  async stat(name: string): Promise<BlobStat | undefined> {
    const p = this.paths(name);
    try {
      const meta = JSON.parse(await readFile(p.meta, 'utf8')) as Meta;
      await fsStat(p.data);
      return { name, ...meta };
    } catch {
      return undefined;
    }
  }

  async get(name: string) {
    const stat = await this.stat(name);
    if (!stat) return undefined;
    try {
      return { bytes: await readFile(this.paths(name).data), stat };
    } catch {
      return undefined;
    }
  }

  async delete(name: string): Promise<boolean> {
    const p = this.paths(name);
    const existed = existsSync(p.data);
    await rm(p.data, { force: true });
    await rm(p.meta, { force: true });
    return existed;
  }

  async list(prefix: string): Promise<string[]> {
    const names = (await readdir(this.data))
      .filter((f) => !f.endsWith('.tmp'))
      .map(decode)
      .filter((n) => n.startsWith(prefix));
    return names.sort();
  }

  async signedUrl(name: string, method: 'GET' | 'PUT', expires: number, contentType?: string): Promise<string> {
    checkBlobName(name);
    return this.sign(name, method, expires, contentType);
  }

  /** The local signed route checks the size itself (413), so only the signed Content-Type. */
  uploadHeaders(contentType: string): Record<string, string> {
    return { 'Content-Type': contentType };
  }
}

/** HMAC-SHA256 of a presigned URL's fields, base64url. */
export function urlSignature(secret: string, name: string, method: string, expires: number | string, contentType = ''): string {
  return createHmac('sha256', secret).update(`${method}\n${name}\n${expires}\n${contentType}`).digest('base64url');
}

export function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
