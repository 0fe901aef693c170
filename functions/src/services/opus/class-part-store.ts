import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import {
  CLASS_PART_CONTENT_DOC_ID,
  classPartWorkspaceContentSchema,
  classPartWorkspaceSchema,
  DEFAULT_ONSHAPE_HOSTS,
  documentIdProblem,
  mayChangeClassPartWorkspace,
  parseVersion,
  sortClassPartVersions,
  storedSchemaOf,
  type ClassPartVersion,
  type ClassPartWorkspace,
  type ClassPartWorkspaceContent,
} from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { HttpError, notFound } from '../../lib/http.js';
import { conflict, notAllowed } from '../../lib/errors.js';
import type { WorkspaceCaller } from '../../lib/caller.js';
import { storedAs } from '../../lib/stored.js';

/*
 * Shared reads and checks of the class-part routes (docs/versioned-data.md "Class parts"):
 * `classParts/{id}` holds one document per version; a class-part workspace is
 * `workspaces/{id}` (workspaceType 'classPart') with its content `workspaces/{id}/content/classPart`.
 */

export const classPartsCollection = () => firestore.collection('classParts');
export const workspacesCollection = () => firestore.collection('workspaces');

/** The 403 of a change the caller may not make. */
export const forbidden = () => notAllowed('Only the workspace creator or a workspace admin may change this workspace');

/**
 * The user a request acts as: `user` when given, else the caller. Acting as someone else is for
 * workspace admins only (403), so a page cannot record another person as the author.
 */
export function actingUser(user: string | undefined, caller: WorkspaceCaller): string {
  if (!caller.user && !caller.isWorkspaceAdmin) throw forbidden();
  if (user === undefined || user === caller.user) return caller.user;
  if (!caller.isWorkspaceAdmin) throw notAllowed(`Only a workspace admin may act as ${user}`);
  return user;
}

/**
 * The Onshape hosts links may point at: ONSHAPE_HOSTS (comma-separated), else Onshape's own host
 * and the host of the links the configured Onshape makes (ONSHAPE_LINK_HOST, else ONSHAPE_URL's),
 * so a deployment never accepts the local stand-in's example host unless it is configured so.
 */
export function onshapeHosts(env: NodeJS.ProcessEnv = process.env): string[] {
  const configured = (env.ONSHAPE_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  if (configured.length > 0) return configured;
  let urlHost: string | undefined;
  try {
    urlHost = env.ONSHAPE_URL ? new URL(env.ONSHAPE_URL).hostname : undefined;
  } catch {
    urlHost = undefined;
  }
  const linkHost = (env.ONSHAPE_LINK_HOST || urlHost)?.toLowerCase();
  return [...new Set([DEFAULT_ONSHAPE_HOSTS[0]!, ...(linkHost ? [linkHost] : [])])];
}

/** Every readable version of the part at `path`, oldest first (a stored doc that does not fit the schema is left out). */
export async function versionsOf(path: string, tx?: Transaction): Promise<ClassPartVersion[]> {
  const query = classPartsCollection().where('path', '==', path);
  const snap = tx ? await tx.get(query) : await query.get();
  const versions: ClassPartVersion[] = [];
  for (const doc of snap.docs) {
    const parsed = storedSchemaOf('classParts').safeParse({ ...doc.data(), id: doc.id });
    if (parsed.success) versions.push(parsed.data);
    else console.warn(`[opus] classParts/${doc.id} does not fit the class-part schema; left out`);
  }
  return sortClassPartVersions(versions);
}

/** The versions of a part; 404 when it has none. */
export async function existingVersionsOf(path: string, tx?: Transaction): Promise<ClassPartVersion[]> {
  const versions = await versionsOf(path, tx);
  if (versions.length === 0) throw notFound(`No class part ${path}`);
  return versions;
}

/** One version (`v1.2.0`) of a part; 404 when unknown. */
export function versionNamed(versions: readonly ClassPartVersion[], path: string, version: string): ClassPartVersion {
  const found = versions.find((v) => v.version === version);
  if (!found) throw notFound(`No version ${version} of class part ${path}`);
  return found;
}

export const latestOf = (versions: readonly ClassPartVersion[]) => versions[versions.length - 1];
export const versionOfText = (text: string) => parseVersion(text) ?? { major: 0, minor: 0, patch: 0 };

export interface LoadedClassPartWorkspace {
  ref: DocumentReference;
  contentRef: DocumentReference;
  workspace: ClassPartWorkspace;
  content: ClassPartWorkspaceContent;
  /** Every doc of the content sub-collection (all are removed with the workspace). */
  contentRefs: DocumentReference[];
}

/**
 * A class-part workspace with its content; 404 when it does not exist, is not a class-part
 * workspace or is soft-deleted. A stored workspace or content that does not fit the domain
 * schema is a 400 naming each problem (written around the services; nothing is built on it).
 */
export async function loadClassPartWorkspace(workspaceId: string, tx?: Transaction): Promise<LoadedClassPartWorkspace> {
  const missing = () => notFound(`No class-part workspace ${workspaceId}`);
  if (documentIdProblem(workspaceId)) throw missing();
  const ref = workspacesCollection().doc(workspaceId);
  const contentQuery = ref.collection('content');
  const [snap, contents] = tx ? await Promise.all([tx.get(ref), tx.get(contentQuery)]) : await Promise.all([ref.get(), contentQuery.get()]);
  const data = snap.data();
  if (!data || data.workspaceType !== 'classPart' || data.deleted === true) throw missing();
  const contentDoc = contents.docs.find((d) => d.id === CLASS_PART_CONTENT_DOC_ID);
  if (!contentDoc) throw conflict(`Class-part workspace ${workspaceId} has no content`);
  return {
    ref,
    contentRef: contentDoc.ref,
    workspace: storedAs(classPartWorkspaceSchema, { ...data, id: snap.id }, 'workspace'),
    content: storedAs(classPartWorkspaceContentSchema, contentDoc.data(), 'content'),
    contentRefs: contents.docs.map((d) => d.ref),
  };
}

/** 403 unless the caller is the workspace's creator or a workspace admin. */
export function assertMayChange(loaded: LoadedClassPartWorkspace, caller: WorkspaceCaller): void {
  if (!mayChangeClassPartWorkspace(loaded.workspace, caller)) throw forbidden();
}

/** 400 when `classPartId` is given and is not the class part the workspace edits. */
export function assertSamePart(loaded: LoadedClassPartWorkspace, classPartId: string | undefined): void {
  if (classPartId === undefined || classPartId === loaded.content.classPartId) return;
  throw new HttpError(400, 'bad-request', `Workspace ${loaded.workspace.id} does not edit class part ${classPartId}`, {
    classPartId: loaded.content.classPartId ? `Must be ${loaded.content.classPartId}` : 'This workspace is on a new class part',
  });
}

/** Writes the changed content and marks the workspace in progress (inside the transaction). */
export function saveContent(
  tx: Transaction,
  loaded: LoadedClassPartWorkspace,
  content: ClassPartWorkspaceContent,
  at: string,
): ClassPartWorkspace {
  const workspace: ClassPartWorkspace = { ...loaded.workspace, status: 'inProgress', modified: at };
  tx.set(loaded.contentRef, content);
  tx.update(loaded.ref, { status: workspace.status, modified: at });
  return workspace;
}

/** Firestore's ALREADY_EXISTS (a `create` of a document that exists). */
export const isAlreadyExists = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 6;
