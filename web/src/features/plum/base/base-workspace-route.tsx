import { BaseJsonPatch } from './base-json-patch';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { approvalState, formatUtc, formatVersion, formatWorkspaceVersion, type VersionedWorkspace } from '@workhub/domain';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { LiveStatus } from '../../../components/live-status';
import { NotFound } from '../../../components/not-found';
import { paths } from '../../../lib/paths';
import { useAuthStore } from '../../../stores/auth-store';
import type { BaseSpecCandidate } from './base-spec-api';
import { ApprovalRoles, CandidateImpact, candidateVersion } from './base-spec-candidates';
import { SPEC_SECTIONS, SectionsNav } from './base-spec-table';
import { nextBaseSpecVersion } from './base-spec-view';
import { GoalsEditor } from './base-goals-editor';
import { PropertiesEditor, SystemsEditor } from './base-systems-editor';
import { LayersEditor, OrderEditor, ThemesEditor } from './base-workspace-editor';
import { useBaseWorkspaceStore } from './base-workspace-store';
import { useBaseSpecCandidate, useBaseSpecVersions, useBaseSpecWorkspace } from './use-base-spec';
import './base-spec.css';
import { useAddressSearch } from '../../../lib/address';
import { ErrorNote } from '../../../components/kit';

/**
 * /plum/base/workspace?workspace=<id>: the base-spec workspace editor. The workspace document is
 * live; its content is read through the version service into the store, which saves each change
 * (POST /base/spec, skipped while loading or unchanged). Submit as candidate, approve per role,
 * commit when every role approved.
 */
export function Component() {
  const [search] = useAddressSearch();
  const workspaceId = search.get('workspace');
  const doc = useBaseSpecWorkspace(workspaceId);
  const store = useBaseWorkspaceStore();
  const { open, refresh, reset } = store;

  useEffect(() => {
    if (workspaceId) void open(workspaceId);
    return () => reset();
  }, [workspaceId, open, reset]);
  // Someone else changed the workspace (or a save of ours landed): read it again unless there are unsaved edits.
  const modified = doc.data?.modified;
  useEffect(() => {
    if (modified) void refresh();
  }, [modified, refresh]);

  let page;
  if (!workspaceId)
    page = (
      <div className="bs-notice">
        <p>
          <strong>No workspace chosen.</strong> Open a draft from the list on the <Link to={paths.baseSpec()}>base specification</Link>{' '}
          page, or start a new one there.
        </p>
      </div>
    );
  else if (doc.status === 'loading') page = <p className="page-loading">Loading the workspace…</p>;
  else if (!doc.data) {
    if (doc.status === 'error') page = <ErrorNote>The workspace could not be read.</ErrorNote>;
    else return <NotFound />;
  } else if (doc.data.workspaceType !== 'baseSpec')
    page = (
      <p role="alert" className="bs-notice">
        {doc.data.workspaceName} is not a base-spec workspace.
      </p>
    );
  else page = <Editor workspace={doc.data} />;
  // The editor names the draft in its own heading; every other state is titled here.
  const editing = page.type === Editor;

  return (
    <main className="page bs-page" data-testid="base-workspace-page">
      <Breadcrumbs dropTrailing={0} />
      {!editing && <h1>Base spec draft</h1>}
      <LiveStatus connection={doc.connection} />
      {page}
    </main>
  );
}

const STATUS_TEXT: Record<VersionedWorkspace['status'], string> = {
  new: 'New',
  patched: 'Edited',
  candidate: 'Candidate submitted',
  committed: 'Committed',
};

function Editor({ workspace }: { workspace: VersionedWorkspace }) {
  const user = useAuthStore((s) => s.user);
  const admin = useAuthStore((s) => s.roles?.isWorkspaceAdmin === true);
  const store = useBaseWorkspaceStore();
  const candidate = useBaseSpecCandidate(workspace.activeCandidate ?? null);
  const committed = workspace.status === 'committed';
  const mayChange = !workspace.deleted && !committed && (workspace.creator === user || admin);
  const disabled = !mayChange || store.loading || store.busy;
  const edit = (change: Parameters<typeof store.edit>[0]) => void store.edit(change);
  const spec = store.current;

  const saveState = store.loading
    ? 'Loading…'
    : store.saving
      ? 'Saving…'
      : store.error && spec !== store.saved
        ? 'Not saved'
        : 'All changes saved';
  return (
    <>
      <header className="bs-header">
        <div>
          <h1>
            Base spec draft <span className="bs-muted">{formatWorkspaceVersion(workspace)}</span>
          </h1>
          <p className="bs-hint">
            <strong data-testid="workspace-status">{STATUS_TEXT[workspace.status]}</strong> · started by {workspace.creator} on{' '}
            {formatUtc(workspace.created)} UTC · <Link to={paths.baseSpec()}>all base-spec versions and drafts</Link>
          </p>
        </div>
        <span className={`bs-save-state${store.saving ? ' bs-saving' : ''}`} data-testid="save-state" aria-live="polite">
          {saveState}
        </span>
      </header>
      {workspace.deleted && <p className="bs-notice">This workspace was deleted; it can no longer be changed.</p>}
      {!workspace.deleted && !committed && !mayChange && (
        <p className="bs-notice">Only {workspace.creator} (who started it) or a workspace admin can change this draft.</p>
      )}
      <CandidatePanel workspace={workspace} candidate={candidate.data} mayChange={mayChange} />
      {store.loading || !spec ? (
        <p className="page-loading">{store.loading ? 'Loading the draft…' : 'The draft could not be read.'}</p>
      ) : (
        <div className="bs-sections" data-testid="base-workspace-sections">
          <SectionsNav sections={SPEC_SECTIONS} />
          <LayersEditor spec={spec} edit={edit} disabled={disabled} />
          <ThemesEditor spec={spec} edit={edit} disabled={disabled} />
          <GoalsEditor spec={spec} edit={edit} disabled={disabled} />
          <OrderEditor spec={spec} edit={edit} disabled={disabled} />
          <SystemsEditor spec={spec} edit={edit} disabled={disabled} />
          <PropertiesEditor spec={spec} edit={edit} disabled={disabled} />
          <BaseJsonPatch
            mayChange={mayChange}
            refusal={
              workspace.deleted || committed
                ? 'This draft can no longer be changed'
                : `Only ${workspace.creator} (who started it) or a workspace admin can change this draft`
            }
          />
        </div>
      )}
    </>
  );
}

