import { Link } from 'react-router';

/** The areas staff open every morning. */
const AREAS: Array<{ to: string; name: string; what: string }> = [
  { to: '/dash', name: 'Projects', what: 'Projects, their client, design and base views' },
  { to: '/pipe', name: 'Pipeline', what: 'Assemblies, BOMs and material requests' },
  { to: '/plum', name: 'Plum', what: 'Class blocks, class parts, build and base specification' },
  { to: '/block', name: 'Blocks', what: 'The library of building blocks' },
  { to: '/stock/items2', name: 'Items', what: 'ERP item maintenance' },
  { to: '/admin', name: 'Admin', what: 'Jobs, email templates, blocks, live viewer' },
  { to: '/software', name: 'Software', what: 'API docs and revisions' },
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
