import type { Request } from 'express';
import {
  blobNameOf,
  GLOBAL_PROJECT,
  keyOfBlobName,
  storageObjectSchema,
  type StorageObject,
  type StorageRef,
  type StorageType,
} from '@workhub/domain';
import { firestore } from './admin.js';
import { badRequest, notFound } from './http.js';
import { BlobNameError, blobStore, type BlobStat } from '../engines/storage/index.js';
import { storageObjectId, storageObjectRecord } from './storage-record.js';
import { callerLabel } from './caller.js';
import { conflict, notAllowed } from './errors.js';

export const STORAGE_OBJECTS = 'storageObjects';

/** The metadata document of a key (one per key; its latest version for versioned keys). */
export const objectRef = (ref: StorageRef) => firestore.collection(STORAGE_OBJECTS).doc(storageObjectId(ref));

/** 'global' (the shared folder) or an existing project; any other project is a 404. */
export async function assertProject(project: string): Promise<void> {
  if (project === GLOBAL_PROJECT) return;
  const snap = await firestore.collection('projects').doc(project).get();
  if (!snap.exists) throw notFound(`Project ${project} does not exist`);
}

/** Runs a blob store call; a name the store refuses is a 400, never a 500. */
export async function viaStore<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof BlobNameError) throw badRequest(err.message, { key: err.message });
    throw err;
  }
}

async function metaOf(ref: StorageRef): Promise<StorageObject | undefined> {
  const snap = await objectRef(ref).get();
  if (!snap.exists) return undefined;
  const parsed = storageObjectSchema.safeParse(snap.data());
  if (!parsed.success) throw conflict(`The metadata of ${ref.key} is not readable`);
  return parsed.data;
}

/**
 * Stores bytes under a key and records its metadata (storageObjects/{id}). A versioned key gets
 * the next version (1, 2, …) and keeps the earlier ones; an unversioned key is replaced. A key
 * stays what it was made: storing it with the other isVersioned is a 409.
 */
export async function putObject(
  ref: StorageRef,
  bytes: Buffer,
  options: { type: StorageType; contentType: string; isVersioned: boolean; user: string },
): Promise<StorageObject> {
  const doc = objectRef(ref);
  return firestore.runTransaction(async (tx) => {
    const snap = await tx.get(doc);
    const prev = snap.exists ? storageObjectSchema.safeParse(snap.data()) : undefined;
    if (prev && !prev.success) throw conflict(`The metadata of ${ref.key} is not readable`);
    const before = prev?.data;
    if (before && before.isVersioned !== options.isVersioned)
      throw conflict(`${ref.key} is ${before.isVersioned ? '' : 'not '}versioned; store it with isVersioned ${before.isVersioned}`);
    const meta = storageObjectRecord(ref, bytes.length, options, new Date().toISOString(), before);
    const version = options.isVersioned ? meta.version : undefined;
    await viaStore(() => blobStore().put(blobNameOf(ref, version), bytes, options.contentType));
    tx.set(doc, meta);
    return meta;
  });
}

/** A key's bytes: its latest version (or `version` of a versioned key). 404 when there is none. */
export async function getObject(
  ref: StorageRef,
  version?: number,
): Promise<{ bytes: Buffer; stat: BlobStat; meta?: StorageObject; version: number }> {
  const meta = await metaOf(ref);
  if (version !== undefined && !meta?.isVersioned) throw notFound(`${ref.key} has no versions`);
  const chosen = meta?.isVersioned ? (version ?? meta.version) : undefined;
  const blob = await viaStore(() => blobStore().get(blobNameOf(ref, chosen)));
  if (!blob) throw notFound(version !== undefined ? `${ref.key} has no version ${version}` : `${ref.key} does not exist`);
  return { ...blob, ...(meta ? { meta } : {}), version: chosen ?? 0 };
}

/** Who asks to delete: the name the records keep (createdBy) and the workspace-admin claim. */
export interface Deleter {
  name: string;
  isWorkspaceAdmin: boolean;
}

export const deleterOf = (req: Request): Deleter => ({ name: callerLabel(req), isWorkspaceAdmin: req.caller?.isWorkspaceAdmin === true });

/**
 * Deleting is the creator's, or a workspace admin's (issue 23): a file someone else stored, a file
 * no record names a creator of (a presigned upload, a blob without metadata) and every file of the
 * shared 'global' folder need the admin claim. 403 naming who may; 404 when there is nothing.
 */
async function assertMayDelete(ref: StorageRef, meta: StorageObject | undefined, who: Deleter): Promise<void> {
  if (who.isWorkspaceAdmin) return;
  if (!meta) {
    const base = blobNameOf(ref);
    const present = (await viaStore(() => blobStore().stat(base))) || (await viaStore(() => blobStore().list(`${base}~v`))).length > 0;
    if (!present) throw notFound(`${ref.key} does not exist`);
  }
  if (ref.project === 'global') throw notAllowed(`${ref.key} is in the shared (global) folder: only a workspace admin may delete it`);
  if (meta?.createdBy !== who.name)
    throw notAllowed(
      `${ref.key} was stored by ${meta?.createdBy ?? 'an upload no one is recorded for'}: only they or a workspace admin may delete it`,
    );
}

/** Deletes a key (every version) or one version of a versioned key; 404 when there is nothing to delete. */
export async function deleteObject(ref: StorageRef, who: Deleter, version?: number): Promise<{ deleted: string[] }> {
  const meta = await metaOf(ref);
  await assertMayDelete(ref, meta, who);
  const store = blobStore();
  const base = blobNameOf(ref);
  if (version !== undefined) {
    if (!meta?.isVersioned) throw notFound(`${ref.key} has no versions`);
    const name = blobNameOf(ref, version);
    if (!(await viaStore(() => store.delete(name)))) throw notFound(`${ref.key} has no version ${version}`);
    const left = (await store.list(`${base}~v`)).map((n) => Number(n.slice(`${base}~v`.length))).filter(Number.isInteger);
    if (left.length === 0) await objectRef(ref).delete();
    else if (version === meta.version) await objectRef(ref).update({ version: Math.max(...left), updated: new Date().toISOString() });
    return { deleted: [name] };
  }
  const names = meta?.isVersioned ? (await store.list(`${base}~v`)).filter((n) => /~v\d+$/.test(n)) : [base];
  const deleted: string[] = [];
  for (const name of names) if (await viaStore(() => store.delete(name))) deleted.push(name);
  if (!meta && deleted.length === 0) throw notFound(`${ref.key} does not exist`);
  await objectRef(ref).delete();
  return { deleted };
}

/** Keys under a prefix of one app and project (version blobs are not listed; a folder's placeholder is). */
export async function listKeys(app_name: string, project: string, prefix = ''): Promise<string[]> {
  const folder = { app_name, project };
  const names = await viaStore(() => blobStore().list(`${app_name}/${project}/${prefix}`));
  const keys = new Set<string>();
  for (const name of names) {
    const key = keyOfBlobName(folder, name);
    if (key !== undefined) keys.add(key);
    else {
      const m = /^(.*)~v\d+$/.exec(name);
      const versioned = m ? keyOfBlobName(folder, m[1]!) : undefined;
      if (versioned !== undefined) keys.add(versioned);
    }
  }
  return [...keys].sort();
}
