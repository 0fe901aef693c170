import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { paths } from '../../lib/paths';
import { useFeature } from './use-features';

/**
 * Shows its children only while the flag `name` shows its area to the signed-in user (live: an
 * admin's switch shows or hides it at once). `fallback` shows otherwise (default: nothing, e.g. a
 * menu entry); `loading` while the flags are first read (default: nothing).
 */
export function FeatureGate({
  name,
  children,
  fallback = null,
  loading = null,
}: {
  name: string;
  children: ReactNode;
  fallback?: ReactNode;
  loading?: ReactNode;
}) {
  const feature = useFeature(name);
  if (feature.loading) return <>{loading}</>;
  return <>{feature.visible ? children : fallback}</>;
}

/** What a page behind a switched-off flag shows instead of itself. */
export function FeatureOff({ name, description }: { name: string; description?: string }) {
  return (
    <main className="page feature-off" data-testid="feature-off" data-feature={name}>
      <Breadcrumbs />
      <h1>This area is switched off</h1>
      <p>
        {description ? `${description}: ` : ''}this part of WorkHub is switched off by a feature flag (<code>{name}</code>), for everyone or
        for your group. It comes back as soon as it is switched on again.
      </p>
      <p>
        <Link to={paths.home()}>Back to the home page</Link>
        {' · '}
        <Link to={paths.featureFlags()}>See the feature flags</Link>
      </p>
    </main>
  );
}
