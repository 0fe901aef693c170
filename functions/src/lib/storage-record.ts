import { createHash } from 'node:crypto';
import { blobNameOf, storageObjectSchema, type StorageObject, type StorageRef, type StorageType } from '@workhub/domain';

/**
 * The storage metadata record (`storageObjects/{id}`) as pure functions: the storage service's
 * writer (store.ts `putObject`) and the seed (emulators/seed/data/storage.ts) build every record
 * with these, so the documents /software/revs reads have one shape (`storageObjectSchema`).
 */

/** The id of a key's metadata document: the sha256 of its blob name (without version), 40 hex digits. */
export const storageObjectId = (ref: StorageRef): string => createHash('sha256').update(blobNameOf(ref)).digest('hex').slice(0, 40);

/** The storage type a content type reads as by default. */
export const defaultTypeOf = (contentType: string): StorageType =>
  contentType === 'application/json' ? 'json' : contentType.startsWith('text/') ? 'text' : 'base64';

export interface StorageObjectWrite {
  type: StorageType;
  contentType: string;
  isVersioned: boolean;
  /** Who stores it (email, else uid). */
  user: string;
}

/**
 * The record after storing `bytes` bytes under `ref` at `now`, given the record before (if any):
 * a versioned key gets the next version (1, 2, …), an unversioned one version 0; created and
 * createdBy stay the first store's, `updated` marks a later one. Parsed with the domain schema.
 */
export function storageObjectRecord(
  ref: StorageRef,
  bytes: number,
  write: StorageObjectWrite,
  now: string,
  before?: StorageObject,
): StorageObject {
  const version = write.isVersioned ? (before?.version ?? 0) + 1 : 0;
  return storageObjectSchema.parse({
    app_name: ref.app_name,
    project: ref.project,
    key: ref.key,
    version,
    type: write.type,
    bytes,
    contentType: write.contentType,
    isVersioned: write.isVersioned,
    created: before?.created ?? now,
    createdBy: before?.createdBy ?? write.user,
    ...(before ? { updated: now } : {}),
  });
}
