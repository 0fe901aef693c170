import { FieldValue, type DocumentReference, type WriteBatch } from 'firebase-admin/firestore';
import {
  LOG_FLUSH_MS,
  filterLogLines,
  logChunkDocId,
  runOutputDocId,
  stepLabel,
  testVerdict,
  type GeneratorRun,
  type LogLine,
  type RunOutput,
} from '@workhub/domain';
import { firestore } from '../../../lib/admin.js';
import { HttpError } from '../../../lib/http.js';
import { JobFailure } from '../../../jobs/types.js';
import type { GeneratorEngineInput } from '../../../engines/generators/engine.js';
import { GeneratorServiceError, generatorServiceEngine } from '../../../engines/generators/http.js';
import { loadGenerator, loadProjectForRun, loadTest, runOf, runRef } from './store.js';
import { loadBaseSpec } from '../../../lib/base-spec.js';

/** The engine the service runs: the generator service (503 naming it when not configured). */
export function generatorEngine() {
  try {
    return generatorServiceEngine();
  } catch (err) {
    if (err instanceof GeneratorServiceError) throw new HttpError(err.status, 'unavailable', err.message);
    throw err;
  }
}

/** What a run ends with: the stage's substatus, and what it wrote. */
export interface RunResult {
  substatus: string;
  summary: NonNullable<GeneratorRun['summary']>;
  test?: GeneratorRun['test'];
}

/** The engine's inputs for a run: its generator, the base spec of its version, its project. */
export async function engineInputOf(generatorId: string, projectId: string, baseSpecVersion: string): Promise<GeneratorEngineInput> {
  const [generator, spec, { project }] = await Promise.all([
    loadGenerator(generatorId),
    loadBaseSpec(baseSpecVersion),
    loadProjectForRun(projectId),
  ]);
  return { generator, spec: { version: baseSpecVersion, layers: spec.layers, order: spec.order }, project };
}

/**
 * Writes a run's log lines as chunk documents `log/{seq}`: lines that arrive within LOG_FLUSH_MS
 * of the last write wait and go together, so a chatty engine writes a few documents a second.
 */
class LogWriter {
  private pending: LogLine[] = [];
  private seq = 0;
  private n = 0;
  private lastFlush = 0;
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private failed: unknown;

  constructor(private readonly run: DocumentReference) {}

  get lines(): number {
    return this.n;
  }
  get chunks(): number {
    return this.seq;
  }

  add(lines: { level: number; message: string }[]): void {
    const at = new Date().toISOString();
    for (const l of lines) this.pending.push({ n: this.n++, at, level: l.level, message: l.message });
    if (this.pending.length === 0 || this.timer) return;
    const wait = Math.max(0, this.lastFlush + LOG_FLUSH_MS - Date.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush();
    }, wait);
  }

  private flush(): void {
    if (this.pending.length === 0) return;
    const lines = this.pending;
    this.pending = [];
    const seq = this.seq++;
    this.lastFlush = Date.now();
    this.writing = this.writing
      .then(() =>
        this.run
          .collection('log')
          .doc(logChunkDocId(seq))
          .set({ seq, lines })
          .then(() => undefined),
      )
      .catch((err: unknown) => {
        this.failed = err;
      });
  }

  /** Writes what is pending and waits for every write. */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.flush();
    await this.writing;
    if (this.failed) throw this.failed;
  }
}

/** Deletes a run's log and outputs (a retry starts clean). */
async function clearRun(ref: DocumentReference): Promise<void> {
  for (const sub of ['log', 'outputs']) {
    const snap = await ref.collection(sub).select().get();
    for (let i = 0; i < snap.docs.length; i += 400) {
      const batch: WriteBatch = firestore.batch();
      for (const d of snap.docs.slice(i, i + 400)) batch.delete(d.ref);
      await batch.commit();
    }
  }
}

/**
 * Runs a generator or test run to its end: the engine's steps one by one (each step's label is the
 * progress), the log lines the run's settings keep batched into `log/{seq}`, each step's layers
 * into `outputs/{layer}`; then the summary (and a test's verdict) on the run document.
 * A missing generator, test, project or base spec fails the run with a message that names it.
 */
export async function executeRun(runId: string, progress: (substatus: string) => Promise<void>): Promise<RunResult> {
  const ref = runRef(runId);
  const snap = await ref.get();
  if (!snap.exists) throw new JobFailure('The run is gone.', `generatorRuns/${runId} does not exist`);
  const run = runOf(snap);
  let input: GeneratorEngineInput;
  let expectations;
  try {
    input = await engineInputOf(run.generator, run.projectId, run.baseSpecVersion);
    expectations = run.kind === 'test' && run.testKey ? (await loadTest(run.testKey)).expectations : undefined;
  } catch (err) {
    if (err instanceof HttpError) throw new JobFailure('Could not read the inputs of the run.', err.message);
    throw err;
  }
  await clearRun(ref);
  if (run.summary || run.test) await ref.update({ summary: FieldValue.delete(), test: FieldValue.delete() });
  const log = new LogWriter(ref);
  const drawn: RunOutput[] = [];
  let outputWrites: Promise<unknown> = Promise.resolve();
  try {
    // The run's id is its key at the service: a retry continues a run still going there, or done.
    await generatorEngine().run(
      input,
      async (step) => {
        await progress(stepLabel(step.index, step.total, step.name));
        log.add(filterLogLines(step.log, run.settings));
        if (step.layers.length > 0) {
          const batch = firestore.batch();
          for (const output of step.layers) batch.set(ref.collection('outputs').doc(runOutputDocId(output.layer)), output);
          drawn.push(...step.layers);
          outputWrites = outputWrites.then(() => batch.commit());
        }
      },
      { key: runId },
    );
  } catch (err) {
    if (err instanceof GeneratorServiceError) throw new JobFailure('The generator service could not run the generator.', err.message);
    throw err;
  } finally {
    await log.close();
    await outputWrites;
  }
  const layers = Object.fromEntries(drawn.map((o) => [o.layer, { count: o.count, length: o.length, area: o.area }]));
  const summary = { documents: drawn.length + log.chunks + 1, logLines: log.lines, layers };
  const test = expectations ? testVerdict(expectations, layers) : undefined;
  await ref.update({ summary, ...(test ? { test } : {}), updatedAt: new Date().toISOString() });
  const substatus = test
    ? test.passed
      ? `passed: ${drawn.length} layer(s) drawn`
      : `failed: ${test.failures.length} expectation(s) not met`
    : `${drawn.length} layer(s) drawn`;
  return { substatus, summary, ...(test ? { test } : {}) };
}
