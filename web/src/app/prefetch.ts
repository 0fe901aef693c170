import { PREFETCH_IDLE_TIMEOUT_MS, shouldPrefetch, type ConnectionInfo } from '@workhub/domain';
import { areaModules, firebaseSdksLayout } from './route-table';

/** `run` once the browser is idle, or after PREFETCH_IDLE_TIMEOUT_MS at most. */
function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
  else setTimeout(run, PREFETCH_IDLE_TIMEOUT_MS);
}

/**
 * Once the browser is idle (or after 2000 ms at most), fetch every area's chunk (and the Firebase
 * SDK layout's), unless on 2g or data-saver. One chunk at a time, each when the browser is idle
 * again: all at once, the 54 chunks (and what they import) took the browser's connections to the app's origin (six over
 * HTTP/1.1), so the page's own /api reads waited behind them, and their evaluation took the main
 * thread while the page was still drawing its data (bench/README.md "first-loads"). The page says
 * where it stands on `<html data-prefetch>`: 'skipped', 'waiting' (for the browser to be idle),
 * then 'done' once every chunk has loaded or failed — a state tests wait for instead of a time.
 */
export function prefetchAreasWhenIdle(): void {
  const root = document.documentElement;
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  if (!shouldPrefetch(connection)) {
    root.dataset.prefetch = 'skipped';
    return;
  }
  root.dataset.prefetch = 'waiting';
  const loads = [firebaseSdksLayout, ...Object.values(areaModules)];
  let next = 0;
  const step = () => {
    const load = loads[next++];
    if (!load) {
      root.dataset.prefetch = 'done';
      return;
    }
    // A failed chunk is the page's business when it is opened (the error page, which reloads).
    void load()
      .catch(() => undefined)
      .finally(() => whenIdle(step));
  };
  whenIdle(step);
}
