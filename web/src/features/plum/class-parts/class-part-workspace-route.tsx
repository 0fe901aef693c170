import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  CLASS_PART_OWNERS,
  CLASS_PART_SYSTEMS,
  ROUTINGS,
  moveRouting,
  formatWorkspaceVersion,
  type ClassPartWorkspace,
  type ClassPartWorkspaceContent,
} from '@workhub/domain';
import './class-parts.css';
import { CommitInput, CommitTextArea } from '../../../components/commit-input';
import { LiveStatus } from '../../../components/live-status';
import { NotFound } from '../../../components/not-found';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { arrivalState, useAwaitingArrival } from '../../../lib/arrival';
import { paths } from '../../../lib/paths';
import { useAuthStore } from '../../../stores/auth-store';
import { describeOnshapeDocument, describeUsage, routingLabel, statusText } from './class-part-words';
import type { ClassPartUsageAnswer } from '../../../services/class-parts-service';
import { useClassPartWorkspaceStore } from './class-part-workspace-store';
import { useClassPartWorkspace } from './use-class-parts';
import { ErrorNote } from '../../../components/kit';

/** /plum/class-parts/workspaces/{workspaceId}: the class-part workspace editor, read live; every change saved through the opus service. */
export function Component() {
  const { workspaceId = '' } = useParams();
  const { status, workspace, content, connection } = useClassPartWorkspace(workspaceId);
  const awaiting = useAwaitingArrival(workspaceId, workspace !== null && content !== null);
  // After a commit or delete the workspace goes away: that is the end of the page, not a 404.
  const leaving = useClassPartWorkspaceStore((s) => s.leaving === workspaceId);
  const reset = useClassPartWorkspaceStore((s) => s.reset);
  useEffect(() => reset, [reset, workspaceId]);

  let page;
  if (status === 'error') page = <ErrorNote>The workspace could not be read.</ErrorNote>;
  else if (status === 'loading' || awaiting) page = <p className="page-loading">Loading the workspace…</p>;
  else if ((!workspace || !content) && leaving) page = <p className="page-loading">Committed; opening the class part…</p>;
  else if (!workspace || !content) return <NotFound />;
  else page = <WorkspaceEditor workspaceId={workspaceId} workspace={workspace} content={content} />;
  return (
    <main className="page class-part-workspace-page" data-testid="class-part-workspace">
      <Breadcrumbs dropTrailing={2} />
      <LiveStatus connection={connection} />
      {page}
    </main>
  );
}

