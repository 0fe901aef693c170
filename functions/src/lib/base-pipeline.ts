import {
  baseSpecContentSchema,
  buildSpecSchema,
  compareVersions,
  deriveBaseLatest,
  parseVersion,
  pipeAssemblySchema,
  planAssemblies,
  problemsOf,
  projectBaseContentSchema,
  projectBaseLatestSchema,
  reconcilePipe,
  type AssemblyPlan,
  type LayerCountSpec,
  type PipeAssembly,
  type ProjectBaseContent,
  type ProjectBaseLatest,
} from '@workhub/domain';
import { FieldPath, FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { firestore } from './admin.js';
import { conflict } from './errors.js';

/**
 * From a committed project base to the pipeline (issue 24 item 1; docs/decisions.md "Pipeline
 * from the base design"). Every write that makes a new project base version (PATCH
 * /version/commit of a project's 'base', POST /base/latest) calls `prepareBasePipeline` in its
 * own transaction after its reads and, after its own writes, the returned `write`: the project's
 * `base.latest` (domain deriveBaseLatest), its pipe documents (planAssemblies + reconcilePipe) and
 * `assemblyCount` change in that one transaction. Nothing is written when nothing changes.
 */

/** The name of a project's base in the version service. */
export const PROJECT_BASE_NAME = 'base';

const projectRef = (projectId: string) => firestore.collection('projects').doc(projectId);

export interface BaseCommit {
  projectId: string;
  version: string;
  content: unknown;
  committed: string;
  committedBy: string;
  message: string;
  /** Set base.latest even when the project's latest is newer (POST /base/latest chooses a version). */
  force?: boolean;
}

export interface PreparedPipeline {
  latest: ProjectBaseLatest;
  plan: AssemblyPlan;
  /** The writes; call after every read of the transaction. Returns whether anything was written. */
  write: () => boolean;
}

/** The parsed drawing of a base's content, or a 409 naming the problem. */
export function baseContentOf(content: unknown, what: string): ProjectBaseContent {
  const parsed = projectBaseContentSchema.safeParse(content);
  if (!parsed.success) throw conflict(`${what} is not a project base: ${problemsOf(parsed.error).join('; ')}`);
  return parsed.data;
}

/** JSON with object keys sorted (Firestore maps come back in any key order). */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'undefined';
}
const same = (a: unknown, b: unknown) => stable(a) === stable(b);

/** Reads in `tx` what the pipeline of a base commit needs; undefined when the project does not exist. */
export async function prepareBasePipeline(tx: Transaction, commit: BaseCommit): Promise<PreparedPipeline | undefined> {
  const ref = projectRef(commit.projectId);
  const what = `${commit.version} of ${commit.projectId}'s base`;
  const content = baseContentOf(commit.content, what);
  const [projectSnap, pipeSnap] = await Promise.all([tx.get(ref), tx.get(ref.collection('pipe'))]);
  if (!projectSnap.exists) return undefined;
  const projectBuildSpec = projectSnap.get('buildSpec') as unknown;
  const buildSpecVersion = content.buildSpec ?? (typeof projectBuildSpec === 'string' ? projectBuildSpec : undefined);
  if (!buildSpecVersion) throw conflict(`${what} names no build spec, and project ${commit.projectId} has none`);
  const baseSpecVersion = content.baseSpec ?? content.defaults?.baseSpec;
  const [buildSnap, baseSpecSnap] = await Promise.all([
    tx.get(firestore.collection('buildSpecs').doc(buildSpecVersion)),
    baseSpecVersion ? tx.get(firestore.collection('baseSpecs').doc(baseSpecVersion)) : Promise.resolve(undefined),
  ]);
  const buildSpec = buildSpecSchema.safeParse(buildSnap.data());
  if (!buildSnap.exists || !buildSpec.success) throw conflict(`Build spec ${buildSpecVersion} (of ${what}) is not released`);
  const baseSpec = baseSpecContentSchema.shape.layers.safeParse(baseSpecSnap?.get('layers'));
  const measures: LayerCountSpec = baseSpec.success ? baseSpec.data : {};

  const current = projectBaseLatestSchema.safeParse(projectSnap.get('base.latest'));
  const newer = current.success && !commit.force && compareVersions(parseVersion(current.data.version)!, parseVersion(commit.version)!) > 0;
  const latest = deriveBaseLatest(
    content,
    {
      version: commit.version,
      committed: commit.committed,
      committedBy: commit.committedBy,
      message: commit.message,
      buildSpec: buildSpecVersion,
    },
    measures,
  );
  const plan = planAssemblies(content, buildSpec.data);
  const write = () => {
    // A commit of an older version than the project's latest (a late patch) changes neither.
    if (newer) return false;
    const existing = pipeSnap.docs.map((d) => existingAssembly(d));
    const now = new Date().toISOString();
    const changes = reconcilePipe(commit.projectId, plan.planned, existing, now);
    for (const doc of changes.create) tx.create(ref.collection('pipe').doc(doc.assembly), doc);
    for (const key of changes.remove) tx.update(ref.collection('pipe').doc(key), { removed: { at: now, version: commit.version } });
    for (const key of changes.restore) tx.update(ref.collection('pipe').doc(key), { removed: FieldValue.delete() });
    const storedLatest = projectSnap.get('base.latest') as unknown;
    // The same version again (a second run) keeps the first run's base.latest.
    const sameLatest = same(withoutCommit(storedLatest), withoutCommit(latest));
    const sameCount = projectSnap.get('assemblyCount') === changes.assemblyCount;
    if (!sameLatest) tx.update(ref, new FieldPath('base', 'latest'), latest, 'assemblyCount', changes.assemblyCount);
    else if (!sameCount) tx.update(ref, 'assemblyCount', changes.assemblyCount);
    const projectChanges = !sameLatest || !sameCount;
    return projectChanges || changes.create.length + changes.remove.length + changes.restore.length > 0;
  };
  return { latest, plan, write };
}

/** base.latest without the commit's time and author (a second run of the same version keeps the first's). */
function withoutCommit(latest: unknown): unknown {
  if (!latest || typeof latest !== 'object') return latest;
  const { committed: _c, committedBy: _b, message: _m, ...rest } = latest as Record<string, unknown>;
  return rest;
}

/** A stored pipe document as the reconcile reads it (one not of the schema still counts by its id). */
function existingAssembly(d: DocumentSnapshot): Pick<PipeAssembly, 'assembly' | 'order' | 'removed'> {
  const parsed = pipeAssemblySchema.safeParse(d.data());
  if (parsed.success) return parsed.data;
  const order = d.get('order') as unknown;
  return {
    assembly: d.id,
    order: typeof order === 'number' ? order : 0,
    ...(d.get('removed') ? { removed: d.get('removed') as PipeAssembly['removed'] } : {}),
  };
}
