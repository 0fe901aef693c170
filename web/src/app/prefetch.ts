import { PREFETCH_IDLE_TIMEOUT_MS, shouldPrefetch, type ConnectionInfo } from '@workhub/domain';
import { areaModules, firebaseSdksLayout } from './route-table';

/**
 * Once the browser is idle (or after 2000 ms at most), fetch every area's chunk (and the Firebase
 * SDK layout's), unless on 2g or data-saver. The page says where it stands on `<html
 * data-prefetch>`: 'skipped', 'waiting' (for the browser to be idle), then 'done' once every chunk
 * has loaded or failed — a state tests wait for instead of a time.
 */
export function prefetchAreasWhenIdle(): void {
  const root = document.documentElement;
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  if (!shouldPrefetch(connection)) {
    root.dataset.prefetch = 'skipped';
    return;
  }
  root.dataset.prefetch = 'waiting';
  const run = () => {
    const loads = [firebaseSdksLayout, ...Object.values(areaModules)].map((load) => load());
    void Promise.allSettled(loads).then(() => {
      root.dataset.prefetch = 'done';
    });
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
  else setTimeout(run, PREFETCH_IDLE_TIMEOUT_MS);
}
