import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { mayChangeWorkspace, type WorkspaceContentEntry, type WorkspaceDoc } from '@workhub/domain';
import { firebaseService } from '../../services/firebase-service';
import { workspaceService } from '../../services/workspace-service';
import { useAuthStore } from '../../stores/auth-store';
import { paths } from '../../lib/paths';

/** The services' refusal (functions/src/lib/versioned-store.ts), shown before anyone tries. */
const CHANGE_REFUSAL = 'Only the creator of the workspace or a workspace admin may change it';

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

type Entry = { documentId: string; documentType: string } & Record<string, unknown>;
type Read =
  { status: 'idle' | 'loading' } | { status: 'ready'; workspace: WorkspaceDoc; entries: Entry[] } | { status: 'error'; message: string };

/** The entry's own fields, without its id and type (what PUT /workspace_content sets). */
const fieldsOf = ({ documentId: _id, documentType: _type, ...fields }: Entry) => fields;
/** A space's 'json' entry is the version service's content: the workspace endpoints do not write it (409). */
const isVersionContent = (workspace: WorkspaceDoc, documentId: string) => workspace.workspaceType === 'space' && documentId === 'json';

/** Where a workspace of this kind opens (the copy's link). */
export const workspacePath = (workspace: { workspaceType: string }, id: string) =>
  workspace.workspaceType === 'classPart' ? paths.classPartWorkspace(id) : paths.space(id);

/**
 * 'Workspace record' on a space's and a class-part workspace's page: the workspace endpoints
 * (supporting spec §7). Read: the workspace document and its content entries as the Firebase
 * service gives them (GET /firebase/workspace, /firebase/workspace/content; one-off, 'Read again').
 * Change (its creator or a workspace admin; the server checks): the settings (PUT /workspace),
 * trash (DELETE /workspace) and restore, an entry's fields (PUT /workspace_content), a new entry
 * or a replaced one (POST /workspace_content), and a copy as a new workspace (POST /workspace;
 * anyone signed in). A space's versioned content (the entry 'json') stays with the version service.
 */
export function WorkspaceRecord({ workspaceId }: { workspaceId: string }) {
  const user = useAuthStore((s) => s.user) ?? '';
  const isWorkspaceAdmin = useAuthStore((s) => s.roles?.isWorkspaceAdmin === true);
  const [read, setRead] = useState<Read>({ status: 'idle' });
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function load() {
    setRead({ status: 'loading' });
    try {
      const [{ workspace }, content] = await Promise.all([firebaseService.workspace(workspaceId), firebaseService.content(workspaceId)]);
      setRead({ status: 'ready', workspace, entries: content.entries as Entry[] });
    } catch (err) {
      setRead({ status: 'error', message: messageOf(err) });
    }
  }

  /** Runs a change, says what it did, and reads the record again. */
  async function change(what: string, action: () => Promise<unknown>) {
    setBusy(true);
    setNote(null);
    try {
      await action();
      setNote({ ok: true, text: what });
      await load();
    } catch (err) {
      setNote({ ok: false, text: `${what.replace(/\.$/, '')} failed: ${messageOf(err)}` });
    }
    setBusy(false);
  }

  return (
    <details
      className="workspace-record"
      data-testid="workspace-record"
      onToggle={(e) => (e.currentTarget.open && read.status === 'idle' ? void load() : undefined)}
    >
      <summary>Workspace record</summary>
      <p className="hint">The workspace document and its content entries as stored, read once (not live).</p>
      {read.status === 'loading' && <p className="hint">Reading the workspace…</p>}
      {read.status === 'error' && <p className="form-error">Could not read the workspace: {read.message}</p>}
      {read.status === 'ready' && (
        <RecordBody
          key={JSON.stringify(read.workspace)}
          workspace={read.workspace}
          entries={read.entries}
          refusal={mayChangeWorkspace(read.workspace, { user, isWorkspaceAdmin }) ? null : CHANGE_REFUSAL}
          busy={busy}
          change={change}
          reload={() => void load()}
        />
      )}
      {note && (
        <p className={note.ok ? 'hint' : 'form-error'} role="status">
          {note.text}
        </p>
      )}
    </details>
  );
}

