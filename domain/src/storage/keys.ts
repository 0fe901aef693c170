import { z } from 'zod';

/**
 * Storage keys and blob names (docs/staff-tools.md "Storage, materials and legacy assets as
 * built"). A key is a relative, slash-separated name ('materials/library.json'); each segment is
 * letters, digits, space, '.', '_', '-', '(' or ')' and does not start with '.', so a key can
 * never climb out of its folder ('..'), be absolute, hold a backslash or a NUL, or collide with
 * the version suffix '~v{n}' of a versioned key.
 */
export const STORAGE_KEY_MAX_BYTES = 512;
const SEGMENT = /^[A-Za-z0-9 _\-()][A-Za-z0-9 ._\-()]*$/;

/** Why `key` is not a storage key, or undefined when it is one. */
export function storageKeyProblem(key: string): string | undefined {
  if (key === '') return 'A key is required';
  if (key.includes('\0')) return 'A key cannot hold a NUL character';
  if (key.includes('\\')) return 'A key cannot hold a backslash';
  if (key.startsWith('/')) return 'A key cannot be absolute (start with /)';
  if (new TextEncoder().encode(key).length > STORAGE_KEY_MAX_BYTES) return `A key is at most ${STORAGE_KEY_MAX_BYTES} bytes`;
  for (const segment of key.split('/')) {
    if (segment === '') return 'A key cannot have empty segments (// or a trailing /)';
    if (segment === '.' || segment === '..') return 'A key cannot hold . or .. segments';
    if (segment.startsWith('.')) return 'A key segment cannot start with .';
    if (!SEGMENT.test(segment)) return `Key segment '${segment}' may hold only letters, digits, space and . _ - ( )`;
  }
  return undefined;
}