function WorkspaceEditor({
  workspaceId,
  workspace,
  content,
}: {
  workspaceId: string;
  workspace: ClassPartWorkspace;
  content: ClassPartWorkspaceContent;
}) {
  const user = useAuthStore((s) => s.user);
  const isWorkspaceAdmin = useAuthStore((s) => s.roles?.isWorkspaceAdmin === true);
  const mayChange = !workspace.deleted && (workspace.creator === user || isWorkspaceAdmin);
  const store = useClassPartWorkspaceStore();
  const disabled = !mayChange || store.saving;
  const [system, name] = splitPath(workspace.name);
  const { properties } = content;

  const saveProperties = (change: Partial<ClassPartWorkspaceContent['properties']>) =>
    void store.save(workspaceId, { properties: { ...properties, ...change } });

  return (
    <>
      <div className="page-head">
        <h1>
          Workspace on {workspace.name} <span className="hint">{formatWorkspaceVersion(workspace)}</span>
        </h1>
        <span className="hint" data-testid="workspace-saving" aria-live="polite">
          {store.saving ? 'Saving…' : 'All changes saved'}
        </span>
      </div>
      <p className="hint">
        Status <strong data-testid="workspace-status">{statusText(workspace.status)}</strong> · started by {workspace.creator} ·{' '}
        {content.versionInfo ? (
          <>
            started from <Link to={paths.classPart(system, name)}>{content.version}</Link> (by {content.versionInfo.createdBy})
          </>
        ) : (
          <>a new class part: its first commit makes v1.0.0</>
        )}
      </p>
      {workspace.deleted && (
        <p className="notice" role="status">
          This workspace was deleted; it can no longer be changed or committed.
        </p>
      )}
      {!workspace.deleted && !mayChange && (
        <p className="notice" role="status">
          Only {workspace.creator} (who started it) or a workspace admin can change this workspace.
        </p>
      )}

      <section aria-label="Properties">
        <h2>Properties</h2>
        <div className="form-grid">
          <label>
            Owner (required)
            <select value={properties.owner} disabled={disabled} onChange={(e) => saveProperties({ owner: e.target.value as never })}>
              {!properties.owner && <option value="">— choose an owner —</option>}
              {CLASS_PART_OWNERS.map((o) => (
                <option key={o}>{o}</option>
              ))}
            </select>
          </label>
          <label>
            System (required)
            {/* The system is part of the class part's name (system/name): the service refuses another one here. */}
            <select value={properties.system} disabled title="The system is part of the class part's name; it cannot change in a workspace">
              {CLASS_PART_SYSTEMS.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
            <span className="hint">Part of the name ({workspace.name}); fixed for this class part.</span>
          </label>
          <label>
            Tiling
            <select
              value={properties.tiling ?? ''}
              disabled={disabled}
              onChange={(e) => saveProperties({ tiling: (e.target.value || undefined) as never })}
            >
              <option value="">— none —</option>
              <option value="1D">1D</option>
              <option value="2D">2D</option>
            </select>
          </label>
          <label>
            Item group
            <input value={properties.itemGroup} readOnly disabled title="Set by the system; cannot be changed" />
          </label>
        </div>
      </section>

      <section aria-label="Description">
        <h2>Description and details</h2>
        <p className="hint">Enter or leaving the field saves; Escape undoes the typing.</p>
        <div className="form-grid wide">
          <label>
            Description
            <CommitInput
              value={content.description ?? ''}
              disabled={disabled}
              onCommit={(description) => void store.save(workspaceId, { description })}
            />
          </label>
          <label>
            Details
            <CommitTextArea
              value={content.details ?? ''}
              rows={4}
              disabled={disabled}
              onCommit={(details) => void store.save(workspaceId, { details })}
            />
          </label>
        </div>
      </section>

      <Routings workspaceId={workspaceId} content={content} disabled={disabled} />
      <CadDocuments workspaceId={workspaceId} content={content} disabled={disabled} />
      {!workspace.deleted && mayChange && <CommitAndDelete workspaceId={workspaceId} workspace={workspace} />}
    </>
  );
}

const splitPath = (path: string): [string, string] => {
  const at = path.indexOf('/');
  return at < 0 ? ['', path] : [path.slice(0, at), path.slice(at + 1)];
};

function Routings({ workspaceId, content, disabled }: { workspaceId: string; content: ClassPartWorkspaceContent; disabled: boolean }) {
  const { save, assignRouting, removeRouting } = useClassPartWorkspaceStore();
  const [catalogue, setCatalogue] = useState('');
  const [url, setUrl] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const routings = content.routings;
  const available = ROUTINGS.filter((r) => !routings.some((x) => x.id === r.id));

  async function add(routing: string, clear: () => void) {
    setNote(null);
    const result = await assignRouting(workspaceId, routing);
    if (result === 'ignored') setNote(`No routing in the catalogue is called “${routing}”: nothing was added.`);
    if (result === true) clear();
  }
  const addByUrl = (e: FormEvent) => {
    e.preventDefault();
    if (url.trim()) void add(url.trim(), () => setUrl(''));
  };
  const move = (id: string, direction: 'up' | 'down') => void save(workspaceId, { routings: moveRouting(routings, id, direction) });

  return (
    <section aria-label="Routings">
      <h2>Routings</h2>
      <p className="hint">The order is the order of work; move a routing up or down one place.</p>
      {routings.length === 0 ? (
        <p className="hint">No routings yet.</p>
      ) : (
        <table className="data-table" data-testid="workspace-routings">
          <thead>
            <tr>
              <th>#</th>
              <th>Routing</th>
              <th>Part-number suffix</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {routings.map((r, i) => (
              <tr key={r.id} data-testid="workspace-routing" data-routing={r.id}>
                <td>{i + 1}</td>
                <td>{r.id}</td>
                <td>{r.partNumberSuffix}</td>
                <td>
                  <div className="actions">
                    <button type="button" disabled={disabled || i === 0} onClick={() => move(r.id, 'up')} aria-label={`Move ${r.id} up`}>
                      ↑ Up
                    </button>
                    <button
                      type="button"
                      disabled={disabled || i === routings.length - 1}
                      onClick={() => move(r.id, 'down')}
                      aria-label={`Move ${r.id} down`}
                    >
                      ↓ Down
                    </button>
                    <button
                      type="button"
                      className="danger"
                      disabled={disabled}
                      onClick={() => void removeRouting(workspaceId, r.id)}
                      aria-label={`Remove ${r.id}`}
                    >
                      Remove
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="add-row">
        <label>
          Add from the catalogue
          <select
            value={catalogue}
            disabled={disabled}
            onChange={(e) => setCatalogue(e.target.value)}
            aria-label="Routing from the catalogue"
          >
            <option value="">— choose a routing —</option>
            {available.map((r) => (
              <option key={r.id} value={r.id}>
                {routingLabel(r)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" disabled={disabled || !catalogue} onClick={() => void add(catalogue, () => setCatalogue(''))}>
          Add routing
        </button>
        <form className="add-row" onSubmit={addByUrl}>
          <label>
            or by URL
            <input
              type="url"
              value={url}
              disabled={disabled}
              onChange={(e) => setUrl(e.target.value)}
              placeholder="https://erp.example/routings/saw-cut"
              aria-label="Routing URL"
            />
          </label>
          <button type="submit" disabled={disabled || !url.trim()}>
            Add by URL
          </button>
        </form>
      </div>
      {note && (
        <p className="notice" role="status">
          {note}
        </p>
      )}
    </section>
  );
}

function CadDocuments({ workspaceId, content, disabled }: { workspaceId: string; content: ClassPartWorkspaceContent; disabled: boolean }) {
  const { assignCad, removeCad } = useClassPartWorkspaceStore();
  const [url, setUrl] = useState('');
  async function add(e: FormEvent) {
    e.preventDefault();
    if (await assignCad(workspaceId, url.trim())) setUrl('');
  }
  return (
    <section aria-label="CAD documents">
      <h2>CAD documents (Onshape)</h2>
      {content.onshapeDocuments.length === 0 ? (
        <p className="hint">No CAD document assigned yet.</p>
      ) : (
        <ul className="cad-list" data-testid="workspace-cad">
          {content.onshapeDocuments.map((d) => {
            const { label, detail, url: link } = describeOnshapeDocument(d);
            return (
              <li key={link} data-testid="workspace-cad-document">
                <a href={link} target="_blank" rel="noreferrer">
                  {label}
                </a>{' '}
                <span className="hint">{detail}</span>{' '}
                <button
                  type="button"
                  className="danger"
                  disabled={disabled}
                  onClick={() => void removeCad(workspaceId, link)}
                  aria-label={`Remove ${label}`}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form className="add-row" onSubmit={(e) => void add(e)}>
        <label>
          Onshape document URL
          <input
            type="url"
            value={url}
            disabled={disabled}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://cad.onshape.com/documents/…"
          />
        </label>
        <button type="submit" disabled={disabled || !url.trim()}>
          Add CAD document
        </button>
      </form>
    </section>
  );
}

/** Commit (shows what uses the class part first and asks a message) or delete the workspace. */
function CommitAndDelete({ workspaceId, workspace }: { workspaceId: string; workspace: ClassPartWorkspace }) {
  const navigate = useNavigate();
  const { saving, usage, fetchUsage, commit, remove } = useClassPartWorkspaceStore();
  const [asking, setAsking] = useState<'commit' | 'delete' | null>(null);
  const [message, setMessage] = useState('');
  const shownUsage = usage?.workspaceId === workspaceId ? usage.usage : null;

  async function prepare() {
    setAsking('commit');
    await fetchUsage(workspaceId);
  }
  async function submit(e: FormEvent) {
    e.preventDefault();
    const result = await commit(workspaceId, message);
    if (!result) return;
    const [system, name] = splitPath(workspace.name);
    await navigate(paths.classPart(system, name), { state: arrivalState(result.classPartId) });
  }
  async function discard() {
    if (!(await remove(workspaceId))) return;
    await navigate(paths.classParts());
  }

  return (
    <section aria-label="Commit" className="class-part-commit">
      <h2>Commit or discard</h2>
      {asking === null && (
        <div className="add-row">
          <button type="button" className="primary" disabled={saving} onClick={() => void prepare()}>
            Commit as a new version…
          </button>
          <button type="button" className="danger" disabled={saving} onClick={() => setAsking('delete')}>
            Delete workspace…
          </button>
        </div>
      )}
      {asking === 'commit' && (
        <div className="commit-box">
          <h3>What uses {workspace.name}</h3>
          {shownUsage ? <UsageList usage={shownUsage} /> : <p className="page-loading">Reading what uses this class part…</p>}
          <form className="add-row" onSubmit={(e) => void submit(e)} aria-label={`Commit ${workspace.name}`}>
            <label>
              Commit message (required)
              <input value={message} onChange={(e) => setMessage(e.target.value)} required autoFocus placeholder="What changed, and why" />
            </label>
            <button type="submit" className="primary" disabled={saving || !message.trim() || !shownUsage}>
              Commit
            </button>
            <button type="button" disabled={saving} onClick={() => setAsking(null)}>
              Cancel
            </button>
          </form>
        </div>
      )}
      {asking === 'delete' && (
        <div className="add-row">
          <span>Delete this workspace without committing? Its changes are lost.</span>
          <button type="button" className="danger" disabled={saving} onClick={() => void discard()}>
            Delete workspace
          </button>
          <button type="button" disabled={saving} onClick={() => setAsking(null)}>
            Cancel
          </button>
        </div>
      )}
    </section>
  );
}

function UsageList({ usage }: { usage: ClassPartUsageAnswer }) {
  const groups = describeUsage(usage);
  if (groups.every((g) => g.items.length === 0))
    return (
      <p className="hint" data-testid="class-part-usage">
        Nothing uses this class part yet: the commit affects no build specification, class block or project.
      </p>
    );
  return (
    <div data-testid="class-part-usage" className="usage">
      <p className="hint">A new version may change what these use; check them after the commit.</p>
      {groups.map((g) => (
        <details key={g.title} open={g.items.length > 0 && g.items.length <= 5}>
          <summary>
            <strong>{g.title}</strong> ({g.items.length === 0 ? 'none' : g.items.length})
          </summary>
          {g.items.length > 0 && (
            <ul>
              {g.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </details>
      ))}
    </div>
  );
}
