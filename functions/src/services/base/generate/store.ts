import type { Request } from 'express';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  baseTestSchema,
  compareVersions,
  generatorRunSchema,
  generatorInputProblems,
  generatorInputRefusal,
  generatorSchema,
  plumeSettingsOf,
  type BaseTest,
  type Generator,
  type GeneratorRun,
  type PlumeSettings,
} from '@workhub/domain';
import { firestore } from '../../../lib/admin.js';
import { notFound } from '../../../lib/http.js';
import type { GeneratorProject } from '../../../engines/generators/engine.js';
import { parsedContent, readVersionChunks, versionsCollection } from '../../../lib/versioned-store.js';
import { conflict } from '../../../lib/errors.js';

/*
 * Where generators, tests and runs live (docs/base-spec.md "Generators"): baseGenerators/{id},
 * baseTests/{key}, generatorRuns/{runId} with its log/{seq} and outputs/{layer} sub-collections.
 */

export const generatorsCollection = () => firestore.collection('baseGenerators');
export const testsCollection = () => firestore.collection('baseTests');
export const runsCollection = () => firestore.collection('generatorRuns');
export const runRef = (runId: string) => runsCollection().doc(runId);

/** A stored document that does not fit its schema: a 409 naming it (it was written around the service). */
function stored<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw conflict(`The stored ${what} is damaged`);
  return parsed.data;
}

export async function loadGenerator(id: string): Promise<Generator> {
  const snap = await generatorsCollection().doc(id).get();
  if (!snap.exists) throw notFound(`No generator ${id}`);
  return stored(generatorSchema, snap.data(), `generator ${id}`);
}

export async function loadTest(key: string): Promise<BaseTest> {
  const snap = await testsCollection().doc(key).get();
  if (!snap.exists) throw notFound(`No test ${key}`);
  return stored(baseTestSchema, snap.data(), `test ${key}`);
}

export const runOf = (snap: DocumentSnapshot): GeneratorRun =>
  stored(generatorRunSchema, { ...snap.data(), id: snap.id }, `run ${snap.id}`);

export async function loadRun(runId: string): Promise<GeneratorRun> {
  const snap = await runRef(runId).get();
  if (!snap.exists) throw notFound(`No run ${runId}`);
  return runOf(snap);
}

/** A project as a generator reads it, and the base spec its latest base names. */
export interface ProjectForRun {
  project: GeneratorProject;
  baseSpec?: string;
}

/**
 * The project's latest base (`base.latest`: 404 unknown project, 409 none) and the content of its
 * newest committed project base in the version service (name 'base'), when it has one.
 */
export async function loadProjectForRun(projectId: string): Promise<ProjectForRun> {
  const snap = await firestore.collection('projects').doc(projectId).get();
  if (!snap.exists) throw notFound(`No project ${projectId}`);
  const latest = snap.get('base.latest') as Record<string, unknown> | undefined;
  if (!latest || typeof latest !== 'object') throw conflict(`${projectId} has no latest base`);
  const bases = await versionsCollection()
    .where('name', '==', 'base')
    .where('type', '==', 'json')
    .where('projectId', '==', projectId)
    .get();
  let newest: { id: string; major: number; minor: number; patch: number } | undefined;
  for (const d of bases.docs) {
    const v = { id: d.id, major: Number(d.get('major')), minor: Number(d.get('minor')), patch: Number(d.get('patch')) };
    if (!newest || compareVersions(v, newest) > 0) newest = v;
  }
  let base: GeneratorProject['base'];
  if (newest) {
    const content = parsedContent(await readVersionChunks(newest.id), `content of version ${newest.id}`);
    if (content && typeof content === 'object') base = content as GeneratorProject['base'];
  }
  // Every number that drives the run is bounded: a project outside the bounds is refused, naming each field.
  const problems = generatorInputProblems(latest, base);
  if (Object.keys(problems).length > 0) throw conflict(generatorInputRefusal(projectId, problems), problems);
  const counts = latest.counts && typeof latest.counts === 'object' ? (latest.counts as GeneratorProject['latest']['counts']) : {};
  return {
    project: {
      id: projectId,
      latest: { modules: Number(latest.modules) || 1, floorArea: Number(latest.floorArea) || 0, counts },
      ...(base ? { base } : {}),
    },
    ...(typeof latest.baseSpec === 'string' ? { baseSpec: latest.baseSpec } : {}),
  };
}

/** The caller's plume settings (settings/{uid}.plume; defaults when none are saved). */
export async function callerPlumeSettings(req: Request): Promise<PlumeSettings> {
  const uid = req.caller?.uid;
  if (!uid) return plumeSettingsOf(undefined);
  const snap = await firestore.collection('settings').doc(uid).get();
  return plumeSettingsOf(snap.get('plume'));
}

/** The newest earlier run of the same generator and project (kind generate or test alike), by createdAt. */
export async function previousRunOf(generator: string, projectId: string, before: string): Promise<string | undefined> {
  const snap = await runsCollection().where('projectId', '==', projectId).where('generator', '==', generator).get();
  let best: { id: string; at: string } | undefined;
  for (const d of snap.docs) {
    const at = String(d.get('createdAt') ?? '');
    if (at < before && (!best || at > best.at)) best = { id: d.id, at };
  }
  return best?.id;
}