function RecordBody({
  workspace,
  entries,
  refusal,
  busy,
  change,
  reload,
}: {
  workspace: WorkspaceDoc;
  entries: Entry[];
  refusal: string | null;
  busy: boolean;
  change: (what: string, action: () => Promise<unknown>) => Promise<void>;
  reload: () => void;
}) {
  const id = workspace.id;
  const [name, setName] = useState(workspace.name);
  const [workspaceName, setWorkspaceName] = useState(workspace.workspaceName);
  const [status, setStatus] = useState(workspace.status ?? '');
  const [confirmTrash, setConfirmTrash] = useState(false);
  const [copy, setCopy] = useState<string | null>(null);
  const changed = {
    ...(name.trim() !== workspace.name ? { name: name.trim() } : {}),
    ...(workspaceName.trim() !== workspace.workspaceName ? { workspaceName: workspaceName.trim() } : {}),
    ...(status.trim() !== (workspace.status ?? '') ? { status: status.trim() } : {}),
  };
  const locked = refusal ?? (workspace.deleted ? 'The workspace is in the trash: restore it first' : null);

  function save(e: FormEvent) {
    e.preventDefault();
    void change('Settings saved.', () => workspaceService.update(id, changed));
  }

  async function copyWorkspace() {
    const { workspaceType } = workspace;
    if (workspaceType !== 'classPart' && workspaceType !== 'space') return;
    await change('Copied.', async () => {
      const content = entries.filter((e) => !isVersionContent(workspace, e.documentId)) as WorkspaceContentEntry[];
      const { workspaceId } = await workspaceService.create(
        {
          workspaceType,
          name: workspace.name,
          workspaceName: `${workspace.workspaceName} (copy)`,
          ...(workspace.status ? { status: workspace.status } : {}),
          major: workspace.major,
          minor: workspace.minor,
          patch: workspace.patch,
          ...(workspace.projectId !== undefined ? { projectId: workspace.projectId } : {}),
        },
        content,
      );
      setCopy(workspaceId);
    });
  }

  return (
    <>
      <dl className="facts" aria-label="Workspace document">
        <dt>Id</dt>
        <dd>{workspace.id}</dd>
        <dt>Kind</dt>
        <dd>{workspace.workspaceType}</dd>
        <dt>Creator</dt>
        <dd>{workspace.creator}</dd>
        <dt>Version</dt>
        <dd>
          {workspace.major}.{workspace.minor}.{workspace.patch}
        </dd>
        <dt>Project</dt>
        <dd>{workspace.projectId || 'company-wide'}</dd>
        <dt>In the trash</dt>
        <dd data-testid="workspace-record-deleted">{workspace.deleted ? 'yes' : 'no'}</dd>
      </dl>
      {refusal && <p className="hint">{refusal}</p>}
      <form onSubmit={save} aria-label="Workspace settings">
        <label>
          Name <input value={name} onChange={(e) => setName(e.target.value)} disabled={locked !== null} />
        </label>{' '}
        <label>
          Workspace name <input value={workspaceName} onChange={(e) => setWorkspaceName(e.target.value)} disabled={locked !== null} />
        </label>{' '}
        <label>
          Status <input value={status} onChange={(e) => setStatus(e.target.value)} disabled={locked !== null} size={10} />
        </label>{' '}
        <button
          type="submit"
          disabled={busy || locked !== null || Object.keys(changed).length === 0}
          title={locked ?? undefined}
          aria-description={locked ?? undefined}
        >
          Save settings
        </button>
      </form>
      <p>
        {workspace.deleted ? (
          <button
            type="button"
            disabled={busy || refusal !== null}
            title={refusal ?? undefined}
            onClick={() => void change('Restored.', () => workspaceService.update(id, { deleted: false }))}
          >
            Restore from the trash
          </button>
        ) : confirmTrash ? (
          <>
            Move the workspace to the trash?{' '}
            <button
              type="button"
              className="danger"
              disabled={busy}
              onClick={() => void change('Moved to the trash.', () => workspaceService.trash(id))}
            >
              Trash it
            </button>{' '}
            <button type="button" onClick={() => setConfirmTrash(false)}>
              Keep
            </button>
          </>
        ) : (
          <button
            type="button"
            disabled={busy || refusal !== null}
            title={refusal ?? undefined}
            aria-description={refusal ?? undefined}
            onClick={() => setConfirmTrash(true)}
          >
            Move to the trash
          </button>
        )}{' '}
        <button type="button" disabled={busy} onClick={() => void copyWorkspace()}>
          Copy as a new workspace
        </button>{' '}
        <button type="button" disabled={busy} onClick={reload}>
          Read again
        </button>
        {copy && (
          <>
            {' '}
            <Link to={workspacePath(workspace, copy)} data-testid="workspace-copy-link">
              Open the copy
            </Link>
          </>
        )}
      </p>
      <h3>Content entries ({entries.length})</h3>
      <table className="data-table" aria-label="Content entries">
        <thead>
          <tr>
            <th>Entry</th>
            <th>Type</th>
            <th>Fields</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <EntryRow
              key={entry.documentId}
              entry={entry}
              locked={
                isVersionContent(workspace, entry.documentId) ? "A space's content: edited on the space page (version service)" : locked
              }
              busy={busy}
              save={(fields) =>
                change(`Entry ${entry.documentId} saved.`, () =>
                  workspaceService.setEntryFields(id, { documentId: entry.documentId, ...fields }),
                )
              }
            />
          ))}
        </tbody>
      </table>
      <NewEntry
        locked={locked}
        busy={busy}
        save={(entry) => change(`Entry ${entry.documentId} stored.`, () => workspaceService.putEntries(id, entry))}
      />
    </>
  );
}

