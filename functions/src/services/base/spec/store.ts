import type { Transaction } from 'firebase-admin/firestore';
import {
  BASE_SPEC_NAME,
  baseSpecContentProblems,
  baseSpecContentSchema,
  compareVersions,
  fieldErrorsOf,
  parseVersion,
  storedSchemaOf,
  type BaseSpecContent,
  type BaseSpecDoc,
  type VersionCandidate,
  type VersionDoc,
} from '@workhub/domain';
import { badRequest, notFound } from '../../../lib/http.js';
import {
  assertChangeable,
  asVersionDoc,
  baseSpecsCollection,
  loadWorkspace,
  parsedContent,
  readVersionChunks,
  versionsCollection,
  type LoadedWorkspace,
} from '../../../lib/versioned-store.js';
import { conflict } from '../../../lib/errors.js';
import { type WorkspaceCaller } from '../../../lib/caller.js';

/*
 * Storage of the base spec (docs/base-spec.md "Where it lives"): committed versions in the version
 * service (`versions/_@baseSpec@json@v…`) and readable whole in `baseSpecs/{version}`; drafts are
 * version-service workspaces of workspaceType 'baseSpec'.
 */

/** The committed base-spec versions (version service), oldest first. */
export async function baseSpecVersions(): Promise<VersionDoc[]> {
  const snap = await versionsCollection().where('name', '==', BASE_SPEC_NAME).where('projectId', '==', '').get();
  return snap.docs.map((d) => asVersionDoc(d.id, d.data())).sort((a, b) => compareVersions(a, b));
}

/**
 * A committed base spec: `baseSpecs/{version}`, or, for a version committed before that document
 * was written, the version service's content. undefined when the version is not committed.
 */
export async function readBaseSpec(version: string, versions?: readonly VersionDoc[]): Promise<BaseSpecDoc | undefined> {
  const snap = await baseSpecsCollection().doc(version).get();
  if (snap.exists) {
    const parsed = storedSchemaOf('baseSpecs').safeParse(snap.data());
    if (!parsed.success) throw conflict(`The stored base spec ${version} is damaged: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    return parsed.data;
  }
  const doc = (versions ?? (await baseSpecVersions())).find((v) => v.version === version);
  if (!doc) return undefined;
  const content = baseSpecContentSchema.safeParse(parsedContent(await readVersionChunks(doc.id), `content of version ${doc.id}`));
  if (!content.success) throw conflict(`The base spec ${version} is not a base spec: ${content.error.issues[0]?.message ?? 'invalid'}`);
  return { ...content.data, version, created: doc.created, createdBy: doc.creator, message: doc.message };
}

/** The newest committed base spec (by exact version order), or undefined before the first one. */
export async function newestBaseSpec(versions?: readonly VersionDoc[]): Promise<{ version: string; spec: BaseSpecDoc } | undefined> {
  const all = versions ?? (await baseSpecVersions());
  const ids = (await baseSpecsCollection().select().get()).docs.map((d) => d.id).filter((id) => parseVersion(id) !== null);
  const texts = [...new Set([...all.map((v) => v.version), ...ids])].sort((a, b) => compareVersions(parseVersion(a)!, parseVersion(b)!));
  const newest = texts.at(-1);
  if (!newest) return undefined;
  const spec = await readBaseSpec(newest, all);
  return spec ? { version: newest, spec } : undefined;
}

/** The committed base spec of `version`, 404 when it is not committed. */
export async function baseSpecOrNotFound(version: string): Promise<BaseSpecDoc> {
  const spec = await readBaseSpec(version);
  if (!spec) throw notFound(`No base spec ${version}`);
  return spec;
}

/**
 * A base-spec workspace the caller may change, with its content: 404 unknown, 409 when it is not
 * a base-spec workspace or is deleted, 403 when the caller is neither its creator nor a workspace admin.
 */
export async function loadBaseSpecWorkspace(
  workspaceId: string,
  caller: WorkspaceCaller,
  tx: Transaction,
): Promise<LoadedWorkspace & { content: unknown }> {
  const loaded = await loadWorkspace(workspaceId, caller, tx);
  if (loaded.workspace.workspaceType !== 'baseSpec') throw conflict(`Workspace ${workspaceId} is not a base-spec workspace`);
  assertChangeable(loaded, caller);
  return { ...loaded, content: parsedContent(loaded.chunks, `content of workspace ${workspaceId}`) };
}

/**
 * `value` checked as a whole base spec (baseSpecContentSchema and baseSpecContentProblems): the
 * content, or a 400 with per-field errors (`<field>.<path>`, e.g. 'patch.layers.design/walls.color').
 */
export function asBaseSpec(value: unknown, prefix = ''): BaseSpecContent {
  const key = (k: string) => (prefix ? (k === '(body)' ? prefix : `${prefix}.${k}`) : k);
  const parsed = baseSpecContentSchema.safeParse(value);
  if (!parsed.success) {
    const errors = Object.fromEntries(Object.entries(fieldErrorsOf(parsed.error)).map(([k, m]) => [key(k), m]));
    throw badRequest('The result is not a base spec', errors);
  }
  const problems = baseSpecContentProblems(parsed.data);
  if (Object.keys(problems).length)
    throw badRequest('The result is not a base spec', Object.fromEntries(Object.entries(problems).map(([k, m]) => [key(k), m])));
  return parsed.data;
}

/** Whether a candidate is a base-spec candidate (name 'baseSpec', company-wide). */
export const isBaseSpecCandidate = (candidate: Pick<VersionCandidate, 'name' | 'projectId'>): boolean =>
  candidate.name === BASE_SPEC_NAME && candidate.projectId === '';
