import { z } from 'zod';
import { blockWorkspaceS3Name } from '../blocks/block-workspace.js';
import { SCHEMA_VERSION_FIELD, STORED_SCHEMA_VERSIONS, type VersionedCollection } from './versions.js';

/**
 * Schema versions of stored Firestore documents, and the ONE place that turns an older shape into
 * the current one. A document without `schemaVersion` is version 0: the shape from before the
 * field existed, the one the scattered optional fields used to tolerate. Readers call
 * migrateStored(collection, data) and parse the result with the collection's current schema;
 * a document from a newer WorkHub (a version above the current one) is refused, never guessed at.
 *
 * To change a collection's shape: add a step at the end of its `steps` (step i turns version i
 * into version i + 1) and raise its number in versions.ts (checked to agree when this module
 * loads). Keep every older step: an old document may be read years later. Add a fixture of the previous shape to the tests.
 *
 * Who stamps: the database service on every job write, the base service on a block workspace it
 * makes (newBlockWorkspace) and on both block documents a commit writes (the archive and the
 * current one). A browser's change of a block workspace keeps its version (firestore.rules). Older
 * documents, and config/access (written by the seed only), stay unstamped until a writer stores
 * them again, and an unstamped document may already have the current shape: the steps from
 * version 0 only fill in what is missing.
 */

type StoredData = Record<string, unknown>;
/** One step: a document of version i (plain data) → version i + 1. Pure; never mutates its input. */
type MigrationStep = (data: StoredData) => StoredData;

interface CollectionMigrations {
  /** Which documents of the collection are versioned (a collection may hold several document types). */
  appliesTo?: (data: StoredData) => boolean;
  steps: readonly MigrationStep[];
}

const STORED_MIGRATIONS = {
  /** jobs/{id} — v1: `qualifications` (v0 stored the same text as `experience`). */
  jobs: {
    steps: [
      ({ experience, ...rest }) => ({
        ...rest,
        ...(typeof rest.qualifications !== 'string' && typeof experience === 'string' ? { qualifications: experience } : {}),
      }),
    ],
  },
  /** config/access — v1: `approvers` per role (v0 had none: nobody approves, it fails closed). */
  'config/access': {
    steps: [(data) => ({ ...data, approvers: data.approvers ?? { design: [], management: [], production: [] } })],
  },
  /** blocks/{name} (current and archived) — v1: `layerCount`, the number of layers, written by each commit. */
  blocks: {
    steps: [
      (data) => ({
        ...data,
        ...(typeof data.layerCount === 'number' ? {} : { layerCount: isRecord(data.layers) ? Object.keys(data.layers).length : 0 }),
      }),
    ],
  },
  /**
   * workspaces/{id} of workspaceType 'block' — v1: `user`, `units`, `editors` and `s3Name` always
   * set (v0 documents were created before they existed): user = the creator, units = inches (the
   * default of a new workspace), editors = none invited, s3Name = where the drawing is filed.
   */
  workspaces: {
    appliesTo: (data) => data.workspaceType === 'block',
    steps: [
      (data) => ({
        ...data,
        ...(data.user === undefined && typeof data.creator === 'string' ? { user: data.creator } : {}),
        ...(data.units === undefined ? { units: 'in' } : {}),
        ...(data.editors === undefined ? { editors: [] } : {}),
        ...(data.s3Name === undefined && typeof data.workspaceName === 'string' && typeof data.id === 'string'
          ? { s3Name: blockWorkspaceS3Name(data.workspaceName, data.id) }
          : {}),
      }),
    ],
  },
} satisfies Record<VersionedCollection, CollectionMigrations>;

// A version raised without its step (or a step without its version) fails at load, in every test.
for (const [collection, migrations] of Object.entries(STORED_MIGRATIONS)) {
  if (migrations.steps.length !== STORED_SCHEMA_VERSIONS[collection as VersionedCollection])
    throw new Error(
      `migrations: ${collection} has ${migrations.steps.length} steps but schema version ${STORED_SCHEMA_VERSIONS[collection as VersionedCollection]}`,
    );
}

