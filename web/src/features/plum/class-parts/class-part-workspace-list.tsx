import { useState } from 'react';
import { Link } from 'react-router';
import { formatWorkspaceVersion } from '@workhub/domain';
import { paths } from '../../../lib/paths';
import { useClassPartWorkspaces } from './use-class-parts';
import { statusText } from './class-part-words';

/**
 * Open class-part workspaces, live (all, or those of one class part when `name` = system/name),
 * with the option to include deleted ones (the rules show those only to their creator and
 * workspace admins).
 */
export function ClassPartWorkspaceList({ name, title = 'Open class-part workspaces' }: { name?: string; title?: string }) {
  const [includeDeleted, setIncludeDeleted] = useState(false);
  const { status, workspaces } = useClassPartWorkspaces({ includeDeleted, ...(name ? { name } : {}) });
  return (
    <section className="class-part-workspaces" aria-label={title} data-testid="class-part-workspaces">
      <div className="section-head">
        <h2>{title}</h2>
        <label className="checkbox">
          <input type="checkbox" checked={includeDeleted} onChange={(e) => setIncludeDeleted(e.target.checked)} />
          Include deleted workspaces
        </label>
      </div>
      {status === 'loading' && <p className="page-loading">Loading workspaces…</p>}
      {status === 'error' && <p className="error-text">The workspaces could not be read.</p>}
      {status === 'success' && workspaces.length === 0 && (
        <p className="hint">{name ? 'No workspace is open on this class part.' : 'No class-part workspace is open.'}</p>
      )}
      {workspaces.length > 0 && (
        <table className="data-table">
          <thead>
            <tr>
              <th>Class part</th>
              <th>Workspace version</th>
              <th>Status</th>
              <th>Creator</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {workspaces.map((w) => (
              <tr key={w.id} data-testid="class-part-workspace-row" data-workspace={w.id} className={w.deleted ? 'dimmed' : undefined}>
                <td>
                  {w.name}
                  {w.deleted && <span className="hint"> (deleted)</span>}
                </td>
                <td>{formatWorkspaceVersion(w)}</td>
                <td>{statusText(w.status)}</td>
                <td>{w.creator}</td>
                <td>
                  {!w.deleted && (
                    <Link className="button" to={paths.classPartWorkspace(w.id)}>
                      Open workspace
                    </Link>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
