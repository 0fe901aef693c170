import { useEffect, type ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { formatAddress, mapsSearchUrl, primaryAddress, visibleProjectTabs, type ProjectTab } from '@workhub/domain';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { LiveStatus } from '../../components/live-status';
import { paths } from '../../lib/paths';
import { useAuthStore } from '../../stores/auth-store';
import { rememberProject } from './chosen-project';
import { ProjectOutletContext, useCurrentTab, type ProjectOutlet } from './index';
import { phaseLabel } from './project-facts';
import { projectPageLinks } from './project-links';
import { useProjectDoc } from './use-projects';
import './projects.css';

export const TAB_LABELS: Record<ProjectTab, string> = {
  client: 'Client',
  design: 'Design',
  base: 'Base',
  counts: 'Counts',
  pipe: 'Pipe',
  opus: 'Opus',
  raw: 'Raw',
  cost: 'Cost',
};

/**
 * The project layout (/dash/{id}, and the tabs on the chosen project): id, client name and the
 * primary address linked to a maps search; the tabs the user may see; the tab page below, given
 * the project through the `ProjectOutlet` context.
 */
export function ProjectFrame({
  projectId,
  tabPath,
  actions,
}: {
  projectId: string;
  tabPath: ProjectOutlet['tabPath'];
  /** Extra controls in the header (the chosen layout's "Change project"). */
  actions?: ReactNode;
}) {
  const read = useProjectDoc(projectId);
  const project = read.data ?? undefined;
  const isSoftwareEng = useAuthStore((s) => s.roles?.isSoftwareEng === true);
  const current = useCurrentTab() ?? 'client';
  const exists = !!project;

  useEffect(() => {
    if (exists) rememberProject(projectId);
  }, [exists, projectId]);

  const notFound = read.status === 'success' && !project;
  const unreadable = notFound && read.invalid.length > 0;
  const address = project ? primaryAddress(project) : undefined;
  const tabs = visibleProjectTabs(project, { isSoftwareEng });
  // The hidden cost tab shows as a tab only while it is open (it is reachable by its address).
  if (current === 'cost' && project) tabs.push('cost');
  const outlet: ProjectOutlet = { projectId, project, status: read.status, connection: read.connection, tabPath };

  return (
    <main className="page project-page" data-testid="project-page">
      <Breadcrumbs dropTrailing={0} />
      <header className="project-header">
        <div className="project-title">
          <h1>
            <span data-testid="project-id">{projectId}</span>
            {project && (
              <span className="project-client" data-testid="project-client">
                {project.clientName}
              </span>
            )}
          </h1>
          {project && (
            <div className="project-subtitle">
              {address ? (
                <a href={mapsSearchUrl(address)} target="_blank" rel="noreferrer" data-testid="project-address" title="Open in Google Maps">
                  {formatAddress(address)}
                </a>
              ) : (
                <span className="hint">No address on file</span>
              )}
              <span className={`phase-badge phase-${project.phase}`}>{phaseLabel(project.phase)}</span>
            </div>
          )}
          {read.status === 'loading' && (
            <p className="project-loading" data-testid="project-loading" role="status">
              Loading project…
            </p>
          )}
        </div>
        <div className="project-actions">
          <LiveStatus connection={read.connection} />
          {actions}
          {project && (
            <Link className="button" to={paths.projectBoard(projectId)}>
              Live board
            </Link>
          )}
        </div>
      </header>
      {notFound && (
        <div className="empty-state" role="alert" data-testid="project-not-found">
          {unreadable ? (
            <p>
              Project {projectId} could not be read: its stored document does not fit the project schema (
              {read.invalid[0]?.problems.join('; ')}
              ).
            </p>
          ) : (
            <p>Project {projectId} not found</p>
          )}
          <Link to={paths.projects()}>All projects</Link>
        </div>
      )}
      {read.status === 'error' && !project && (
        <div className="empty-state" role="alert">
          <p>
            Project {projectId} could not be read: {read.error?.message}
          </p>
        </div>
      )}
      {project && (
        <>
          <div className="project-tabs-row">
            <nav className="project-tabs" aria-label="Project tabs">
              {tabs.map((tab) => (
                <Link
                  key={tab}
                  to={tabPath(tab)}
                  className={tab === current ? 'active' : ''}
                  aria-current={tab === current ? 'page' : undefined}
                >
                  {TAB_LABELS[tab]}
                </Link>
              ))}
            </nav>
            <nav className="project-more" aria-label="Project pages">
              {projectPageLinks(projectId, tabPath, current).map((l) => (
                <Link key={l.name} to={l.to} title={l.title}>
                  {l.name}
                </Link>
              ))}
            </nav>
          </div>
          <div className="project-tab" data-testid={`project-tab-${current}`}>
            <ProjectOutletContext.Provider value={outlet}>
              <Outlet context={outlet} />
            </ProjectOutletContext.Provider>
          </div>
        </>
      )}
    </main>
  );
}
