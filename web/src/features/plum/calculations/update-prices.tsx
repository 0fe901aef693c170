import { useState } from 'react';
import { formatUtc } from '@workhub/domain';
import { ErrorNote } from '../../../components/kit';
import { calculationService } from '../../../services/calculation-service';

type Done = Awaited<ReturnType<typeof calculationService.updatePrices>> & { percent: number };

/**
 * The costs pane's price update (POST /base/updatePrices, issue 27 item 1): the shown version's
 * costs written again from a costs version (its own by default), material and labour scaled by a
 * percentage, markups kept. The table above follows live; this says what was written.
 */
export function UpdatePrices({
  version,
  versions,
  hasOwn,
  onUpdated,
}: {
  /** The build-spec version whose costs are written. */
  version: string;
  /** The costs versions there are, newest first. */
  versions: readonly string[];
  /** Whether the version has costs of its own (else it starts from another). */
  hasOwn: boolean;
  onUpdated?: () => void;
}) {
  const [percent, setPercent] = useState('');
  const [from, setFrom] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const value = Number(percent);
  const invalid = percent.trim() === '' || !Number.isFinite(value) || value < -90 || value > 500;
  const send = async () => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const answer = await calculationService.updatePrices({ version, percent: value, ...(from ? { from } : {}) });
      setDone({ ...answer, percent: value });
      setPercent('');
      onUpdated?.();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="calc-section" aria-label="Update prices" data-testid="update-prices">
      <h3>Update prices of {version}</h3>
      <form
        className="calc-row"
        onSubmit={(e) => {
          e.preventDefault();
          if (!invalid && !busy) void send();
        }}
      >
        <label>
          Start from&nbsp;
          <select aria-label="Start from" value={from} onChange={(e) => setFrom(e.target.value)}>
            <option value="">{hasOwn ? `its own costs (${version})` : 'the version before'}</option>
            {versions
              .filter((v) => v !== version)
              .map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
          </select>
        </label>
        <label>
          Change material and labour by (%)&nbsp;
          <input
            aria-label="Change by percent"
            type="number"
            step="0.1"
            min={-90}
            max={500}
            value={percent}
            onChange={(e) => setPercent(e.target.value)}
            placeholder="e.g. 3.5"
            style={{ width: 90 }}
          />
        </label>
        <button type="submit" className="primary" disabled={invalid || busy}>
          {busy ? 'Updating…' : 'Update prices'}
        </button>
      </form>
      <p className="hint">Markups stay as they are. The costs of {version} are replaced; the table above shows them at once.</p>
      {error && (
        <ErrorNote>
          Could not update the prices of {version}: {error}
        </ErrorNote>
      )}
      {done && (
        <p className="calc-done" role="status" data-testid="update-prices-done">
          Updated {done.costs.version} from {done.previous.version === done.costs.version ? 'its own costs' : done.previous.version}:
          material and labour {done.percent > 0 ? '+' : ''}
          {done.percent}% on {Object.keys(done.costs.systems).length} systems, at {formatUtc(done.costs.updated)}
          {done.costs.updatedBy ? ` by ${done.costs.updatedBy}` : ''}.
        </p>
      )}
    </section>
  );
}
