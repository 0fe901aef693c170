import { useState, type ReactNode } from 'react';
import { formatUtc } from '@workhub/domain';
import type { LiveChanges } from './use-live-changes';

const MAX_ROWS = 2000;

/**
 * The watched value as path/value rows, changed rows highlighted; beside it, the change log. With
 * a drawing (a block workspace), the drawing comes first, beside the change log, the rows under it.
 */
export function LiveRows({ changes, drawing }: { changes: LiveChanges; drawing?: ReactNode }) {
  const [filter, setFilter] = useState('');
  const [changedOnly, setChangedOnly] = useState(false);
  const rows = [...changes.rows].filter(
    ([path]) => path.toLowerCase().includes(filter.toLowerCase()) && (!changedOnly || changes.highlighted.has(path)),
  );
  return (
    <div className={drawing ? 'live-body with-drawing' : 'live-body'}>
      {drawing && (
        <section aria-label="Drawing" className="live-drawing">
          {drawing}
        </section>
      )}
      <section aria-label="Live state" className="live-state">
        <div className="inline-form">
          <label>
            Filter paths
            <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="path contains…" />
          </label>
          <label className="check">
            <input type="checkbox" checked={changedOnly} onChange={(e) => setChangedOnly(e.target.checked)} /> only just changed
          </label>
          <span className="hint" data-testid="live-counts">
            {changes.rows.size} values · {changes.updates} updates
          </span>
        </div>
        <table className="data-table live-table">
          <tbody>
            {rows.slice(0, MAX_ROWS).map(([path, value]) => (
              <tr
                key={path}
                data-testid="live-row"
                data-path={path}
                data-changed={changes.highlighted.has(path) || undefined}
                className={changes.highlighted.has(path) ? 'changed' : ''}
              >
                <th scope="row">{path}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length > MAX_ROWS && <p className="hint">{rows.length - MAX_ROWS} more rows: filter to see them.</p>}
      </section>
      <section aria-label="Changes" className="live-log">
        <h2>Changes</h2>
        {changes.log.length === 0 ? (
          <p className="hint">No change since you started watching.</p>
        ) : (
          <ol>
            {changes.log.map((c) => (
              <li key={c.seq} data-testid="live-change" className={c.kind}>
                <time>{formatUtc(c.at)}</time> <strong>{c.kind}</strong> {c.path}
                {c.kind === 'changed' && (
                  <span className="hint">
                    {' '}
                    {c.before} → {c.after}
                  </span>
                )}
                {c.kind === 'added' && <span className="hint"> {c.after}</span>}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
