import { measureText, runStatusOf } from './run-words';
import type { LayerMeasures } from '@workhub/domain';
import { generatorService } from '../../../services/generator-service';
import { useNow } from '../../../components/kit';
import { useRun, useServiceRead } from './use-plume-data';

const CHANGE_LABELS: Record<string, string> = {
  added: 'added',
  removed: 'removed',
  changed: 'changed',
  unchanged: 'unchanged',
};

function MeasuresCell({ m }: { m: LayerMeasures | null }) {
  if (!m) return <span className="plume-blank">not drawn</span>;
  return (
    <span className="plume-measures">
      {measureText(m.count)} {m.count === 1 ? 'object' : 'objects'} · {measureText(m.length)} ft · {measureText(m.area)} sq ft
    </span>
  );
}

/**
 * The `compare` view: what a run drew per layer against an earlier run of the same generator and
 * project (`with`, default its previous run), from GET /base/generate/compare once the run is done.
 */
export function CompareView({ runId, with: withRun }: { runId: string; with?: string }) {
  const { data: run, status: runStatus } = useRun(runId);
  const now = useNow(5_000);
  const state = run ? runStatusOf(run, now) : null;
  const comparable = state === 'done' && (!!withRun || !!run?.previousRunId);
  // Asked again when the run finishes again (a retry).
  const key = comparable ? `${runId}|${withRun ?? ''}|${run?.run.finishedAt ?? ''}` : null;
  const comparison = useServiceRead(key, () => generatorService.compare(runId, withRun));

  if (runStatus === 'loading') return <p className="page-loading">Reading run {runId}…</p>;
  if (!run) return <p className="hint">There is no run {runId} to compare.</p>;
  if (!withRun && !run.previousRunId) {
    return (
      <p className="hint" data-testid="compare-none">
        This is the first run of {run.generator} on {run.projectId}: there is no earlier run to compare it with.
      </p>
    );
  }
  if (state !== 'done') {
    return (
      <p className="hint" data-testid="compare-waiting">
        The comparison with {withRun ?? run.previousRunId} comes when this run is done.
      </p>
    );
  }
  if (comparison.status === 'loading' && !comparison.data) return <p className="page-loading">Comparing the runs…</p>;
  if (comparison.status === 'error' && comparison.error) {
    return (
      <div className="form-error" role="alert">
        {comparison.error.message}{' '}
        <button type="button" onClick={comparison.reload}>
          Try again
        </button>
      </div>
    );
  }
  const answer = comparison.data;
  if (!answer) return null;
  const changed = answer.layers.filter((l) => l.change !== 'unchanged');
  return (
    <div className="plume-compare" data-testid="compare-view">
      <div className="plume-view-head">
        <h3>Compared with {answer.with}</h3>
        <span className="hint">
          {changed.length === 0 ? 'Every layer drawn the same' : `${changed.length} of ${answer.layers.length} layers changed`}
        </span>
      </div>
      {answer.layers.length === 0 ? (
        <p className="hint">Neither run drew anything.</p>
      ) : (
        <table className="plume-table" data-testid="compare-table">
          <thead>
            <tr>
              <th>Layer</th>
              <th>Before</th>
              <th>After</th>
              <th>Change</th>
            </tr>
          </thead>
          <tbody>
            {answer.layers.map((l) => (
              <tr key={l.layer} className={`change-${l.change}`}>
                <td>{l.layer}</td>
                <td>
                  <MeasuresCell m={l.before} />
                </td>
                <td>
                  <MeasuresCell m={l.after} />
                </td>
                <td className="plume-change">{CHANGE_LABELS[l.change] ?? l.change}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
