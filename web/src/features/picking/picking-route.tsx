import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { collection, limit, query, where, type QueryConstraint } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { Link } from 'react-router';
import { formatUtc, PICK_STATUSES, pickListDocSchema, shortageCount, type PickListDoc, type PickStatus } from '@workhub/domain';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { useLiveQuery } from '../../lib/live-read';
import { paths } from '../../lib/paths';
import { pickService, type PickRequests } from '../../services/pick-service';
import './picking.css';
import { LinkButton } from '../../components/kit';
import { ListLines, STATUS_LABELS } from './pick-list-lines';

/**
 * /admin/pick (docs/staff-tools.md "Software docs and picking as built"): picking lists made from the
 * raised material requests of a project, one per warehouse; lists by warehouse and status, live
 * from `pickLists`; lines ticked as picked through the pick service; shortages (stock under the
 * quantity when the list was made) marked.
 */
export function Component() {
  const db = useFirestore();
  const [warehouse, setWarehouse] = useState('');
  const [status, setStatus] = useState<PickStatus | ''>('');
  const [selected, setSelected] = useState<string | null>(null);
  const listsQuery = useMemo(() => {
    const filters: QueryConstraint[] = [];
    if (warehouse) filters.push(where('warehouse', '==', warehouse));
    if (status) filters.push(where('status', '==', status));
    return query(collection(db, 'pickLists'), ...filters, limit(500));
  }, [db, warehouse, status]);
  const lists = useLiveQuery(listsQuery, pickListDocSchema, { store: 'picking', what: 'the picking lists', idField: 'id' });
  const byWarehouse = useMemo(() => {
    const groups = new Map<string, PickListDoc[]>();
    for (const l of [...lists.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt)))
      groups.set(l.warehouse, [...(groups.get(l.warehouse) ?? []), l]);
    return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
  }, [lists.data]);
  const [knownWarehouses, setKnownWarehouses] = useState<string[]>([]);
  // The filter keeps every warehouse seen on this page, also while it shows one warehouse only.
  useEffect(() => {
    setKnownWarehouses((known) => {
      const next = [...new Set([...known, ...lists.data.map((l) => l.warehouse)])].sort();
      return next.length === known.length ? known : next;
    });
  }, [lists.data]);
  const warehouses = knownWarehouses;
  const current = lists.data.find((l) => l.id === selected) ?? null;

  return (
    <main className="page pick-page">
      <Breadcrumbs />
      <h1>Picking</h1>
      <p className="hint">
        Picking lists gather what a project's raised material requests need from one warehouse. Tick a line once its quantity is on the
        cart; a line marked short had less stock than asked when the list was made.
      </p>
      <NewList onCreated={(id) => setSelected(id)} />
      <div className="pick-filters" role="group" aria-label="Filters">
        <label>
          Warehouse
          <select value={warehouse} onChange={(e) => setWarehouse(e.target.value)} aria-label="Warehouse">
            <option value="">All warehouses</option>
            {warehouses.map((w) => (
              <option key={w} value={w}>
                {w}
              </option>
            ))}
          </select>
        </label>
        <label>
          Status
          <select value={status} onChange={(e) => setStatus(e.target.value as PickStatus | '')} aria-label="Status">
            <option value="">Any status</option>
            {PICK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {lists.status === 'loading' && <p className="hint">Loading the picking lists…</p>}
      {lists.status === 'error' && <p className="form-error">Could not read the picking lists: {lists.error?.message}</p>}
      {lists.status === 'success' && lists.data.length === 0 && <p className="hint">No picking list matches these filters.</p>}
      <div className="pick-layout">
        <div className="pick-lists">
          {byWarehouse.map(([w, ls]) => (
            <section key={w} aria-label={`Lists of ${w}`}>
              <h2>{w}</h2>
              <table className="pick-table pick-lists-table">
                <thead>
                  <tr>
                    <th>List</th>
                    <th>Project</th>
                    <th>Status</th>
                    <th className="num">Lines picked</th>
                    <th className="num">Short</th>
                    <th>Made</th>
                  </tr>
                </thead>
                <tbody>
                  {ls.map((l) => {
                    const done = l.lines.filter((x) => x.picked >= x.qty).length;
                    return (
                      <tr key={l.id} className={l.id === selected ? 'selected' : undefined} data-testid={`list-${l.id}`}>
                        <td>
                          <LinkButton onClick={() => setSelected(l.id)}>{l.id}</LinkButton>
                        </td>
                        <td>
                          <Link to={paths.project(l.projectId)}>{l.projectId}</Link>
                        </td>
                        <td>
                          <span className={`pick-status pick-${l.status}`}>{STATUS_LABELS[l.status]}</span>
                        </td>
                        <td className="num">
                          {done} / {l.lines.length}
                        </td>
                        <td className={`num${shortageCount(l) ? ' pick-short' : ''}`}>{shortageCount(l) || ''}</td>
                        <td>
                          {formatUtc(l.createdAt)} · {l.createdBy}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </section>
          ))}
        </div>
        {current ? (
          <ListLines key={current.id} list={current} />
        ) : (
          lists.data.length > 0 && <p className="hint pick-empty">Choose a list to see its lines.</p>
        )}
      </div>
    </main>
  );
}

/** Finds a project's raised material requests and makes a list for one of their warehouses. */
function NewList({ onCreated }: { onCreated: (id: string) => void }) {
  const [projectId, setProjectId] = useState('');
  const [requests, setRequests] = useState<PickRequests | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function find(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setRequests(null);
    try {
      setRequests(await pickService.requests(projectId.trim()));
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }
  async function create(warehouse: string) {
    if (!requests) return;
    setBusy(true);
    setError(null);
    try {
      const made = await pickService.create({ projectId: requests.projectId, warehouse });
      onCreated(made.id);
      setRequests(null);
      setProjectId('');
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }
  const raised = requests?.assemblies.filter((a) => a.raised) ?? [];
  return (
    <div className="pick-new">
      <h2>New picking list</h2>
      <form className="pick-new-form" onSubmit={find} aria-label="New picking list">
        <label>
          Project
          <input name="projectId" value={projectId} placeholder="P-1009" onChange={(e) => setProjectId(e.target.value)} required />
        </label>
        <button type="submit" disabled={busy || !projectId.trim()}>
          Find material requests
        </button>
      </form>
      {error && <p className="form-error">{error}</p>}
      {requests && (
        <div className="pick-requests" aria-label="Material requests">
          <p>
            {raised.length === 0
              ? `No material request of ${requests.projectId} is raised yet.`
              : `${raised.length} of ${requests.assemblies.length} assemblies have a raised material request: ${raised
                  .map((a) => `${a.assemblyName}${a.materialRequest ? ` (${a.materialRequest})` : ''}`)
                  .join(', ')}.`}
          </p>
          {requests.warehouses.length > 0 && (
            <table className="pick-table">
              <thead>
                <tr>
                  <th>Warehouse</th>
                  <th className="num">Items</th>
                  <th className="num">Short</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {requests.warehouses.map((w) => (
                  <tr key={w.warehouse}>
                    <td>{w.warehouse}</td>
                    <td className="num">{w.lines.length}</td>
                    <td className={`num${w.shortages ? ' pick-short' : ''}`}>{w.shortages || ''}</td>
                    <td>
                      <button type="button" disabled={busy} onClick={() => create(w.warehouse)}>
                        Make picking list
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </div>
  );
}
