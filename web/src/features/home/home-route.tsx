import { Link } from 'react-router';
import { useAuthStore } from '../../stores/auth-store';
import { AREAS, morePages, type HomeLink } from './home-links';

function Cards({ links, label }: { links: readonly HomeLink[]; label: string }) {
  return (
    <ul className="area-grid" aria-label={label}>
      {links.map((area) => (
        <li key={area.to}>
          <Link to={area.to} className="area-card">
            <strong>{area.name}</strong>
            <span>{area.what}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Component() {
  const roles = useAuthStore((s) => s.roles);
  return (
    <main className="page home">
      <h1>Work</h1>
      <Cards links={AREAS} label="Areas" />
      <h2 className="home-more">More pages</h2>
      <Cards links={morePages(roles)} label="More pages" />
    </main>
  );
}
