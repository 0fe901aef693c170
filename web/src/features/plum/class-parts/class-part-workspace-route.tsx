import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import {
  CLASS_PART_OWNERS,
  CLASS_PART_SYSTEMS,
  formatWorkspaceVersion,
  type ClassPartWorkspace,
  type ClassPartWorkspaceContent,
} from '@workhub/domain';
import './class-parts.css';
import { CommitInput, CommitTextArea } from '../../../components/commit-input';
import { LiveStatus } from '../../../components/live-status';
import { NotFound } from '../../../components/not-found';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { useAwaitingArrival } from '../../../lib/arrival';
import { paths } from '../../../lib/paths';
import { WorkspaceRecord } from '../../spaces';
import { useAuthStore } from '../../../stores/auth-store';
import { statusText } from './class-part-words';
import { useClassPartWorkspaceStore } from './class-part-workspace-store';
import { useClassPartWorkspace } from './use-class-parts';
import { ErrorNote } from '../../../components/kit';
import { splitPath, Routings } from './class-part-routings';
import { CadDocuments } from './class-part-cad-documents';
import { CommitAndDelete } from './class-part-commit';

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
      <WorkspaceRecord workspaceId={workspaceId} />
    </>
  );
}
