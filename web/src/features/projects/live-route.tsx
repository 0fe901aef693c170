import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { LiveStatus } from '../../components/live-status';
import { paths } from '../../lib/paths';
import { liveService } from '../../services/live-service';
import { rememberProject } from './chosen-project';
import { ProjectPicker } from './project-picker';
import { momentOf } from './project-facts';
import { LIVE_STORE } from './project-tabs';
import { useChosenProject } from './use-chosen-project';
import { useProjectDoc } from './use-projects';
import { useServiceRead, type ServiceRead } from './use-service-read';
import './projects.css';
import { ErrorNote, useNow } from '../../components/kit';
import { BaseSummary, PipelineSummary, ProjectSummary, RawDocument } from './live-summary';

function Answer<T>({ title, route, read, render }: { title: string; route: string; read: ServiceRead<T>; render: (data: T) => ReactNode }) {
  return (
    <section className="tab-section live-answer" data-testid={`live-${title.toLowerCase().replace(/\s+/g, '-')}`}>
      <div className="section-head">
        <h2>{title}</h2>
        <code className="hint">GET {route}</code>
        <button type="button" onClick={read.refresh} disabled={read.status === 'loading'}>
          Refresh
        </button>
      </div>
      {read.at && <p className="hint">Read {momentOf(read.at)}</p>}
      {read.status === 'loading' && <p className="hint">Loading…</p>}
      {read.status === 'error' && <ErrorNote>{read.error}</ErrorNote>}
      {read.data !== undefined && render(read.data)}
    </section>
  );
}

function LiveProject({ projectId }: { projectId: string }) {
  const stored = useProjectDoc(projectId);
  const loadProject = useMemo(() => () => liveService.project(projectId), [projectId]);
  const loadBase = useMemo(() => () => liveService.base(projectId), [projectId]);
  const loadBlocks = useMemo(() => () => liveService.blocks(), []);
  const project = useServiceRead(LIVE_STORE, loadProject, projectId);
  const base = useServiceRead(LIVE_STORE, loadBase, projectId);
  const blocks = useServiceRead(LIVE_STORE, loadBlocks, 'blocks');
  const exists = !!stored.data;
  // The moment the stage states are read against (a running stage whose lease ran out is stalled).
  const now = useNow(false);
  useEffect(() => {
    if (exists) rememberProject(projectId);
  }, [exists, projectId]);
  return (
    <div className="live-grid">
      <div className="live-column">
        <Answer
          title="Live project"
          route="/live/project"
          read={project}
          render={(d) => (
            <>
              <ProjectSummary project={d.project} />
              <h3>Pipeline</h3>
              <PipelineSummary assemblies={d.assemblies} now={now} />
              <RawDocument value={d} />
            </>
          )}
        />
        <Answer
          title="Live base"
          route="/live/base"
          read={base}
          render={(d) => (
            <>
              {d.latest ? <BaseSummary latest={d.latest} /> : <p>No base has been committed for {projectId} yet.</p>}
              <RawDocument value={d} />
            </>
          )}
        />
        <Answer
          title="Live blocks"
          route="/live/blocks"
          read={blocks}
          render={(list) =>
            list.length === 0 ? (
              <p className="hint">No blocks.</p>
            ) : (
              <table className="data-grid">
                <thead>
                  <tr>
                    <th>Block</th>
                    <th>Category</th>
                    <th>Version</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((b) => (
                    <tr key={b.name}>
                      <td>
                        <Link to={paths.block(b.name)}>{b.name}</Link>
                      </td>
                      <td>{b.categoryName ?? ''}</td>
                      <td>{b.version ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )
          }
        />
      </div>
      <section className="tab-section live-column" data-testid="live-firestore">
        <div className="section-head">
          <h2>Firestore: projects/{projectId}</h2>
          <LiveStatus connection={stored.connection} />
        </div>
        <p className="hint">The stored document, live: changes show without refresh.</p>
        {stored.status === 'loading' && <p className="hint">Loading…</p>}
        {stored.status === 'success' && !stored.data && <ErrorNote>Project {projectId} not found</ErrorNote>}
        {stored.status === 'error' && <p className="error-text">{stored.error?.message}</p>}
        {stored.data && (
          <>
            <ProjectSummary project={stored.data} />
            <RawDocument value={stored.data} />
          </>
        )}
      </section>
    </div>
  );
}

/** /live: the live project, base and blocks of the chosen project, beside its live Firestore document. */
export function Component() {
  const pathOf = useCallback((projectId: string) => paths.live(projectId), []);
  const chosen = useChosenProject(pathOf);
  return (
    <main className="page live-page" data-testid="live-page">
      <Breadcrumbs dropTrailing={0} />
      <div className="page-head">
        <h1>Live{chosen.projectId && !chosen.choosing ? `: ${chosen.projectId}` : ''}</h1>
        <span className="spacer" />
        {chosen.projectId && !chosen.choosing && (
          <>
            <Link to={paths.project(chosen.projectId)}>Open project</Link>
            <button type="button" onClick={chosen.startChoosing}>
              Change project
            </button>
          </>
        )}
      </div>
      {chosen.invalid !== null && (
        <p className="notice" role="alert">
          ‘{chosen.invalid}’ is not a project id.
        </p>
      )}
      {!chosen.projectId || chosen.choosing ? (
        <ProjectPicker hrefOf={pathOf} onChoose={chosen.stopChoosing} />
      ) : (
        <LiveProject key={chosen.projectId} projectId={chosen.projectId} />
      )}
    </main>
  );
}