export const storageKeySchema = z.string().superRefine((key, ctx) => {
  const problem = storageKeyProblem(key);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A key prefix to list by: '' (everything) or a key, optionally with a trailing '/'. */
export const storagePrefixSchema = z.string().superRefine((prefix, ctx) => {
  if (prefix === '') return;
  const problem = storageKeyProblem(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** An application name ('workhub', 'homehub', 'plum'): the first folder of every blob. */
export const storageAppSchema = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'app_name is lower-case letters, digits and -');

/** The shared (not per-project) folder: the materials library, environments, datatype bundles, base files. */
export const GLOBAL_PROJECT = 'global';
/** A project id ('global' for the shared folder); the services refuse a project that does not exist (404). */
export const storageProjectSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, 'project is a project id or global');

export interface StorageRef {
  app_name: string;
  project: string;
  key: string;
}

/** The blob name of a key: '{app_name}/{project}/{key}', and '{…}~v{version}' for one version of a versioned key. */
export function blobNameOf(ref: StorageRef, version?: number): string {
  const base = `${ref.app_name}/${ref.project}/${ref.key}`;
  return version === undefined ? base : `${base}~v${version}`;
}

/** The key a blob name holds under '{app_name}/{project}/', or undefined for a version blob or another folder. */
export function keyOfBlobName(ref: Omit<StorageRef, 'key'>, blobName: string): string | undefined {
  const folder = `${ref.app_name}/${ref.project}/`;
  if (!blobName.startsWith(folder)) return undefined;
  const key = blobName.slice(folder.length);
  return /~v\d+$/.test(key) ? undefined : key;
}

/**
 * A blob name as the stores accept it (both adapters check every name): a storage key's rules,
 * with '~' allowed for version suffixes, and a trailing '/' for a folder's placeholder object.
 */
export function blobNameProblem(name: string): string | undefined {
  const body = name.endsWith('/') ? name.slice(0, -1) : name;
  return storageKeyProblem(body.replace(/~v\d+$/, ''));
}

// ── spec §7 storage calls ─────────────────────────────────────────────────────────────────────

/** The key of a datatype bundle file: '{datatype}/{filename}.json' (supporting spec §7); throws for names that are not one key segment. */
export function datatypeBundleKey(datatype: string, filename: string): string {
  const base = filename.endsWith('.json') ? filename.slice(0, -'.json'.length) : filename;
  for (const [what, name] of [
    ['datatype', datatype],
    ['filename', base],
  ] as const) {
    if (name.includes('/')) throw new Error(`The ${what} cannot hold /`);
    const problem = storageKeyProblem(name);
    if (problem) throw new Error(`Invalid ${what}: ${problem}`);
  }
  return `${datatype}/${base}.json`;
}

export const GLOBAL_DATA_PREFIX = 'global_data/';

/** A base file's name (unversioned, full name) with the 'global_data/' prefix removed (supporting spec §7). */
export function baseFileName(name: string): string {
  return name.startsWith(GLOBAL_DATA_PREFIX) ? name.slice(GLOBAL_DATA_PREFIX.length) : name;
}

export const MATERIALS_LIBRARY_KEY = 'materials/library.json';
export const ENVIRONMENTS_PREFIX = 'environments/';

/**
 * Texture names from a listing of 'environments/' (supporting spec §7): the first entry (the
 * folder's own placeholder object, which Cloud Storage lists first) is dropped, and each other
 * entry gives its file name without the folder. The listing is sorted first, so the folder —
 * a prefix of every other name — is the first entry.
 */
export function textureNames(entries: readonly string[]): Array<{ name: string; key: string }> {
  return [...entries]
    .sort()
    .slice(1)
    .map((key) => ({ key, name: key.slice(key.lastIndexOf('/') + 1) }))
    .filter((t) => t.name !== '');
}

// ── sizes and content types ──────────────────────────────────────────────────────────────────

/** The largest blob an upload may store (a texture, a package): 8 MiB. */
export const BLOB_MAX_BYTES = 8 * 1_048_576;
/** The largest `data` the storage service's POST stores (it comes in a JSON body). */
export const STORAGE_DATA_MAX_BYTES = 1_048_576;

/** Content types a blob may have; anything else is refused (SVG and HTML could run script when served). */
export const ALLOWED_CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'text/csv',
  'image/png',
  'image/jpeg',
  'image/webp',
  'model/gltf-binary',
  'application/pdf',
  'application/zip',
  'application/octet-stream',
] as const;
export type AllowedContentType = (typeof ALLOWED_CONTENT_TYPES)[number];
export const contentTypeSchema = z.enum(ALLOWED_CONTENT_TYPES, {
  message: `Content type must be one of ${ALLOWED_CONTENT_TYPES.join(', ')}`,
});

/** The bare media type of a Content-Type header ('image/png; x=y' -> 'image/png'), lower case. */
export const mediaTypeOf = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

/** What the storage service stores: parsed JSON, text, or bytes sent as base64. */
export const STORAGE_TYPES = ['json', 'text', 'base64'] as const;
export const storageTypeSchema = z.enum(STORAGE_TYPES);
export type StorageType = (typeof STORAGE_TYPES)[number];

/**
 * Metadata of a stored key: `storageObjects/{id}` (id: the sha256 of its blob name without version).
 * The one contract of the collection: the storage service writes it (functions/src/lib/storage-record.ts
 * builds every record, for the service and the seed) and /software/revs reads it live.
 */
export const storageObjectSchema = z.object({
  app_name: z.string(),
  project: z.string(),
  key: z.string(),
  /** The latest version (versioned keys: 1, 2, …; unversioned: 0). */
  version: z.number().int().min(0),
  type: storageTypeSchema,
  bytes: z.number().int().min(0),
  contentType: z.string(),
  isVersioned: z.boolean(),
  created: z.string(),
  createdBy: z.string(),
  updated: z.string().optional(),
});
export type StorageObject = z.infer<typeof storageObjectSchema>;

/** A `storageObjects` document as a live read gives it (the document id under `id`). */
export const storageObjectDocSchema = storageObjectSchema.extend({ id: z.string() });
export type StorageObjectDoc = z.infer<typeof storageObjectDocSchema>;

/** The datatype of files at the top of their folder (a key without '/'). */
export const TOP_LEVEL_DATATYPE = '(top level)';

/**
 * A stored file's datatype: the first folder of its key, as datatype bundle files are kept at
 * '{datatype}/{filename}.json' (supporting spec §7): 'walls/exterior-2x6.json' is a 'walls' file,
 * 'environments/dusk.png' an 'environments' one; a key without a folder is TOP_LEVEL_DATATYPE.
 */
export function storageDatatypeOf(key: string): string {
  const slash = key.indexOf('/');
  return slash > 0 ? key.slice(0, slash) : TOP_LEVEL_DATATYPE;
}
