import { blockingReason, currentStage, PIPE_STAGE_FAILURE, storedSchemaOf, type PipeStage } from '@workhub/domain';
import { JobFailure, type JobContext, type JobHandler, type JobHandlers, type JobOutcome } from '../../jobs/types.js';
import { EngineError, localCadEngine, type CadEngine, type EngineInput } from '../../engines/cad.js';
import { localPurchasingEngine, type PurchasingEngine } from '../../engines/purchasing.js';
import { OnshapeError, onshapeFromEnv } from '../../engines/onshape/client.js';
import { hasBase, loadAssembly } from './store.js';
import { firestore } from '../../lib/admin.js';
import { JOBS_COLLECTION } from '../../jobs/index.js';
import { ErpError, erpFromEnv } from '../../engines/erp/frappe.js';

/** The engines the pipe's jobs use (the CAD engine reads parts from Onshape; engines/README.md). */
export const pipeEngines: { cad: CadEngine; purchasing: PurchasingEngine } = { cad: localCadEngine, purchasing: localPurchasingEngine };

/** What a stage shows when its job fails (core spec section 8); the details say why. */
export const STAGE_FAILURE: Partial<Record<PipeStage, string>> = {
  projectAssembly: PIPE_STAGE_FAILURE.projectAssembly,
  parts: PIPE_STAGE_FAILURE.parts,
  reassembly: PIPE_STAGE_FAILURE.reassembly,
  pbom: PIPE_STAGE_FAILURE.pbom,
  materialRequest: PIPE_STAGE_FAILURE.materialRequest,
};

/** What a stage shows when a pipe job fails for an unnamed reason (core spec section 8). */
export const pipeFailureMessages: Record<string, string> = {
  'pipe.projectAssembly': STAGE_FAILURE.projectAssembly!,
  'pipe.parts': STAGE_FAILURE.parts!,
  'pipe.reassembly': STAGE_FAILURE.reassembly!,
  'pipe.pbom': STAGE_FAILURE.pbom!,
  'pipe.pbomCreateItems': 'Could not create ERP items.',
  'pipe.materialRequest': STAGE_FAILURE.materialRequest!,
  'pipe.run': 'The pipeline run failed.',
};

/** The stages a pipeline run (POST /pipe/run) carries out; assign needs a person's CAD link, mbom is the opus service's. */
export const RUN_STAGES: readonly PipeStage[] = ['projectAssembly', 'parts', 'reassembly', 'pbom', 'materialRequest'];

interface PipeJobInput {
  projectId: string;
  assembly: string;
  onshapeLink?: string;
}

async function engineInput(ctx: JobContext): Promise<EngineInput> {
  const { projectId, assembly } = ctx.job.input as unknown as PipeJobInput;
  const loaded = await loadAssembly(projectId, assembly);
  // Onshape's and the ERP's adapters are made when a stage first needs them; each call they make is kept on the job.
  return {
    project: loaded.project,
    assembly: loaded.assembly,
    onshape: () => onshapeFromEnv((call) => ctx.recordCall(call)),
    erp: () => erpFromEnv(process.env, (call) => ctx.recordCall(call)),
  };
}

/**
 * The first job of this job's retry chain (retryOf, followed back): the key of what the job makes
 * in an outside system, so a retry after a crash finds it instead of making it again.
 */
async function firstJobOf(ctx: JobContext): Promise<string> {
  let id = ctx.jobId;
  let previous = ctx.job.retryOf;
  for (let hops = 0; previous && hops < 50; hops++) {
    id = previous;
    const snap = await firestore.collection(JOBS_COLLECTION).doc(previous).get();
    const next = snap.exists ? (snap.get('retryOf') as unknown) : undefined;
    previous = typeof next === 'string' ? next : undefined;
  }
  return id;
}