export const isVersionedCollection = (collection: string): collection is VersionedCollection =>
  Object.prototype.hasOwnProperty.call(STORED_SCHEMA_VERSIONS, collection);

export type MigrationResult =
  | {
      ok: true;
      /** The document in the current shape (with `schemaVersion` set), or the input itself when nothing applies. */
      data: StoredData;
      /** The version it was stored at (null: the collection or document type is not versioned). */
      from: number | null;
      /** Whether anything changed (a reader may write the migrated document back). */
      changed: boolean;
    }
  | { ok: false; from: unknown; message: string };

/** The stored version of a document: 0 without the field, null when the field is not a version number. */
export function storedSchemaVersion(data: StoredData): number | null {
  const version = data[SCHEMA_VERSION_FIELD];
  if (version === undefined) return 0;
  return typeof version === 'number' && Number.isInteger(version) && version >= 0 ? version : null;
}

/**
 * Any stored shape of a document of `collection` → the current one. Unversioned collections and
 * document types pass through unchanged. Refuses (ok: false, with a message naming the collection
 * and both versions) a document that is not a map, has a malformed `schemaVersion`, or was written
 * by a newer WorkHub: the reader reports it and writes nothing.
 */
export function migrateStored(collection: string, data: unknown): MigrationResult {
  if (!isRecord(data)) return { ok: false, from: undefined, message: `${collection}: not a document` };
  if (!isVersionedCollection(collection)) return { ok: true, data, from: null, changed: false };
  const migrations: CollectionMigrations = STORED_MIGRATIONS[collection];
  if (migrations.appliesTo && !migrations.appliesTo(data)) return { ok: true, data, from: null, changed: false };
  const current = STORED_SCHEMA_VERSIONS[collection];
  const from = storedSchemaVersion(data);
  if (from === null) {
    return {
      ok: false,
      from: data[SCHEMA_VERSION_FIELD],
      message: `${collection}: schemaVersion must be a whole number from 0 to ${current}`,
    };
  }
  if (from > current) {
    return {
      ok: false,
      from,
      message: `${collection}: written by a newer WorkHub (schema version ${from}; this version reads up to ${current}): reload or update`,
    };
  }
  if (from === current) return { ok: true, data, from, changed: false };
  let migrated = data;
  for (const step of migrations.steps.slice(from, current)) migrated = step(migrated);
  return { ok: true, data: { ...migrated, [SCHEMA_VERSION_FIELD]: current }, from, changed: true };
}

/**
 * A document of `collection` as a writer stores it (issue 25, item 5): any older shape brought to
 * the current one and `schemaVersion` stamped with the current version (versioned collections:
 * STORED_SCHEMA_VERSIONS); any other document unchanged. Refuses, as migrateStored does, a
 * document claiming a newer or a malformed version: the writer answers 400 and writes nothing.
 * Every service write of a versioned collection goes through here, so a stored document never
 * carries a version its shape does not have.
 */
export function stampedForWrite(collection: string, data: StoredData): MigrationResult {
  const result = migrateStored(collection, data);
  if (!result.ok || result.from === null) return result;
  const current = STORED_SCHEMA_VERSIONS[collection as VersionedCollection];
  return result.data[SCHEMA_VERSION_FIELD] === current
    ? result
    : { ...result, data: { ...result.data, [SCHEMA_VERSION_FIELD]: current }, changed: true };
}

function isRecord(value: unknown): value is StoredData {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A reader's schema for stored documents of `collection`: any stored shape is migrated first
 * (migrateStored), then parsed with the current `schema`; a refused document (newer version) fails
 * the parse with migrateStored's message, so live lists report it instead of showing it.
 */
export function storedReader<T extends z.ZodType>(collection: string, schema: T) {
  return z
    .unknown()
    .transform((data, ctx): unknown => {
      const result = migrateStored(collection, data);
      if (result.ok) return result.data;
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    })
    .pipe(schema);
}
