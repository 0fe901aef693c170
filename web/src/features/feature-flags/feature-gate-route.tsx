import { Outlet, useMatches } from 'react-router';
import { FeatureGate, FeatureOff } from './feature-gate';
import { useFeature } from './use-features';

const featureOf = (handle: unknown): string | undefined =>
  handle !== null && typeof handle === 'object' && typeof (handle as { feature?: unknown }).feature === 'string'
    ? (handle as { feature: string }).feature
    : undefined;

function Off({ name }: { name: string }) {
  const { flag } = useFeature(name);
  return <FeatureOff name={name} description={flag?.description} />;
}

/**
 * Layout route around a page behind a feature flag (the flag is the route's `handle.feature`,
 * web/src/app/router.tsx): the page while its flag shows it, else 'This area is switched off'.
 */
export function Component() {
  const name = useMatches()
    .map((m) => featureOf(m.handle))
    .findLast((f) => f !== undefined);
  if (!name) return <Outlet />;
  return (
    <FeatureGate name={name} fallback={<Off name={name} />} loading={<div className="page-loading">Loading…</div>}>
      <Outlet />
    </FeatureGate>
  );
}