/** Parses a JSON object typed by the user, or says why it is not one. */
function objectOf(text: string): { ok: true; value: Record<string, unknown> } | { ok: false; message: string } {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, message: 'Must be a JSON object' };
    return { ok: true, value: value as Record<string, unknown> };
  } catch (err) {
    return { ok: false, message: `Not JSON: ${messageOf(err)}` };
  }
}

function EntryRow({
  entry,
  locked,
  busy,
  save,
}: {
  entry: Entry;
  locked: string | null;
  busy: boolean;
  save: (fields: Record<string, unknown>) => Promise<void>;
}) {
  const fields = fieldsOf(entry);
  const [text, setText] = useState<string | null>(null);
  const parsed = text === null ? null : objectOf(text);
  return (
    <tr>
      <td>
        <code>{entry.documentId}</code>
      </td>
      <td>{entry.documentType}</td>
      <td>
        {text === null ? (
          <span className="hint">{Object.keys(fields).join(', ') || '—'}</span>
        ) : (
          <>
            <textarea
              aria-label={`Fields of ${entry.documentId}`}
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={6}
              cols={60}
            />
            {parsed && !parsed.ok && <p className="form-error">{parsed.message}</p>}
          </>
        )}
      </td>
      <td>
        {text === null ? (
          <button
            type="button"
            disabled={locked !== null}
            title={locked ?? undefined}
            aria-description={locked ?? undefined}
            aria-label={`Edit ${entry.documentId}`}
            onClick={() => setText(JSON.stringify(fields, null, 2))}
          >
            Edit
          </button>
        ) : (
          <>
            <button
              type="button"
              disabled={busy || !parsed?.ok}
              aria-label={`Save ${entry.documentId}`}
              onClick={() => (parsed?.ok ? void save(parsed.value).then(() => setText(null)) : undefined)}
            >
              Save
            </button>{' '}
            <button type="button" onClick={() => setText(null)}>
              Cancel
            </button>
          </>
        )}
      </td>
    </tr>
  );
}

function NewEntry({ locked, busy, save }: { locked: string | null; busy: boolean; save: (entry: WorkspaceContentEntry) => Promise<void> }) {
  const [documentId, setDocumentId] = useState('');
  const [documentType, setDocumentType] = useState('');
  const [text, setText] = useState('{}');
  const parsed = objectOf(text);
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!parsed.ok) return;
    void save({ ...parsed.value, documentId: documentId.trim(), documentType: documentType.trim() } as WorkspaceContentEntry);
  }
  return (
    <form onSubmit={submit} aria-label="Add or replace an entry">
      <h3>Add or replace an entry</h3>
      <label>
        Entry id <input value={documentId} onChange={(e) => setDocumentId(e.target.value)} disabled={locked !== null} />
      </label>{' '}
      <label>
        Entry type <input value={documentType} onChange={(e) => setDocumentType(e.target.value)} disabled={locked !== null} />
      </label>
      <label className="workspace-record-label">
        Entry fields (JSON)
        <textarea value={text} onChange={(e) => setText(e.target.value)} rows={3} cols={60} disabled={locked !== null} />
      </label>
      {!parsed.ok && <p className="form-error">{parsed.message}</p>}
      <button
        type="submit"
        disabled={busy || locked !== null || !parsed.ok || !documentId.trim() || !documentType.trim()}
        title={locked ?? undefined}
        aria-description={locked ?? undefined}
      >
        Add or replace entry
      </button>
    </form>
  );
}
