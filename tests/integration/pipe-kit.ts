import { expect } from 'vitest';
import type { Firestore } from 'firebase-admin/firestore';
import { PIPE_STAGES, type PipeAssembly } from '@workhub/domain';
import { FUNCTIONS_URL } from '../support/emulators';

/**
 * Shared by the pipe service and background-job tests: a test project of their own (created with
 * the admin SDK, removed at the end), HTTP calls to /pipe and bounded waits on Firestore.
 */

export type ApiError = { error: string; message: string; fieldErrors?: Record<string, string> };
export type Envelope<T = Record<string, unknown>> = { success: boolean; data: T | null; error: ApiError | null };

export {
  BUILD_SPEC,
  LINK,
  bareProjectDoc,
  assemblyDoc,
  createProject,
  onshapeAssemblyLink,
  projectDoc,
  removeCreatedErpItems,
  removeProject,
} from '../support/pipe-fixtures';

export async function pipeCall<T = Record<string, unknown>>(token: string | undefined, method: string, path: string, body?: unknown) {
  const res = await fetch(`${FUNCTIONS_URL}/pipe${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: Envelope<T>;
  try {
    parsed = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`${method} ${path}: status ${res.status}, not JSON: ${text.slice(0, 200)}`);
  }
  return { status: res.status, body: parsed };
}

/** A 4xx answer with the failure envelope. */
export function expectRefused(answer: { status: number; body: Envelope<unknown> }, status: number, message?: string | RegExp) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.success).toBe(false);
  expect(answer.body.data).toBeNull();
  expect(typeof answer.body.error?.error).toBe('string');
  if (typeof message === 'string') expect(answer.body.error?.message).toBe(message);
  else if (message) expect(answer.body.error?.message).toMatch(message);
}

/** Polls until `check` answers a value (not undefined), at most `seconds`; fails naming `what`. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined>, seconds = 75): Promise<T> {
  const until = Date.now() + seconds * 1000;
  let last: T | undefined;
  while (Date.now() < until) {
    last = await check();
    if (last !== undefined) return last;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Timed out after ${seconds} s waiting for ${what}`);
}

export const readAssembly = async (db: Firestore, projectId: string, key: string) =>
  (await db.doc(`projects/${projectId}/pipe/${key}`).get()).data() as PipeAssembly;

/** Waits until a stage is no longer in progress (done or error) and answers the assembly. */
export const waitForStage = (db: Firestore, projectId: string, key: string, stage: (typeof PIPE_STAGES)[number], seconds = 75) =>
  waitFor(
    `${projectId}/${key} ${stage} to finish`,
    async () => {
      const a = await readAssembly(db, projectId, key);
      return a[stage].status === 'done' || a[stage].status === 'error' ? a : undefined;
    },
    seconds,
  );

/** Waits until no job of the project is queued or running (so nothing writes after a test). */
export const waitForJobsOf = (db: Firestore, projectId: string, seconds = 75) =>
  waitFor(
    `the jobs of ${projectId} to end`,
    async () => {
      const prefix = `projects/${projectId}/`;
      const jobs = await db
        .collection('backgroundJobs')
        .where('target.doc', '>=', prefix)
        .where('target.doc', '<', `${prefix}\uf8ff`)
        .get();
      return jobs.docs.every((d) => d.get('status') === 'done' || d.get('status') === 'error') ? jobs.size : undefined;
    },
    seconds,
  );

/** update time of the project and each of its pipe docs, and the ids of the jobs aimed at them. */
export async function pipeState(db: Firestore, projectId: string): Promise<Record<string, string>> {
  const prefix = `projects/${projectId}/`;
  const [project, pipe, jobs] = await Promise.all([
    db.doc(`projects/${projectId}`).get(),
    db.collection(`projects/${projectId}/pipe`).get(),
    db.collection('backgroundJobs').where('target.doc', '>=', prefix).where('target.doc', '<', `${prefix}\uf8ff`).get(),
  ]);
  const out: Record<string, string> = {};
  const stamp = (t: { seconds: number; nanoseconds: number } | undefined) => (t ? `${t.seconds}.${t.nanoseconds}` : 'missing');
  out[project.ref.path] = stamp(project.updateTime);
  for (const d of pipe.docs) out[d.ref.path] = stamp(d.updateTime);
  for (const d of jobs.docs) out[d.ref.path] = stamp(d.updateTime);
  return out;
}
