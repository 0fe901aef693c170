import { Link } from 'react-router';
import { Breadcrumbs } from '../../components/breadcrumbs';

const PAGES = [
  { to: '/admin/jobs', name: 'Jobs' },
  { to: '/admin/email', name: 'Email templates' },
  { to: '/admin/blocks', name: 'Blocks' },
  { to: '/admin/live-viewer', name: 'Live viewer' },
  { to: '/admin/pick', name: 'Picking' },
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
