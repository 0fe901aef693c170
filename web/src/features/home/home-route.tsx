import { Link } from 'react-router';
import { paths } from '../../lib/paths';

/** The areas staff open every morning. */
const AREAS: Array<{ to: string; name: string; what: string }> = [
  { to: paths.projects(), name: 'Projects', what: 'Projects, their client, design and base views' },
  { to: paths.pipe(), name: 'Pipeline', what: 'Assemblies, BOMs and material requests' },
  { to: paths.plum(), name: 'Plum', what: 'Class blocks, class parts, build and base specification' },
  { to: paths.blocks(), name: 'Blocks', what: 'The library of building blocks' },
  { to: paths.stockItems(), name: 'Items', what: 'ERP item maintenance' },
  { to: paths.admin(), name: 'Admin', what: 'Jobs, email templates, blocks, live viewer' },
  { to: paths.software(), name: 'Software', what: 'API docs and revisions' },
];

export function Component() {
  return (
    <main className="page home">
      <h1>Work</h1>
      <ul className="area-grid">
        {AREAS.map((area) => (
          <li key={area.to}>
            <Link to={area.to} className="area-card">
              <strong>{area.name}</strong>
              <span>{area.what}</span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
