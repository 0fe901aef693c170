import { Link } from 'react-router';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { paths } from '../../lib/paths';

const PAGES = [
  { to: paths.jobs(), name: 'Jobs' },
  { to: paths.email(), name: 'Email templates' },
  { to: paths.adminBlocks(), name: 'Blocks' },
  { to: paths.liveViewer(), name: 'Live viewer' },
  { to: paths.pick(), name: 'Picking' },
];

export function Component() {
  return (
    <main className="page">
      <Breadcrumbs />
      <h1>Admin</h1>
      <ul className="link-list">
        {PAGES.map((p) => (
          <li key={p.to}>
            <Link to={p.to}>{p.name}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
