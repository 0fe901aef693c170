import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { matchesFilter, phaseLabel, projectCity } from './project-facts';
import { useProjects } from './use-projects';
import { ErrorNote } from '../../components/kit';

/** Choose a project: the projects, live, with a filter; each links to `hrefOf(id)`. */
export function ProjectPicker({
  hrefOf,
  onChoose,
  title = 'Choose a project',
}: {
  hrefOf: (projectId: string) => string;
  onChoose?: (projectId: string) => void;
  title?: string;
}) {
  const projects = useProjects();
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => projects.data.filter((p) => matchesFilter(p, filter)), [projects.data, filter]);
  return (
    <section className="project-picker" data-testid="project-picker">
      <h2>{title}</h2>
      <p className="hint">This page works on one project. The one you choose is remembered in this browser.</p>
      <input
        type="search"
        placeholder="Client, project id or city"
        aria-label="Filter projects by client, id or city"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      {projects.status === 'loading' && <p className="hint">Loading projects…</p>}
      {projects.status === 'error' && projects.data.length === 0 && (
        <ErrorNote>The projects could not be read: {projects.error?.message}</ErrorNote>
      )}
      {projects.status === 'success' && shown.length === 0 && <p className="hint">No project matches.</p>}
      <ul className="picker-list">
        {shown.map((p) => (
          <li key={p.id}>
            <Link to={hrefOf(p.id)} onClick={() => onChoose?.(p.id)} data-testid="pick-project" data-project={p.id}>
              <strong>{p.id}</strong> {p.clientName}
            </Link>
            <span className="hint">
              {projectCity(p)} · {phaseLabel(p.phase)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
