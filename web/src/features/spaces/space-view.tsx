import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { NotFound } from '../../components/not-found';
import { LiveStatus } from '../../components/live-status';
import { useAwaitingArrival } from '../../lib/arrival';
import { paths } from '../../lib/paths';
import { spaceContentSchema, type SpaceContent } from '@workhub/domain';
import { useAuthStore } from '../../stores/auth-store';
import { spacesApi } from './space-data';
import { spaceVersionText, timeText } from './space-format';
import { SpaceStatus } from './space-status';
import { useSpaceDoc } from './use-spaces';
import { FailureBox, failureOf, type Failure } from './failure';
import { ErrorNote } from '../../components/kit';
import { SPACE_SECTIONS, SpaceContentView, type SpaceSection } from './space-content-view';

export { SPACE_SECTIONS, type SpaceSection } from './space-content-view';
import { SpaceActions } from './space-actions';
import { WorkspaceRecord } from './workspace-record';

export interface SpaceViewProps {
  id: string;
  /** The content sections shown (default all). */
  filter?: string;
  /** The focused layer (highlighted), and a way to focus one. */
  focusedLayer?: string;
  onFocusLayer?: (layer: string | null) => void;
  /** Without the patch / candidate / commit tools (a read-only pane). */
  readOnly?: boolean;
  /** Only these content sections, without the header and facts (a side pane). */
  only?: readonly SpaceSection[];
}

type ContentRead =
  { status: 'loading' } | { status: 'ready'; content: SpaceContent | null; raw: unknown } | { status: 'error'; failure: Failure };

/**
 * One versioned space: the workspace document is live; the content is read through the version
 * service (GET /version/workspace) and read again after each action and each change of the document.
 */
export function SpaceView({ id, filter = 'all', focusedLayer, onFocusLayer, readOnly, only }: SpaceViewProps) {
  const doc = useSpaceDoc(id);
  const workspace = doc.data;
  const awaiting = useAwaitingArrival(id, workspace !== null);
  const me = useAuthStore((s) => s.user);
  const admin = useAuthStore((s) => s.roles?.isWorkspaceAdmin === true);
  const mayChange = admin || (workspace !== null && workspace.creator === me);
  const [content, setContent] = useState<ContentRead>({ status: 'loading' });
  const stamp = workspace ? `${workspace.status}|${JSON.stringify(workspace.modified ?? null)}|${workspace.activeCandidate ?? ''}` : '';

  const load = useCallback(async () => {
    try {
      const answer = await spacesApi.get(id);
      const parsed = spaceContentSchema.safeParse(answer.content);
      setContent({ status: 'ready', content: parsed.success ? parsed.data : null, raw: answer.content });
    } catch (err) {
      setContent({ status: 'error', failure: failureOf(err) });
    }
  }, [id]);

  useEffect(() => {
    if (stamp) void load();
  }, [stamp, load]);

  if (doc.status === 'loading' || awaiting) return <p className="page-loading">Loading the space…</p>;
  if (!workspace) {
    if (doc.status === 'error' || doc.invalid.length > 0) {
      return (
        <section className="space-view">
          <h1>{id}</h1>
          <ErrorNote>The space could not be read{doc.error ? `: ${doc.error.message}` : '.'}</ErrorNote>
          <Link to={paths.spaces()}>All spaces</Link>
        </section>
      );
    }
    return <NotFound />;
  }

  const show = (section: SpaceSection) =>
    (!only || only.includes(section)) && (filter === 'all' || filter === section || !SPACE_SECTIONS.includes(filter as SpaceSection));
  if (only) {
    return (
      <section className="space-view space-view-only">
        {content.status === 'loading' && <p className="page-loading">Loading the content…</p>}
        {content.status === 'error' && <FailureBox failure={content.failure} title="The content could not be read" />}
        {content.status === 'ready' && content.content && (
          <SpaceContentView content={content.content} show={(s) => (only.includes(s) ? true : false)} />
        )}
      </section>
    );
  }
  return (
    <section className="space-view" data-testid="space-view">
      <header className="space-head">
        <h1>{workspace.name}</h1>
        <SpaceStatus workspace={workspace} />
        <span className="space-version-big" data-testid="space-version">
          {spaceVersionText(workspace)}
        </span>
        <LiveStatus connection={doc.connection} />
      </header>
      <dl className="space-facts">
        <dt>Project</dt>
        <dd>{workspace.projectId || 'Company-wide'}</dd>
        <dt>Creator</dt>
        <dd>{workspace.creator}</dd>
        <dt>Type</dt>
        <dd>{workspace.type}</dd>
        <dt>Modified (UTC)</dt>
        <dd>{timeText(workspace.modified)}</dd>
        <dt>Candidate</dt>
        <dd>
          {workspace.activeCandidate ? (
            <>
              <code>{workspace.activeCandidate}</code>{' '}
              <span className="hint">
                {workspace.status === 'candidate'
                  ? '(open, waiting for the commit)'
                  : workspace.status === 'committed'
                    ? '(committed)'
                    : '(replaced by later patches: submit again)'}
              </span>
            </>
          ) : (
            '—'
          )}
        </dd>
        <dt>Id</dt>
        <dd>
          <code>{workspace.id}</code>
        </dd>
      </dl>
      {workspace.deleted && (
        <p className="space-trashed" role="note">
          This space is in the trash: it can be read but no longer changed.
        </p>
      )}
      {content.status === 'loading' && <p className="page-loading">Loading the content…</p>}
      {content.status === 'error' && <FailureBox failure={content.failure} title="The content could not be read" />}
      {content.status === 'ready' && content.content === null && (
        <div className="space-block">
          <h2>Content</h2>
          <p className="hint">This content is not a space (layers, metadata, warnings); it is shown as it is stored.</p>
          <pre className="space-json">{JSON.stringify(content.raw, null, 2)}</pre>
        </div>
      )}
      {content.status === 'ready' && content.content && (
        <SpaceContentView content={content.content} show={show} focusedLayer={focusedLayer} onFocusLayer={onFocusLayer} />
      )}
      {!readOnly && !workspace.deleted && content.status === 'ready' && !mayChange && (
        <p className="hint space-readonly-note">Only its creator ({workspace.creator}) or a workspace admin can change this space.</p>
      )}
      {!readOnly && !workspace.deleted && content.status === 'ready' && mayChange && (
        <SpaceActions key={workspace.id} workspace={workspace} content={content.content} onChanged={load} />
      )}
      {!readOnly && <WorkspaceRecord workspaceId={workspace.id} />}
    </section>
  );
}