function CandidatePanel({
  workspace,
  candidate,
  mayChange,
}: {
  workspace: VersionedWorkspace;
  candidate: BaseSpecCandidate | null;
  mayChange: boolean;
}) {
  const store = useBaseWorkspaceStore();
  const user = useAuthStore((s) => s.user);
  const versions = useBaseSpecVersions();
  const newest = versions.data.at(-1)?.version ?? null;
  const [bump, setBump] = useState<'minor' | 'patch'>('minor');
  const [message, setMessage] = useState('');
  const committedVersion =
    (store.committed?.workspaceId === workspace.id ? store.committed.version : null) ??
    (workspace.status === 'committed' ? (candidate?.version ?? null) : null);

  if (committedVersion)
    return (
      <section className="bs-panel bs-panel-ok" data-testid="committed" aria-label="Committed">
        <h2>Committed as {committedVersion}</h2>
        <p>
          This draft is now the base specification {committedVersion}.{' '}
          <Link to={paths.baseSpec(committedVersion)} data-testid="committed-link">
            Open {committedVersion}
          </Link>
        </p>
      </section>
    );

  if (candidate && candidate.status === 'open') {
    const ready = approvalState(candidate.approvals).complete;
    return (
      <section className="bs-panel" data-testid="candidate-panel" aria-label="Candidate">
        <div className="bs-section-head">
          <h2>
            Candidate {candidateVersion(candidate)} <span className="bs-muted">submitted by {candidate.creator}</span>
          </h2>
          <span className={`bs-badge ${ready ? 'bs-badge-ok' : ''}`}>
            {ready ? 'approved by every role' : 'needs design, management and production'}
          </span>
        </div>
        <p className="bs-hint">
          Approve or reject for the roles you hold, as {user ?? 'yourself'}; the commit needs all three, and nobody approves a candidate
          they created. Later edits need a new candidate.
        </p>
        <ApprovalRoles
          candidate={candidate}
          disabled={store.busy}
          onApprove={(role, status) => void store.approve(candidate.id, role, status)}
        />
        <CandidateImpact candidateId={candidate.id} />
        <form
          className="bs-inline-form"
          aria-label="Commit"
          onSubmit={(e) => {
            e.preventDefault();
            void store.commit(candidate, message);
          }}
        >
          <label className="bs-grow">
            Commit message
            <input
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              placeholder={`What changes in ${candidateVersion(candidate)}`}
            />
          </label>
          <button type="submit" className="primary" disabled={!ready || store.busy || !mayChange} data-testid="commit">
            Commit {candidateVersion(candidate)}
          </button>
        </form>
        {!ready && <p className="bs-hint">Commit is enabled once design, management and production have approved.</p>}
      </section>
    );
  }

  const minor = formatVersion(nextBaseSpecVersion(newest, 'minor'));
  const patch = formatVersion(nextBaseSpecVersion(newest, 'patch'));
  const unsaved = store.saving || store.current !== store.saved;
  return (
    <section className="bs-panel" data-testid="submit-panel" aria-label="Submit as candidate">
      <div className="bs-section-head">
        <h2>Submit as candidate</h2>
      </div>
      <p className="bs-hint">
        The newest committed version is {newest ?? '—'}. A candidate is approved by design, management and production before it is
        committed.
      </p>
      <form
        className="bs-inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          void store.submitCandidate(nextBaseSpecVersion(newest, bump));
        }}
      >
        <label>
          As version
          <select value={bump} onChange={(e) => setBump(e.target.value as 'minor' | 'patch')} aria-label="Candidate version">
            <option value="minor">{minor} (next minor)</option>
            <option value="patch">{patch} (patch)</option>
          </select>
        </label>
        <button
          type="submit"
          className="primary"
          disabled={!mayChange || store.busy || store.loading || unsaved || !newest}
          data-testid="submit-candidate"
        >
          Submit as candidate
        </button>
      </form>
    </section>
  );
}
