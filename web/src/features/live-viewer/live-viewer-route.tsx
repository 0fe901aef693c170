import { useMemo, useState } from 'react';
import { collection, limit, query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { anyDocumentSchema, DB_DEFAULT_LIMIT } from '@workhub/domain';
import { useLiveQuery } from '../../lib/live-read';
import './live-viewer.css';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { useBlockList } from '../blocks';
import { useBlockWorkspaces } from '../blocks';
import { WatchBlock } from './watch-block';
import { WatchProject } from './watch-project';
import { WatchWorkspace } from './watch-workspace';
import { useAddressSearch } from '../../lib/address';

const KINDS = [
  { kind: 'project', label: 'Project' },
  { kind: 'block', label: 'Block' },
  { kind: 'workspace', label: 'Block workspace' },
] as const;
type Kind = (typeof KINDS)[number]['kind'];
const isKind = (value: string | null): value is Kind => KINDS.some((k) => k.kind === value);

/** What can be watched, of one kind: value and label for the picker. */
function useChoices(kind: Kind): { value: string; label: string }[] | null {
  const firestore = useFirestore();
  const projectsQuery = useMemo(() => query(collection(firestore, 'projects'), limit(DB_DEFAULT_LIMIT)), [firestore]);
  const projects = useLiveQuery(projectsQuery, anyDocumentSchema, { store: 'live viewer', what: 'the projects', idField: '__id' });
  const { blocks } = useBlockList();
  const { status, workspaces } = useBlockWorkspaces();
  if (kind === 'project') {
    if (projects.status !== 'success') return null;
    return projects.data
      .map((p) => ({ value: String(p.__id), label: `${String(p.__id)}${typeof p.clientName === 'string' ? ` — ${p.clientName}` : ''}` }))
      .sort((a, b) => a.value.localeCompare(b.value));
  }
  if (kind === 'block')
    return blocks === null ? null : blocks.map((b) => ({ value: b.name, label: b.name })).sort((a, b) => a.label.localeCompare(b.label));
  if (status !== 'success') return null;
  return workspaces
    .map((w) => ({ value: w.id, label: `${w.blockName} — ${w.creator || 'unknown'} (${w.id})` }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** /admin/live-viewer: choose a project, block or block workspace and watch it change live. */
export function Component() {
  const [params, setParams] = useAddressSearch();
  const kindParam = params.get('kind');
  const kind: Kind = isKind(kindParam) ? kindParam : 'workspace';
  const id = params.get('id') ?? '';
  // The picker shows a choice at once; the address follows when the router has navigated (the
  // watcher below follows the address). Back and forward change the address: the picker follows.
  const [picked, setPicked] = useState({ kind, id });
  const [shownFor, setShownFor] = useState({ kind, id });
  if (shownFor.kind !== kind || shownFor.id !== id) {
    setShownFor({ kind, id });
    setPicked({ kind, id });
  }
  const choices = useChoices(picked.kind);
  const choose = (next: { kind?: Kind; id?: string }) => {
    const k = next.kind ?? picked.kind;
    const i = next.kind && next.kind !== picked.kind ? '' : (next.id ?? picked.id);
    setPicked({ kind: k, id: i });
    setParams(i ? { kind: k, id: i } : { kind: k });
  };
  return (
    <main className="page live-viewer">
      <Breadcrumbs />
      <h1>Live viewer</h1>
      <form className="inline-form live-picker" onSubmit={(e) => e.preventDefault()}>
        <fieldset>
          <legend>Watch</legend>
          {KINDS.map((k) => (
            <label key={k.kind} className="check">
              <input type="radio" name="kind" value={k.kind} checked={picked.kind === k.kind} onChange={() => choose({ kind: k.kind })} />{' '}
              {k.label}
            </label>
          ))}
        </fieldset>
        <label>
          {KINDS.find((k) => k.kind === picked.kind)!.label}
          <select name="target" value={picked.id} onChange={(e) => choose({ id: e.target.value })} disabled={choices === null}>
            <option value="">{choices === null ? 'Loading…' : `Choose (${choices.length})`}</option>
            {picked.id && choices && !choices.some((c) => c.value === picked.id) && (
              <option value={picked.id}>{picked.id} (not listed)</option>
            )}
            {choices?.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
      </form>
      {!id && <p className="hint">Choose what to watch. Each change is highlighted as it arrives.</p>}
      {id && kind === 'project' && <WatchProject key={id} id={id} />}
      {id && kind === 'block' && <WatchBlock key={id} name={id} />}
      {id && kind === 'workspace' && <WatchWorkspace key={id} workspaceId={id} />}
    </main>
  );
}
