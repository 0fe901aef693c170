import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatUtc, mayChangeBlockWorkspace } from '@workhub/domain';
import { useAuthStore } from '../../stores/auth-store';
import { useBlocksStore } from './blocks-store';
import type { BlockWorkspaceEntry } from './use-block-workspaces';
import { paths } from '../../lib/paths';

type Pending = { id: string; action: 'commit' | 'delete' } | null;

/** A time in the spec's format (UTC), or a dash for a workspace made before times were kept. */
function WhenCell({ at, testId }: { at: string | null; testId: string }) {
  if (!at) return <td data-testid={testId}>—</td>;
  return (
    <td data-testid={testId}>
      <time dateTime={at}>{formatUtc(at)}</time>
    </td>
  );
}

/** Why Commit is not offered (null when it is). */
function commitRefusal(deleted: boolean, mayChange: boolean): string | null {
  if (deleted) return 'A deleted workspace cannot be committed';
  return mayChange ? null : 'Only the creator or a workspace admin may commit it';
}

/** Open block workspaces with Open, Commit (asks a message) and Delete (asks to confirm). */
export function WorkspaceList({ workspaces, status }: { workspaces: BlockWorkspaceEntry[]; status: 'loading' | 'success' | 'error' }) {
  const user = useAuthStore((s) => s.user) ?? '';
  const isWorkspaceAdmin = useAuthStore((s) => s.roles?.isWorkspaceAdmin === true);
  const { commitWorkspace, deleteWorkspace } = useBlocksStore();
  const [pending, setPending] = useState<Pending>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  async function commit(e: FormEvent, workspace: BlockWorkspaceEntry) {
    e.preventDefault();
    setBusy(true);
    const version = await commitWorkspace(workspace.id, message);
    setBusy(false);
    if (version !== undefined) {
      setPending(null);
      setMessage('');
      setDone(`Committed ${workspace.blockName}${version ? ` as ${version}` : ''}.`);
    }
  }

  async function remove(workspace: BlockWorkspaceEntry) {
    setBusy(true);
    const ok = await deleteWorkspace(workspace.id);
    setBusy(false);
    if (ok) {
      setPending(null);
      setDone(`Deleted the workspace on ${workspace.blockName}.`);
    }
  }

  return (
    <section className="workspace-list" aria-label="Block workspaces">
      <h2>Block workspaces</h2>
      {done && (
        <p className="notice" role="status">
          {done}
        </p>
      )}
      {status === 'loading' && <p className="page-loading">Loading…</p>}
      {status === 'error' && <p className="error-text">The workspaces could not be read.</p>}
      {status === 'success' && workspaces.length === 0 && <p className="hint">No block workspace is open.</p>}
      {workspaces.length > 0 && (
        <table className="data-table">
          <thead>
            <tr>
              <th>Block</th>
              <th>Started from</th>
              <th>Creator</th>
              <th>Editors</th>
              <th>Made (UTC)</th>
              <th>Last edited (UTC)</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {workspaces.map((workspace) => {
              const mayChange = mayChangeBlockWorkspace(workspace, { user, isWorkspaceAdmin });
              // A soft-deleted workspace can only be removed for good, not committed.
              const mayCommit = mayChange && !workspace.deleted;
              const asking = pending?.id === workspace.id ? pending.action : null;
              const cannotCommit = commitRefusal(workspace.deleted, mayChange);
              const cannotDelete = mayChange ? null : 'Only the creator or a workspace admin may delete it';
              return (
                <tr
                  key={workspace.id}
                  data-testid="workspace-row"
                  data-workspace={workspace.id}
                  className={workspace.deleted ? 'dimmed' : undefined}
                >
                  <td>
                    <Link to={paths.adminBlock(workspace.blockName)}>{workspace.blockName}</Link>
                    {workspace.deleted && <span className="hint"> (deleted)</span>}
                  </td>
                  <td>{workspace.version}</td>
                  <td>{workspace.creator}</td>
                  <td>{workspace.editors.join(', ')}</td>
                  <WhenCell at={workspace.createdAt} testId="workspace-made" />
                  <WhenCell at={workspace.updatedAt} testId="workspace-edited" />
                  <td className="actions">
                    <Link className="button" to={paths.blockWorkspace(workspace.id)}>
                      Open
                    </Link>
                    {asking === null && (
                      <>
                        <button
                          type="button"
                          disabled={!mayCommit}
                          title={cannotCommit ?? 'Publish as the next version'}
                          aria-description={cannotCommit ?? undefined}
                          onClick={() => setPending({ id: workspace.id, action: 'commit' })}
                        >
                          Commit
                        </button>
                        <button
                          type="button"
                          className="danger"
                          disabled={!mayChange}
                          title={cannotDelete ?? 'Discard this workspace'}
                          aria-description={cannotDelete ?? undefined}
                          onClick={() => setPending({ id: workspace.id, action: 'delete' })}
                        >
                          Delete
                        </button>
                      </>
                    )}
                    {asking === 'commit' && (
                      <form
                        className="inline-form"
                        onSubmit={(e) => void commit(e, workspace)}
                        aria-label={`Commit ${workspace.blockName}`}
                      >
                        <label>
                          Commit message
                          <input name="message" value={message} onChange={(e) => setMessage(e.target.value)} required autoFocus />
                        </label>
                        <button type="submit" className="primary" disabled={busy || !message.trim()}>
                          Commit
                        </button>
                        <button type="button" onClick={() => setPending(null)} disabled={busy}>
                          Cancel
                        </button>
                      </form>
                    )}
                    {asking === 'delete' && (
                      <span className="confirm">
                        Delete without committing?
                        <button type="button" className="danger" disabled={busy} onClick={() => void remove(workspace)}>
                          Delete workspace
                        </button>
                        <button type="button" onClick={() => setPending(null)} disabled={busy}>
                          Cancel
                        </button>
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
