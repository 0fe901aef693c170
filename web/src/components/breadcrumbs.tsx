import { Link, useLocation, useParams } from 'react-router';
import { breadcrumbs, type BreadcrumbOptions } from '@workhub/domain';

export function Breadcrumbs(props: Omit<BreadcrumbOptions, 'search'>) {
  const location = useLocation();
  const params = useParams();
  const crumbs = breadcrumbs(location.pathname, params, { ...props, search: location.search });
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      {crumbs.map((crumb, i) => (
        <span key={crumb.to + i}>
          {i > 0 && <span className="crumb-sep">/</span>}
          <Link to={crumb.to}>{crumb.label}</Link>
        </span>
      ))}
    </nav>
  );
}
