import { PREFETCH_IDLE_TIMEOUT_MS, shouldPrefetch, type ConnectionInfo } from '@workhub/domain';
import { areaModules, firebaseSdksLayout } from './route-table';

/** Once the browser is idle (or after 2000 ms at most), fetch every area's chunk (and the Firebase SDK layout's), unless on 2g or data-saver. */
export function prefetchAreasWhenIdle(): void {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  if (!shouldPrefetch(connection)) return;
  const run = () => {
    for (const load of [firebaseSdksLayout, ...Object.values(areaModules)]) load().catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
  else setTimeout(run, PREFETCH_IDLE_TIMEOUT_MS);
}
