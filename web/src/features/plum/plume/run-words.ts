import { formatUtc, stageDisplayStatus, type GeneratorRun, type StageDisplayStatus } from '@workhub/domain';

/** A run's stage in words (docs/base-spec.md "Generators"; stalled = stageDisplayStatus in domain). Pure. */
export const RUN_STATUS_LABELS: Record<StageDisplayStatus, string> = {
  new: 'Waiting to start',
  inProgress: 'Running',
  done: 'Done',
  error: 'Failed',
  stalled: 'Stalled',
};

export const runStatusOf = (run: Pick<GeneratorRun, 'run'>, now: number): StageDisplayStatus => stageDisplayStatus(run.run, now);

/** A stalled or failed run may be started again (POST /generate/retry); a running or finished one not. */
export const canRetry = (status: StageDisplayStatus) => status === 'stalled' || status === 'error';

/** Whether the run is still going (its log may grow). */
export const isUnderWay = (status: StageDisplayStatus) => status === 'new' || status === 'inProgress';

/** 'step 3 of 8', '3/8', '40%' in a substatus → the fraction done (0..1); null when it names none. */
export function progressOf(substatus: string): number | null {
  const of = /(\d+)\s*(?:of|\/)\s*(\d+)/i.exec(substatus);
  if (of) {
    const done = Number(of[1]);
    const total = Number(of[2]);
    return total > 0 ? Math.max(0, Math.min(1, done / total)) : null;
  }
  const percent = /(\d+(?:\.\d+)?)\s*%/.exec(substatus);
  return percent ? Math.max(0, Math.min(1, Number(percent[1]) / 100)) : null;
}

/** The run's name in a list: 'Wall framing on P-0012' or 'Test walls-minimum on P-0012'. */
export function runTitle(
  run: Pick<GeneratorRun, 'kind' | 'generator' | 'testKey' | 'projectId'>,
  generatorNames?: Map<string, string>,
): string {
  const what = run.kind === 'test' ? `Test ${run.testKey ?? run.generator}` : (generatorNames?.get(run.generator) ?? run.generator);
  return `${what} on ${run.projectId}`;
}

/** '2026-11-24 10:21:07' (UTC, domain formatUtc) of a stored time; the text itself when it is not one. */
export function timeText(iso: string | undefined): string {
  if (!iso) return '—';
  return formatUtc(iso) || iso;
}

/** The tooltip of a run's duration: the exact start behind 'Running for 12.0 s' (issue 27, item 2). */
export const durationTitle = (startedAt: string | undefined): string => `started ${timeText(startedAt)}`;

/** How long a run took (or has taken so far): '4.2 s', '1 min 12 s'. */
export function durationText(startedAt: string | undefined, finishedAt: string | undefined, now: number): string {
  if (!startedAt) return '—';
  const start = Date.parse(startedAt);
  const end = finishedAt ? Date.parse(finishedAt) : now;
  if (!Number.isFinite(start) || !Number.isFinite(end)) return '—';
  const seconds = Math.max(0, end - start) / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

export const measureText = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });

/**
 * Each test's last run: the newer of what GET /test answered (`lastRun`) and the test runs among
 * the live recent runs (a run started here shows its verdict without asking again).
 */
export function lastTestRuns(
  keys: readonly string[],
  answered: ReadonlyMap<string, GeneratorRun | null | undefined>,
  recent: readonly GeneratorRun[],
): Map<string, GeneratorRun | null> {
  const out = new Map<string, GeneratorRun | null>();
  for (const key of keys) {
    let last = answered.get(key) ?? null;
    for (const run of recent) {
      if (run.kind !== 'test' || run.testKey !== key) continue;
      if (!last || run.createdAt > last.createdAt || (run.id === last.id && run !== last)) last = run;
    }
    out.set(key, last);
  }
  return out;
}
