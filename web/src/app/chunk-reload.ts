import { isChunkLoadError, shouldReloadForChunkError } from '@workhub/domain';

const RELOAD_KEY = 'workhub.chunkReloadAt';

function lastReloadAt(): number | null {
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 'NaN');
  return Number.isNaN(last) ? null : last;
}

/** Would this error reload the page (a stale chunk, and no reload within the last minute)? */
export function willReloadForChunkError(error: unknown, now = Date.now()): boolean {
  return isChunkLoadError(error) && shouldReloadForChunkError(lastReloadAt(), now);
}

/**
 * A stale chunk (a deploy replaced the files) reloads the whole page at the address being opened,
 * at most once a minute so a broken deploy cannot loop; within the guard the error page shows.
 */
export function reloadForChunkError(error: unknown, now = Date.now()): boolean {
  if (!willReloadForChunkError(error, now)) return false;
  sessionStorage.setItem(RELOAD_KEY, String(now));
  window.location.reload();
  return true;
}
