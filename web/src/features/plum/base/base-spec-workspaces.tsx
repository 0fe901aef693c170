import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  approvalState,
  formatUtc,
  formatWorkspaceVersion,
  groupBaseSpecWorkspaces,
  parseVersion,
  type BaseSpecDoc,
  type VersionedWorkspace,
} from '@workhub/domain';
import { paths } from '../../../lib/paths';
import { runStoreAction } from '../../../stores/store-action';
import { baseSpecApi, contentOf, type BaseSpecCandidate } from './base-spec-api';
import { ApprovalRoles, CandidateImpact, candidateVersion } from './base-spec-candidates';
import { Section } from './base-spec-sections';
import { BASE_SPEC_STORE, useBaseSpecCandidates, useBaseSpecWorkspaces } from './use-base-spec';

const STATUS_TEXT: Record<VersionedWorkspace['status'], string> = {
  new: 'New',
  patched: 'Edited',
  candidate: 'Candidate',
  committed: 'Committed',
};
const when = (iso: string) => formatUtc(iso) || iso;

function WorkspaceRow({ workspace, note }: { workspace: VersionedWorkspace; note?: string }) {
  return (
    <li className="bs-workspace" data-workspace={workspace.id}>
      <Link to={paths.baseSpecWorkspace(workspace.id)}>{workspace.workspaceName || workspace.id}</Link>
      <span className="bs-muted">
        {' '}
        · {STATUS_TEXT[workspace.status]} · by {workspace.creator} · changed {when(workspace.modified)}
      </span>
      {note && <span className="bs-badge">{note}</span>}
    </li>
  );
}

function CandidateCard({ workspace, candidate }: { workspace: VersionedWorkspace; candidate: BaseSpecCandidate }) {
  const ready = approvalState(candidate.approvals).complete;
  return (
    <div className="bs-candidate" data-candidate={candidate.id}>
      <div className="bs-card-head">
        <strong>Candidate {candidateVersion(candidate)}</strong>
        <span className="bs-muted">
          from <Link to={paths.baseSpecWorkspace(workspace.id)}>{workspace.workspaceName}</Link> · submitted by {candidate.creator} on{' '}
          {when(candidate.created)}
        </span>
        <span className={`bs-badge ${ready ? 'bs-badge-ok' : ''}`}>{ready ? 'ready to commit' : 'awaiting approval'}</span>
      </div>
      <ApprovalRoles candidate={candidate} />
      <CandidateImpact candidateId={candidate.id} />
    </div>
  );
}

/** The base-spec workspaces grouped per version (approved, candidates, active), and a new one from the newest spec. */
export function BaseSpecWorkspaces({ newest }: { newest: BaseSpecDoc | null }) {
  const workspaces = useBaseSpecWorkspaces();
  const candidates = useBaseSpecCandidates();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const groups = groupBaseSpecWorkspaces(workspaces.data, candidates.data);
  const loading = workspaces.status === 'loading' || candidates.status === 'loading';

  const create = async () => {
    if (!newest || creating) return;
    setCreating(true);
    const parts = parseVersion(newest.version) ?? { major: 0, minor: 0, patch: 0 };
    const answer = await runStoreAction(
      BASE_SPEC_STORE,
      () => undefined,
      () => baseSpecApi.createWorkspace(contentOf(newest), parts),
    );
    setCreating(false);
    if (answer) void navigate(paths.baseSpecWorkspace(answer.workspaceId));
  };

  return (
    <Section
      id="workspaces"
      title="Workspaces"
      count={loading ? undefined : workspaces.data.length}
      actions={
        <button
          type="button"
          className="primary"
          onClick={() => void create()}
          disabled={!newest || creating}
          data-testid="new-base-workspace"
        >
          {creating ? 'Creating…' : `New workspace from ${newest?.version ?? 'the newest version'}`}
        </button>
      }
    >
      {loading && <p className="bs-empty">Loading the workspaces…</p>}
      {!loading && groups.length === 0 && <p className="bs-empty">No drafts of the base spec. Start one with “New workspace”.</p>}
      {groups.map((group) => (
        <div key={group.version} className="bs-workspace-group" data-version={group.version}>
          <h3>
            {group.version}{' '}
            <span className="bs-muted">
              · {group.candidates.length + group.active.length + group.approved.length} draft
              {group.candidates.length + group.active.length + group.approved.length === 1 ? '' : 's'}
            </span>
          </h3>
          {group.candidates.length > 0 && (
            <div className="bs-subgroup" data-kind="candidates">
              <h4>Candidates</h4>
              {group.candidates.map(({ workspace, candidate }) => (
                <CandidateCard key={candidate.id} workspace={workspace} candidate={candidate} />
              ))}
            </div>
          )}
          {group.active.length > 0 && (
            <div className="bs-subgroup" data-kind="active">
              <h4>Active</h4>
              <ul className="bs-workspace-list">
                {group.active.map((w) => (
                  <WorkspaceRow key={w.id} workspace={w} />
                ))}
              </ul>
            </div>
          )}
          {group.approved.length > 0 && (
            <div className="bs-subgroup" data-kind="approved">
              <h4>Approved</h4>
              <ul className="bs-workspace-list">
                {group.approved.map((w) => {
                  const committedAs = candidates.data.find((c) => c.workspaceId === w.id && c.status === 'committed')?.version;
                  return <WorkspaceRow key={w.id} workspace={w} note={committedAs ? `committed as ${committedAs}` : undefined} />;
                })}
              </ul>
            </div>
          )}
        </div>
      ))}
      <p className="bs-hint">
        A draft starts from the newest committed version ({newest ? formatWorkspaceVersion(parseVersion(newest.version)!) : '—'}).
      </p>
    </Section>
  );
}
