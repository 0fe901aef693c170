import { useCallback, useEffect, useRef, useState } from 'react';
import { formatUtc, outsideSystemsSummary, type OutsideSystemState, type OutsideSystemsAnswer } from '@workhub/domain';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { cloudService } from '../../services/cloud-service';
import './outside-systems.css';
import { DataTable, ErrorNote, type Column } from '../../components/kit';

const STATE_LABEL: Record<OutsideSystemState, string> = {
  reachable: 'Reachable',
  unreachable: 'Unreachable',
  'not-configured': 'Not configured',
};

type OutsideSystemRow = OutsideSystemsAnswer['systems'][number];

const SYSTEM_COLUMNS: Column<OutsideSystemRow>[] = [
  {
    id: 'system',
    header: 'System',
    cell: (s) => (
      <>
        <strong>{s.name}</strong>
        <div className="hint">{s.role}</div>
      </>
    ),
  },
  {
    id: 'state',
    header: 'State',
    cell: (s) => (
      <span className={`system-state system-state-${s.state}`} data-testid={`state-${s.id}`}>
        {STATE_LABEL[s.state]}
      </span>
    ),
  },
  { id: 'target', header: 'Target', className: 'nowrap', cell: (s) => s.target ?? '—' },
  {
    id: 'answer',
    header: 'Answer',
    className: 'nowrap',
    cell: (s) => (
      <>
        {s.status !== undefined ? `${s.status}` : ''}
        {s.ms !== undefined ? `${s.status !== undefined ? ' · ' : ''}${s.ms} ms` : ''}
        {s.status === undefined && s.ms === undefined ? '—' : ''}
      </>
    ),
  },
  {
    id: 'details',
    header: 'Details',
    cell: (s) =>
      s.state === 'not-configured' ? (
        <span>
          Missing: <code>{s.missing.join(', ')}</code>
        </span>
      ) : (
        <>
          {s.detail && (
            <div className="system-error" data-testid={`detail-${s.id}`}>
              {s.detail}
            </div>
          )}
          {s.check && <div className="hint">{s.check}</div>}
        </>
      ),
  },
];

/**
 * /admin/systems (workspace admins; the route table gates it): each outside system WorkHub talks to,
 * whether this deployment is configured for it and whether it answers a cheap read now, probed by
 * the server (GET /cloud/outsideSystems) when the page opens and on 'Check again'.
 */
export function Component() {
  const [answer, setAnswer] = useState<OutsideSystemsAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const latest = useRef(0);

  const check = useCallback(() => {
    const request = ++latest.current;
    setChecking(true);
    setError(null);
    cloudService
      .outsideSystems()
      .then((a) => {
        if (request === latest.current) setAnswer(a);
      })
      .catch((e: unknown) => {
        if (request === latest.current) setError(e instanceof Error ? e.message : String(e));
      })
      .finally(() => {
        if (request === latest.current) setChecking(false);
      });
  }, []);

  useEffect(() => {
    check();
  }, [check]);

  return (
    <main className="page outside-systems-page" data-testid="outside-systems">
      <Breadcrumbs />
      <h1>Outside systems</h1>
      <p className="hint">
        The systems WorkHub reaches through its adapters: whether this deployment is configured for each, and whether it answers one cheap,
        authenticated read now (each within {answer ? answer.timeoutMs / 1000 : 3} s; nothing is written).
      </p>
      <div className="outside-systems-bar">
        <button type="button" onClick={check} disabled={checking}>
          {checking ? 'Checking…' : 'Check again'}
        </button>
        {answer && (
          <span className="hint" data-testid="outside-systems-summary">
            {outsideSystemsSummary(answer.systems)}; checked {formatUtc(answer.checkedAt)} UTC
          </span>
        )}
      </div>
      {error && <ErrorNote>Could not check the outside systems: {error}</ErrorNote>}
      {!answer && !error && <p className="page-loading">Checking the outside systems…</p>}
      {answer && (
        <DataTable
          className="outside-systems-table"
          aria-busy={checking}
          columns={SYSTEM_COLUMNS}
          rows={answer.systems}
          rowKey={(s) => s.id}
          rowProps={(s) => ({ 'data-testid': `system-${s.id}`, 'data-state': s.state })}
          empty="No outside system is known."
        />
      )}
    </main>
  );
}
