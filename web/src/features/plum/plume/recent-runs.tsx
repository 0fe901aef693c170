import { LiveStatus } from '../../../components/live-status';
import { RUN_STATUS_LABELS, runStatusOf, runTitle, timeText } from './run-words';
import { ErrorNote, useNow } from '../../../components/kit';
import { useRecentRuns } from './use-plume-data';

/** The newest runs, live, to open one in the frame (what a pane without a run shows). */
export function RecentRuns({ onPick, current }: { onPick: (runId: string) => void; current?: string }) {
  const { data: runs, status, error, connection } = useRecentRuns();
  const now = useNow(5_000);
  return (
    <div className="plume-recent" data-testid="recent-runs">
      <div className="plume-view-head">
        <h3>Recent runs</h3>
        <LiveStatus connection={connection} />
      </div>
      {status === 'loading' && <p className="page-loading">Reading the recent runs…</p>}
      {status === 'error' && error && <ErrorNote>{error.message}</ErrorNote>}
      {status === 'success' && runs.length === 0 && (
        <p className="hint">No generator or test has run yet. Start one from Base generate or Base test.</p>
      )}
      {runs.length > 0 && (
        <ul className="plume-run-list">
          {runs.map((run) => {
            const state = runStatusOf(run, now);
            return (
              <li key={run.id}>
                <button
                  type="button"
                  className="plume-run-pick"
                  aria-current={run.id === current ? 'true' : undefined}
                  onClick={() => onPick(run.id)}
                  data-testid="recent-run"
                  data-run-id={run.id}
                >
                  <span className="plume-run-name">{runTitle(run)}</span>
                  <span className={`plume-status plume-status-${state}`}>{RUN_STATUS_LABELS[state]}</span>
                  {run.test && (
                    <span className={`plume-verdict ${run.test.passed ? 'passed' : 'failed'}`}>
                      {run.test.passed ? 'passed' : 'failed'}
                    </span>
                  )}
                  <span className="plume-run-when">
                    {timeText(run.createdAt)} · {run.createdBy}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