/** One stage's work: the engine call and what the stage records. */
async function runStage(stage: PipeStage, ctx: JobContext, input: EngineInput, run: boolean): Promise<JobOutcome> {
  const { cad, purchasing } = pipeEngines;
  switch (stage) {
    case 'projectAssembly':
      return { details: (await cad.projectAssembly(input, ctx.progress)).details };
    case 'parts': {
      const link = (ctx.job.input as unknown as PipeJobInput).onshapeLink ?? input.assembly.assign.onshapeLink ?? '';
      const { parts, details } = await cad.parts({ ...input, onshapeLink: link }, ctx.progress);
      return { details, stageFields: { parts } };
    }
    case 'reassembly': {
      const { groups, details } = await cad.reassembly(input, ctx.progress);
      return { details, stageFields: { groups } };
    }
    case 'pbom': {
      const bom = await purchasing.pbom(input, ctx.progress);
      if (!run || bom.items.every((i) => i.itemCode)) return { details: bom.details, stageFields: { items: bom.items } };
      // A run goes on to the material request, which needs an ERP item on every line.
      const withBom = { ...input, assembly: { ...input.assembly, pbom: { ...input.assembly.pbom, items: bom.items } } };
      const made = await purchasing.createItems(withBom, ctx.progress);
      return { details: `${bom.items.length} lines; ${made.details}`, stageFields: { items: made.items } };
    }
    case 'materialRequest': {
      const { name, details } = await purchasing.materialRequest({ ...input, jobKey: await firstJobOf(ctx) }, ctx.progress);
      return { details, stageFields: { name } };
    }
    default:
      throw new JobFailure(`A pipe job cannot run the ${stage} stage`);
  }
}

/** Runs `work`, turning an engine's reason into the stage's failure message with the reason as details. */
async function failingAs<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof JobFailure) throw err;
    // An outside system's failure names it and what it answered ('Onshape answered 404 for element …', 'The ERP answered 503 …').
    if (err instanceof EngineError || err instanceof OnshapeError || err instanceof ErpError) throw new JobFailure(message, err.message);
    console.error('[pipe] job failed', err);
    throw new JobFailure(message, err instanceof Error ? err.message : String(err));
  }
}

const stageJob =
  (stage: PipeStage, kind: string): JobHandler =>
  (ctx) =>
    failingAs(pipeFailureMessages[kind]!, async () => runStage(stage, ctx, await engineInput(ctx), false));

/**
 * A pipeline run: does the stage it targets, then (in the same write that records it done) starts
 * the assembly's next stage unless that one is blocked (an approval missing, assign needing a CAD
 * link, mbom belonging to the opus service).
 */
const runJob: JobHandler = async (ctx) => {
  const stage = ctx.job.target.field as PipeStage;
  const input = await failingAs(STAGE_FAILURE[stage] ?? pipeFailureMessages['pipe.run']!, () => engineInput(ctx));
  const outcome = await failingAs(STAGE_FAILURE[stage] ?? pipeFailureMessages['pipe.run']!, () => runStage(stage, ctx, input, true));
  const base = hasBase(input.project);
  return {
    ...outcome,
    next: (after) => {
      const parsed = storedSchemaOf('pipe').safeParse(after);
      if (!parsed.success) return undefined;
      const nextStage = currentStage(parsed.data);
      if (!nextStage || !RUN_STAGES.includes(nextStage) || blockingReason(parsed.data, nextStage, { hasBase: base })) return undefined;
      return { kind: 'pipe.run', target: { doc: ctx.job.target.doc, field: nextStage }, input: ctx.job.input, user: ctx.job.createdBy };
    },
  };
};

/** Background job handlers of the pipe service, by kind ('pipe.pbom', ...). */
export const pipeJobs: JobHandlers = {
  'pipe.projectAssembly': stageJob('projectAssembly', 'pipe.projectAssembly'),
  'pipe.parts': stageJob('parts', 'pipe.parts'),
  'pipe.reassembly': stageJob('reassembly', 'pipe.reassembly'),
  'pipe.pbom': stageJob('pbom', 'pipe.pbom'),
  'pipe.pbomCreateItems': async (ctx) =>
    failingAs(pipeFailureMessages['pipe.pbomCreateItems']!, async () => {
      const made = await pipeEngines.purchasing.createItems(await engineInput(ctx), ctx.progress);
      const missing = made.items.filter((i) => !i.itemCode).length;
      return {
        details: `${made.items.length} lines${missing ? `, ${missing} without an ERP item` : ''}; ${made.details}`,
        stageFields: { items: made.items },
        result: { created: made.created },
      };
    }),
  'pipe.materialRequest': stageJob('materialRequest', 'pipe.materialRequest'),
  'pipe.run': runJob,
};
