import { useState } from 'react';
import { useLocation } from 'react-router';
import { useAuthStore } from '../../stores/auth-store';
import { BlockList } from './block-list';
import { BlocksLayout } from './blocks-layout';
import { useBlockWorkspaces } from './use-block-workspaces';
import { WorkspaceList } from './workspace-list';

/** /admin/blocks: open block workspaces (live) with their actions, then the block list. */
export function Component() {
  const isWorkspaceAdmin = useAuthStore((s) => s.roles?.isWorkspaceAdmin === true);
  const [includeDeleted, setIncludeDeleted] = useState(false);
  const { workspaces, status } = useBlockWorkspaces({ includeDeleted: isWorkspaceAdmin && includeDeleted });
  const committed = useLocation().state as { committed?: string; version?: string } | null;
  return (
    <BlocksLayout base="admin">
      <section className="page">
        <h1>Admin: blocks</h1>
        {committed?.committed && (
          <p className="notice" role="status" data-testid="commit-notice">
            Committed {committed.committed}
            {committed.version ? ` as ${committed.version}` : ''}.
          </p>
        )}
        {isWorkspaceAdmin && (
          <label className="inline-option">
            <input type="checkbox" name="include-deleted" checked={includeDeleted} onChange={(e) => setIncludeDeleted(e.target.checked)} />{' '}
            Include deleted workspaces
          </label>
        )}
        <WorkspaceList workspaces={workspaces} status={status} />
        <h2>Blocks</h2>
        <BlockList base="admin" />
      </section>
    </BlocksLayout>
  );
}
