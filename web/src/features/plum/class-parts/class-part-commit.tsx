import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { type ClassPartWorkspace } from '@workhub/domain';
import { arrivalState } from '../../../lib/arrival';
import { paths } from '../../../lib/paths';
import { describeUsage } from './class-part-words';
import type { ClassPartUsageAnswer } from '../../../services/class-parts-service';
import { useClassPartWorkspaceStore } from './class-part-workspace-store';
import { splitPath } from './class-part-routings';

/* Committing or deleting a class-part workspace, with what uses the class part. */

/** Commit (shows what uses the class part first and asks a message) or delete the workspace. */
export function CommitAndDelete({ workspaceId, workspace }: { workspaceId: string; workspace: ClassPartWorkspace }) {
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

export function UsageList({ usage }: { usage: ClassPartUsageAnswer }) {
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
