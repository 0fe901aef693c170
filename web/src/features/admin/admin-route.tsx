import { Link } from 'react-router';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { FEATURE_NAMES } from '@workhub/domain';
import { paths } from '../../lib/paths';
import { FeatureGate } from '../feature-flags';

/** The admin pages; an entry with a `feature` shows only while that flag shows its area. */
const PAGES: { to: string; name: string; feature?: string }[] = [
  { to: paths.jobs(), name: 'Jobs' },
  { to: paths.email(), name: 'Email templates' },
  { to: paths.adminBlocks(), name: 'Blocks' },
  { to: paths.liveViewer(), name: 'Live viewer', feature: FEATURE_NAMES.liveViewer },
  { to: paths.pick(), name: 'Picking' },
  { to: paths.featureFlags(), name: 'Feature flags' },
  { to: paths.materials(), name: 'Materials library', feature: FEATURE_NAMES.materialsLibrary },
  { to: paths.outsideSystems(), name: 'Outside systems' },
];

export function Component() {
  return (
    <main className="page">
      <Breadcrumbs />
      <h1>Admin</h1>
      <ul className="link-list">
        {PAGES.map((p) => {
          const entry = (
            <li key={p.to}>
              <Link to={p.to}>{p.name}</Link>
            </li>
          );
          return p.feature ? (
            <FeatureGate key={p.to} name={p.feature}>
              {entry}
            </FeatureGate>
          ) : (
            entry
          );
        })}
      </ul>
    </main>
  );
}
