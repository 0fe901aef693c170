import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PROJECT_LIST_LIMIT, PROJECT_PHASES, type ProjectPhase } from '@workhub/domain';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { LiveStatus } from '../../components/live-status';
import { paths } from '../../lib/paths';
import {
  matchesFilter,
  milestoneLabel,
  nextMilestone,
  phaseLabel,
  pipelineSummaries,
  projectCity,
  type PipelineSummary,
} from './project-facts';
import { useNow } from '../../components/kit';
import { useAllAssemblies, useProjects } from './use-projects';
import { ImportProject } from './import-project';
import './projects.css';

function PipelineCell({ summary, hasBase }: { summary: PipelineSummary | undefined; hasBase: boolean }) {
  if (!hasBase) return <span className="hint">no base yet</span>;
  if (!summary) return <span className="hint">no assemblies</span>;
  return (
    <span className="pipeline-cell" data-testid="pipeline-cell">
      <span>{summary.assemblies} assemblies</span>
      <span className="pill pill-done">{summary.done} done</span>
      {summary.inProgress > 0 && <span className="pill pill-running">{summary.inProgress} running</span>}
      {summary.error > 0 && <span className="pill pill-error">{summary.error} in error</span>}
      {summary.stalled > 0 && <span className="pill pill-stalled">{summary.stalled} stalled</span>}
    </span>
  );
}

/** /dash: every project, live, with its phase, next milestone, build slot and pipeline state. */
export function Component() {
  const projects = useProjects();
  const assemblies = useAllAssemblies();
  const now = useNow(30_000);
  const [filter, setFilter] = useState('');
  const [phase, setPhase] = useState<ProjectPhase | ''>('');
  const summaries = useMemo(() => pipelineSummaries(assemblies.data, now), [assemblies.data, now]);
  const shown = useMemo(
    () => projects.data.filter((p) => matchesFilter(p, filter) && (!phase || p.phase === phase)),
    [projects.data, filter, phase],
  );
  const connection = projects.connection !== 'live' ? projects.connection : assemblies.connection;

  return (
    <main className="page projects-page" data-testid="projects-page">
      <Breadcrumbs dropTrailing={0} />
      <div className="page-head">
        <h1>Projects</h1>
        <LiveStatus connection={connection} />
        <span className="spacer" />
        <Link to={paths.board()}>Pipeline board</Link>
      </div>
      <ImportProject />
      <div className="list-filters">
        <label>
          Filter
          <input
            type="search"
            placeholder="Client, project id or city"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            aria-label="Filter projects by client, id or city"
          />
        </label>
        <label>
          Phase
          <select value={phase} onChange={(e) => setPhase(e.target.value as ProjectPhase | '')} aria-label="Phase">
            <option value="">All phases</option>
            {PROJECT_PHASES.map((p) => (
              <option key={p} value={p}>
                {phaseLabel(p)}
              </option>
            ))}
          </select>
        </label>
        <span className="hint" data-testid="projects-count">
          {projects.status === 'loading'
            ? 'Loading projects…'
            : shown.length === projects.data.length
              ? `${projects.data.length} projects`
              : `Showing ${shown.length} of ${projects.data.length} projects`}
          {projects.data.length >= PROJECT_LIST_LIMIT && ` (the first ${PROJECT_LIST_LIMIT})`}
        </span>
      </div>
      {projects.status === 'error' && projects.data.length === 0 && (
        <div className="empty-state" role="alert">
          <p>The projects could not be read: {projects.error?.message}</p>
          <p className="hint">Trying again shortly.</p>
        </div>
      )}
      {projects.invalid.length > 0 && (
        <p className="notice" role="status">
          {projects.invalid.length} stored project(s) do not fit the project schema and are left out:{' '}
          {projects.invalid.map((d) => d.path).join(', ')}
        </p>
      )}
      {projects.status === 'success' && projects.data.length === 0 && (
        <div className="empty-state">
          <p>There are no projects yet.</p>
        </div>
      )}
      {projects.data.length > 0 && shown.length === 0 && (
        <div className="empty-state">
          <p>No project matches the filter.</p>
        </div>
      )}
      {shown.length > 0 && (
        <table className="projects-table" data-testid="projects-table">
          <thead>
            <tr>
              <th>Project</th>
              <th>Client</th>
              <th>City</th>
              <th>Phase</th>
              <th>Next milestone</th>
              <th>Build slot</th>
              <th>Pipeline</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((project) => {
              const next = nextMilestone(project.milestones);
              return (
                <tr key={project.id} data-testid="project-row" data-project={project.id}>
                  <td>
                    <Link to={paths.project(project.id)}>{project.id}</Link>
                  </td>
                  <td>
                    <Link to={paths.project(project.id)} className="plain-link">
                      {project.clientName}
                    </Link>
                  </td>
                  <td>{projectCity(project)}</td>
                  <td>
                    <span className={`phase-badge phase-${project.phase}`} data-testid="project-phase">
                      {phaseLabel(project.phase)}
                    </span>
                  </td>
                  <td>{next ? milestoneLabel(next) : <span className="hint">none</span>}</td>
                  <td>{project.buildSlot ?? <span className="hint">not booked</span>}</td>
                  <td>
                    {assemblies.status === 'loading' ? (
                      <span className="hint">…</span>
                    ) : (
                      <PipelineCell summary={summaries.get(project.id)} hasBase={!!project.base?.latest} />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </main>
  );
}
