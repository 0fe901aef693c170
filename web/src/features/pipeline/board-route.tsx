import { memo, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { classifyBoardCell, PIPE_STAGES, PROJECT_LIST_LIMIT, type PipeAssembly } from '@workhub/domain';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { paths } from '../../lib/paths';
import { auth } from '../../lib/firebase';
import { useAuthStore } from '../../stores/auth-store';
import { useApprovers } from '../../stores/approvers-store';
import { BoardMatrix, matchesStatus, STATUS_FILTER_LABELS, STATUS_FILTERS, type StatusFilter } from './board-view';
import { ConnectionIndicator } from './connection-indicator';
import { BoardPresence, useBoardPresence } from './presence';
import {
  ALL_PIPES_LIMIT,
  useAllPipes,
  useProjectHeading,
  useProjectHeadings,
  useProjectPipe,
  worstConnection,
  type ProjectHeading,
} from './use-pipe';
import { useNow } from '../../components/kit';
import './pipeline.css';
import { useAddressSearch } from '../../lib/address';
import { ListCutNotice } from '../../components/list-cut';

const MemoMatrix = memo(BoardMatrix);

/** This browser's presence on a board, and the others'. */
function usePresenceOn(board: string) {
  const { uid, user } = useAuthStore();
  const name = auth.currentUser?.displayName || user || '';
  return useBoardPresence(board, { uid, user, name });
}

/** '18 assemblies · 2 in progress · 1 error · 1 stalled · 1 rejected' (the clock ticks here, not in the rows). */
function BoardSummary({ assemblies }: { assemblies: readonly PipeAssembly[] }) {
  const now = useNow();
  const counts = { inProgress: 0, error: 0, stalled: 0, rejected: 0 };
  for (const a of assemblies)
    for (const stage of PIPE_STAGES) {
      // hasBase does not change a blocker or a running stage (it only gates the first stage's wait).
      const cell = classifyBoardCell(a, stage, { hasBase: true, now });
      if (cell.kind === 'inProgress') counts.inProgress++;
      else if (cell.kind === 'blocker') counts[cell.status === 'new' ? 'rejected' : cell.status === 'stalled' ? 'stalled' : 'error']++;
    }
  const parts = [
    `${assemblies.length} assembl${assemblies.length === 1 ? 'y' : 'ies'}`,
    counts.inProgress ? `${counts.inProgress} in progress` : '',
    counts.error ? `${counts.error} error${counts.error === 1 ? '' : 's'}` : '',
    counts.stalled ? `${counts.stalled} stalled` : '',
    counts.rejected ? `${counts.rejected} rejected` : '',
  ].filter(Boolean);
  return (
    <span className="board-summary" data-testid="board-summary">
      {parts.join(' · ')}
    </span>
  );
}

function Legend() {
  return (
    <p className="board-legend hint">
      <strong>Red cells need someone</strong>: a stage that <strong>failed</strong>, one that <strong>stalled</strong> (its worker stopped
      reporting: start it again from the pipe tab) or whose approval was <strong>rejected</strong>. Grey cells wait for an earlier stage. A
      changed cell is highlighted when the change arrives.
    </p>
  );
}

/** /dash2/{id}: one project's assemblies × stages, from ONE listener on its pipe. */
function ProjectBoard({ projectId }: { projectId: string }) {
  const { assemblies, status, connection } = useProjectPipe(projectId);
  const { heading, status: projectStatus } = useProjectHeading(projectId);
  const viewers = usePresenceOn(`dash2/${projectId}`);
  const { names } = useApprovers();
  const headings = useMemo(() => new Map<string, ProjectHeading>(heading ? [[projectId, heading]] : []), [heading, projectId]);
  const missing = projectStatus === 'success' && !heading && status === 'success' && assemblies.length === 0;
  return (
    <main className="page board-page" data-testid="board-page">
      <Breadcrumbs />
      <header className="board-header">
        <div>
          <h1>
            Pipeline board · {projectId}
            {heading && <span className="board-client">{heading.clientName}</span>}
          </h1>
          <nav className="board-links">
            <Link to={paths.board()}>All projects</Link> · <Link to={paths.projectTab(projectId, 'pipe')}>Pipe tab</Link> ·{' '}
            <Link to={paths.project(projectId)}>Project</Link>
          </nav>
        </div>
        <div className="board-status">
          <ConnectionIndicator connection={connection} />
          <BoardPresence viewers={viewers} />
        </div>
      </header>
      {status === 'loading' ? (
        <p className="page-loading">Loading the pipeline…</p>
      ) : missing ? (
        <p className="empty" data-testid="board-empty">
          There is no project {projectId}.
        </p>
      ) : assemblies.length === 0 ? (
        <p className="empty" data-testid="board-empty">
          {projectId} has no assemblies on its pipeline yet: they appear once its base design is committed.
        </p>
      ) : (
        <>
          <BoardSummary assemblies={assemblies} />
          <MemoMatrix assemblies={assemblies} headings={headings} grouped={false} approvers={names} />
          <Legend />
        </>
      )}
    </main>
  );
}

/** /dash2: every project's assemblies from ONE collection-group listener, grouped by project, filtered. */
function AllBoard() {
  const { assemblies, status, connection } = useAllPipes();
  const { headings, connection: projectsConnection, read: projectsRead } = useProjectHeadings();
  const viewers = usePresenceOn('dash2');
  const { names } = useApprovers();
  const [params, setParams] = useAddressSearch();
  const project = params.get('project') ?? '';
  const statusParam = params.get('status') ?? 'all';
  const filter: StatusFilter = (STATUS_FILTERS as readonly string[]).includes(statusParam) ? (statusParam as StatusFilter) : 'all';
  const now = useNow(filter !== 'all' ? 1000 : false);
  const projectIds = useMemo(() => [...new Set(assemblies.map((a) => a.projectId))], [assemblies]);
  const shown = useMemo(
    () =>
      assemblies.filter(
        (a) => (!project || a.projectId === project) && matchesStatus(a, filter, now, headings.get(a.projectId)?.hasBase ?? true),
      ),
    [assemblies, project, filter, now, headings],
  );
  const setFilter = (name: string, value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value && value !== 'all') next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return (
    <main className="page board-page" data-testid="board-page">
      <Breadcrumbs />
      <header className="board-header">
        <div>
          <h1>Pipeline board</h1>
          <form className="board-filter" onSubmit={(e) => e.preventDefault()} aria-label="Filter the board">
            <label>
              Project
              <select value={project} onChange={(e) => setFilter('project', e.target.value)}>
                <option value="">All projects</option>
                {projectIds.map((id) => (
                  <option key={id} value={id}>
                    {id} · {headings.get(id)?.clientName ?? ''}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Status
              <select value={filter} onChange={(e) => setFilter('status', e.target.value)}>
                {STATUS_FILTERS.map((f) => (
                  <option key={f} value={f}>
                    {STATUS_FILTER_LABELS[f]}
                  </option>
                ))}
              </select>
            </label>
          </form>
        </div>
        <div className="board-status">
          <ConnectionIndicator connection={worstConnection(connection, projectsConnection)} />
          <BoardPresence viewers={viewers} />
        </div>
      </header>
      <ListCutNotice count={assemblies.length} limit={ALL_PIPES_LIMIT} noun="assemblies" />
      <ListCutNotice count={projectsRead} limit={PROJECT_LIST_LIMIT} noun="projects" />
      {status === 'loading' ? (
        <p className="page-loading">Loading the pipelines…</p>
      ) : assemblies.length === 0 ? (
        <p className="empty" data-testid="board-empty">
          No project has assemblies on its pipeline yet.
        </p>
      ) : shown.length === 0 ? (
        <p className="empty" data-testid="board-empty">
          No assembly matches this filter.
        </p>
      ) : (
        <>
          <BoardSummary assemblies={shown} />
          <MemoMatrix assemblies={shown} headings={headings} grouped approvers={names} />
          <Legend />
        </>
      )}
    </main>
  );
}

/** The pipeline board: /dash2 across projects, /dash2/{id} for one. */
export function Component() {
  const { id } = useParams();
  return id ? <ProjectBoard key={id} projectId={id} /> : <AllBoard />;
}
