import { Link } from 'react-router';
import { LayerQuantitiesTable } from '../../../components/layer-quantities';
import { LiveStatus } from '../../../components/live-status';
import { paths } from '../../../lib/paths';
import {
  canRetry,
  durationText,
  durationTitle,
  isUnderWay,
  measureText,
  progressOf,
  RUN_STATUS_LABELS,
  runStatusOf,
  runTitle,
  timeText,
} from './run-words';
import { usePlumeStore } from './plume-store';
import { ErrorNote, useNow } from '../../../components/kit';
import { useRun } from './use-plume-data';
import { RunDrawing } from './run-drawing';

/** The `run` view: one run's stage (status, substatus, progress), what it drew, its summary per layer and a test's verdict, live. */
export function RunView({ runId }: { runId: string }) {
  const { data: run, status, error, connection } = useRun(runId);
  const now = useNow(2_000);
  const retry = usePlumeStore((s) => s.retry);
  const starting = usePlumeStore((s) => s.starting);
  if (status === 'loading') return <p className="page-loading">Reading run {runId}…</p>;
  if (!run) {
    return status === 'error' && error ? (
      <ErrorNote>{error.message}</ErrorNote>
    ) : (
      <p className="hint" data-testid="run-missing">
        There is no run {runId}. It may have been removed; pick another from the recent runs.
      </p>
    );
  }
  const state = runStatusOf(run, now);
  const progress = state === 'done' ? 1 : progressOf(run.run.substatus);
  const layers = run.summary?.layers ?? {};
  return (
    <div className="plume-run" data-testid="run-view" data-run-id={run.id} data-status={state}>
      <div className="plume-view-head">
        <h3>{runTitle(run)}</h3>
        <span className={`plume-status plume-status-${state}`} data-testid="run-status">
          {RUN_STATUS_LABELS[state]}
        </span>
        <LiveStatus connection={connection} />
        {canRetry(state) && (
          <button type="button" onClick={() => void retry(run.id)} disabled={starting} data-testid="run-retry">
            Retry
          </button>
        )}
      </div>
      {state === 'stalled' && (
        <p className="hint">Its worker stopped renewing the lease: the run no longer moves. Retry starts it again.</p>
      )}
      <div className="plume-progress" aria-label="Progress">
        <div
          className={`plume-progress-bar${progress === null && state === 'inProgress' ? ' indeterminate' : ''}`}
          style={{ width: `${Math.round((progress ?? (state === 'inProgress' ? 1 : 0)) * 100)}%` }}
        />
      </div>
      <p className="plume-substatus" data-testid="run-substatus">
        {run.run.substatus || (state === 'new' ? 'Queued for a worker' : '')}
        {run.run.details && <span className="plume-details"> — {run.run.details}</span>}
      </p>
      <dl className="plume-facts">
        <div>
          <dt>{run.kind === 'test' ? 'Test' : 'Generator'}</dt>
          <dd>{run.kind === 'test' ? (run.testKey ?? run.generator) : run.generator}</dd>
        </div>
        <div>
          <dt>Project</dt>
          <dd>
            <Link to={paths.project(run.projectId)}>{run.projectId}</Link>
          </dd>
        </div>
        <div>
          <dt>Base spec</dt>
          <dd>{run.baseSpecVersion}</dd>
        </div>
        <div>
          <dt>Started by</dt>
          <dd>{run.createdBy}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{timeText(run.createdAt)}</dd>
        </div>
        <div>
          <dt>{isUnderWay(state) ? 'Running for' : 'Took'}</dt>
          <dd data-testid="run-duration" title={durationTitle(run.run.startedAt ?? run.createdAt)}>
            {durationText(run.run.startedAt ?? run.createdAt, run.run.finishedAt, now)}
          </dd>
        </div>
        {run.summary && (
          <>
            <div>
              <dt>Documents written</dt>
              <dd data-testid="run-documents">{run.summary.documents.toLocaleString('en-US')}</dd>
            </div>
            <div>
              <dt>Log lines</dt>
              <dd>{run.summary.logLines.toLocaleString('en-US')}</dd>
            </div>
          </>
        )}
      </dl>
      {run.test && (
        <div className={`plume-test-verdict ${run.test.passed ? 'passed' : 'failed'}`} data-testid="run-verdict" role="status">
          <strong>{run.test.passed ? 'Test passed' : 'Test failed'}</strong>
          {run.test.failures.length > 0 && (
            <ul>
              {run.test.failures.map((failure) => (
                <li key={failure}>{failure}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <RunDrawing runId={run.id} />
      {Object.keys(layers).length > 0 ? (
        <LayerQuantitiesTable
          quantities={layers}
          format={measureText}
          className="plume-table"
          testId="run-summary"
          caption="Drawn per layer"
        />
      ) : (
        <p className="hint">{state === 'done' ? 'The run drew nothing.' : 'The summary per layer comes when the run is done.'}</p>
      )}
    </div>
  );
}
