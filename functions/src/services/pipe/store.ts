import type { z } from 'zod';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import {
  blockingReason,
  pipeAssemblySchema,
  problemsOf,
  projectSchema,
  stageIsRunning,
  type PipeAssembly,
  type PipeStage,
  type Project,
} from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { notFound } from '../../lib/http.js';
import { conflict } from '../../lib/errors.js';
import { startJobIn } from '../../jobs/index.js';

export const projectRef = (projectId: string) => firestore.collection('projects').doc(projectId);
export const pipeRef = (projectId: string, assembly: string) => projectRef(projectId).collection('pipe').doc(assembly);

/** A stored document read with its domain schema; one written around the services that does not fit is a 409 naming the problems. */
function stored<S extends z.ZodType>(schema: S, snap: DocumentSnapshot): z.infer<S> {
  const parsed = schema.safeParse(snap.data());
  if (parsed.success) return parsed.data;
  throw conflict(`${snap.ref.path} is not valid: ${problemsOf(parsed.error).join('; ')}`);
}

export const storedProject = (snap: DocumentSnapshot): Project => stored(projectSchema, snap);
export const storedAssembly = (snap: DocumentSnapshot): PipeAssembly => stored(pipeAssemblySchema, snap);

export interface Loaded {
  projectSnap: DocumentSnapshot;
  project: Project;
  snap: DocumentSnapshot;
  assembly: PipeAssembly;
}

/**
 * The project and one of its assemblies (in the transaction when given). 404 'No project P-1' /
 * 'No assembly m1-x in project P-1' (or `projectMessage` for a missing project).
 */
export async function loadAssembly(projectId: string, assembly: string, tx?: Transaction, projectMessage?: string): Promise<Loaded> {
  const refs = [projectRef(projectId), pipeRef(projectId, assembly)] as const;
  const [projectSnap, snap] = tx ? await Promise.all(refs.map((r) => tx.get(r))) : await firestore.getAll(...refs);
  if (!projectSnap?.exists) throw notFound(projectMessage ?? `No project ${projectId}`);
  if (!snap?.exists) throw notFound(`No assembly ${assembly} in project ${projectId}`);
  return { projectSnap, project: storedProject(projectSnap), snap, assembly: storedAssembly(snap) };
}

/** The project (404 when missing) and every assembly of it, in board order. */
export async function loadProjectPipe(
  projectId: string,
  tx?: Transaction,
): Promise<{ project: Project; assemblies: PipeAssembly[]; snaps: DocumentSnapshot[] }> {
  const pipeQuery = projectRef(projectId).collection('pipe').orderBy('order');
  const [projectSnap, pipe] = tx
    ? await Promise.all([tx.get(projectRef(projectId)), tx.get(pipeQuery)])
    : await Promise.all([projectRef(projectId).get(), pipeQuery.get()]);
  if (!projectSnap.exists) throw notFound(`No project ${projectId}`);
  return { project: storedProject(projectSnap), assemblies: pipe.docs.map(storedAssembly), snaps: pipe.docs };
}

export const hasBase = (project: Project) => !!project.base?.latest;

/** 409 with the reason when a stage cannot start now: it is running (live lease), or its gate is closed. */
export function assertStartable(project: Project, assembly: PipeAssembly, stage: PipeStage, now = Date.now()): void {
  if (assembly.removed) throw conflict(`${assembly.assembly} was removed from the base design in ${assembly.removed.version}`);
  const current = assembly[stage];
  if (stageIsRunning(current, now))
    throw conflict(`${stage} is already in progress${current.startedBy ? ` (started by ${current.startedBy})` : ''}`);
  const reason = blockingReason(assembly, stage, { hasBase: hasBase(project) });
  if (reason) throw conflict(reason);
}

/** A later stage with a live lease, if any (a change to an earlier one must wait for it). */
export function runningAfter(assembly: PipeAssembly, stages: readonly PipeStage[], now = Date.now()): PipeStage | undefined {
  return stages.find((s) => stageIsRunning(assembly[s], now));
}

export interface StageJobRequest {
  projectId: string;
  assembly: string;
  stage: PipeStage;
  kind: string;
  user: string;
  input?: Record<string, unknown>;
  /** A further gate of the route ('waiting for the purchasing BOM'), checked after the stage's own. */
  check?: (loaded: Loaded) => string | undefined;
}

/** Starts a pipe job on one stage of one assembly: 404s, 409 when running or blocked, else 202 data. */
export async function startStageJob(
  request: StageJobRequest,
): Promise<{ jobId: string; projectId: string; assembly: string; stage: PipeStage }> {
  const jobId = await firestore.runTransaction(async (tx) => {
    const loaded = await loadAssembly(request.projectId, request.assembly, tx);
    const now = Date.now();
    assertStartable(loaded.project, loaded.assembly, request.stage, now);
    const extra = request.check?.(loaded);
    if (extra) throw conflict(extra);
    return startJobIn(
      tx,
      loaded.snap,
      {
        kind: request.kind,
        target: { doc: loaded.snap.ref.path, field: request.stage },
        input: { projectId: request.projectId, assembly: request.assembly, ...(request.input ?? {}) },
        user: request.user,
      },
      now,
    );
  });
  return { jobId, projectId: request.projectId, assembly: request.assembly, stage: request.stage };
}
