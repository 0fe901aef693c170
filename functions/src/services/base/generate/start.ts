import type { Request, Response } from 'express';
import { FieldPath, type QueryDocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { GENERATOR_MAX_RUNS_PER_USER, JOB_LEASE_MS, NEW_STAGE, stageDisplayStatus, type GeneratorRun, type Stage } from '@workhub/domain';
import { firestore } from '../../../lib/admin.js';
import { JOBS_COLLECTION, stageOf } from '../../../jobs/index.js';
import { planJob } from '../../../jobs/start-job.js';
import { JobFailure } from '../../../jobs/types.js';
import { HttpError, sendOk } from '../../../lib/http.js';
import { executeRun, generatorEngine } from './runner.js';
import { callerPlumeSettings, loadGenerator, loadProjectForRun, previousRunOf, runOf, runRef, runsCollection } from './store.js';
import { callerUser } from '../../../lib/caller.js';
import { loadBaseSpec, newestBaseSpecVersion } from '../../../lib/base-spec.js';
import { conflict } from '../../../lib/errors.js';

export interface RunRequest {
  kind: 'generate' | 'test';
  generator: string;
  projectId: string;
  baseSpecVersion?: string;
  testKey?: string;
}

export type RunStarted =
  { status: 202; data: { runId: string; jobId: string } } | { status: 200; data: { runId: string; run: GeneratorRun } };

/**
 * What POST /generate and POST /test answer: a run started as a job is the contract's answer (202);
 * a run finished inline (runAsJob false) is sent here with 200, since `serve` sends every answer
 * with its contract's one status.
 */
export function startedAnswer(res: Response, started: RunStarted): RunStarted['data'] | undefined {
  if (started.status === 202) return started.data;
  sendOk(res, started.data, started.status);
  return undefined;
}

/** The job kind of a run. */
export const jobKindOf = (kind: GeneratorRun['kind']) => (kind === 'test' ? 'base.test' : 'base.generate');
const targetOf = (runId: string) => ({ doc: `generatorRuns/${runId}`, field: 'run' });

/**
 * Refuses a run while the caller's project has one of the same kind in flight (409 naming it) or
 * the caller has GENERATOR_MAX_RUNS_PER_USER runs in flight (429 naming them). In flight: in
 * progress with a live lease (a stalled run no longer counts: it can be retried or replaced).
 * Read in the transaction that creates the run, so two requests at once cannot both pass.
 */
export async function refuseRunsInFlight(
  tx: Transaction,
  run: { kind: GeneratorRun['kind']; projectId: string; createdByUid?: string },
  except?: string,
): Promise<void> {
  const now = Date.now();
  const inFlight = runsCollection().where('run.status', '==', 'inProgress');
  const live = (docs: QueryDocumentSnapshot[]) =>
    docs.filter((d) => d.id !== except && stageDisplayStatus(stageOf(d, 'run'), now) === 'inProgress');
  const [same, mine] = await Promise.all([
    tx.get(inFlight.where('projectId', '==', run.projectId).where('kind', '==', run.kind)),
    run.createdByUid ? tx.get(inFlight.where('createdByUid', '==', run.createdByUid)) : Promise.resolve(undefined),
  ]);
  const busy = live(same.docs)[0];
  if (busy) {
    const stage = stageOf(busy, 'run');
    throw conflict(
      `A ${run.kind} run of ${run.projectId} is in progress: run ${busy.id}${stage.jobId ? ` (job ${stage.jobId})` : ''}, started by ${stage.startedBy ?? 'someone'} at ${stage.startedAt ?? '?'}. Wait for it to finish, or retry it if it stalls`,
    );
  }
  const running = mine ? live(mine.docs) : [];
  if (running.length >= GENERATOR_MAX_RUNS_PER_USER) {
    throw new HttpError(
      429,
      'rate-limited',
      `You have ${running.length} generator runs in progress (${running.map((d) => d.id).join(', ')}): at most ${GENERATOR_MAX_RUNS_PER_USER} at a time. Wait for one to finish`,
    );
  }
}

/**
 * Starts a generator or test run (docs/base-spec.md "Generators"). Checks first, writing nothing
 * when refused: the generator (404), the project and its latest base (404, 409 none), the base
 * spec version (given, else the one the project's latest base names, else the newest; 404 unknown).
 * The caller's plume settings are recorded on the run; runAsJob (default) creates the run and its
 * job `base.generate`/`base.test` in one transaction (202); runAsJob false runs it here (200).
 */
export async function startRun(req: Request, request: RunRequest): Promise<RunStarted> {
  // A deployment without the generator service says so (503) before anything is written.
  generatorEngine();
  await loadGenerator(request.generator);
  const { baseSpec } = await loadProjectForRun(request.projectId);
  let version = request.baseSpecVersion;
  if (!version) {
    const named = baseSpec
      ? await loadBaseSpec(baseSpec).then(
          () => baseSpec,
          () => undefined,
        )
      : undefined;
    version = named ?? (await newestBaseSpecVersion());
    if (!version) throw conflict('There is no committed base spec');
  } else await loadBaseSpec(version);
  const settings = await callerPlumeSettings(req);
  const user = callerUser(req);
  const createdAt = new Date().toISOString();
  const previousRunId = await previousRunOf(request.generator, request.projectId, createdAt);
  const runId = runsCollection().doc().id;
  const run: Omit<GeneratorRun, 'run'> = {
    id: runId,
    kind: request.kind,
    generator: request.generator,
    ...(request.testKey ? { testKey: request.testKey } : {}),
    projectId: request.projectId,
    baseSpecVersion: version,
    createdBy: user,
    ...(req.caller?.uid ? { createdByUid: req.caller.uid } : {}),
    createdAt,
    settings,
    ...(previousRunId ? { previousRunId } : {}),
  };
  if (settings.runAsJob) {
    const jobId = await firestore.runTransaction(async (tx) => {
      await refuseRunsInFlight(tx, run);
      const planned = planJob(NEW_STAGE, {
        kind: jobKindOf(request.kind),
        target: targetOf(runId),
        input: { runId },
        user,
        initialSubstatus: 'waiting to start',
      });
      tx.create(runRef(runId), { ...run, run: planned.stage, updatedAt: planned.stage.startedAt });
      tx.create(firestore.collection(JOBS_COLLECTION).doc(planned.jobId), planned.job);
      return planned.jobId;
    });
    return { status: 202, data: { runId, jobId } };
  }
  // Inline: the stage carries a lease like a job's, so a run whose process died shows stalled and can be retried.
  const stage: Stage = {
    status: 'inProgress',
    substatus: 'running inline',
    details: '',
    startedBy: user,
    startedAt: createdAt,
    leaseUntil: new Date(Date.now() + JOB_LEASE_MS).toISOString(),
  };
  await firestore.runTransaction(async (tx) => {
    await refuseRunsInFlight(tx, run);
    tx.create(runRef(runId), { ...run, run: stage, updatedAt: createdAt });
  });
  let end: Stage;
  try {
    const result = await executeRun(runId, async () => undefined);
    end = {
      ...NEW_STAGE,
      status: 'done',
      substatus: result.substatus,
      startedBy: user,
      startedAt: createdAt,
      finishedAt: new Date().toISOString(),
    };
    if (result.test && !result.test.passed) end.details = result.test.failures.join('; ');
  } catch (err) {
    const failure =
      err instanceof JobFailure ? err : new JobFailure('The generator run failed.', err instanceof Error ? err.message : String(err));
    end = {
      ...NEW_STAGE,
      status: 'error',
      substatus: failure.message,
      details: failure.details,
      startedBy: user,
      startedAt: createdAt,
      finishedAt: new Date().toISOString(),
    };
  }
  await runRef(runId).update(new FieldPath('run'), end, 'updatedAt', end.finishedAt);
  return { status: 200, data: { runId, run: runOf(await runRef(runId).get()) } };
}
