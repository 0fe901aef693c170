import { config } from '../lib/env';

/** Outside production a marker says so, so nobody mistakes local data for real data. */
export function DevMarker() {
  if (config.environment === 'production') return null;
  return (
    <div className="dev-marker" data-testid="dev-marker" title="Not production">
      DEV
    </div>
  );
}
