/** Chunk-reload guard (supporting spec section 9): a stale chunk reloads the page at most once a minute. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export function shouldReloadForChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || Number.isNaN(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

/** Is this error a failed load of a code-split chunk (Vite / browsers word it differently)? */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i.test(
    text,
  );
}

/** Prefetch of route chunks on idle (core spec section 9). */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Skipped on 2g connections (including slow-2g) and with data saver on. */
export function shouldPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

/** Environment: production on the two configured hostnames, otherwise dev (core spec section 9). */
export function environmentOf(hostname: string, productionHostnames: readonly string[]): 'production' | 'dev' {
  return productionHostnames.includes(hostname.toLowerCase()) ? 'production' : 'dev';
}

/** The error a redirect outside the app throws (supporting spec section 8). */
export const ERR_REDIRECT = 'ERR_REDIRECT';

export class RedirectError extends Error {
  readonly code = ERR_REDIRECT;
  constructor(readonly target: string) {
    super(`${ERR_REDIRECT}: refusing to redirect outside the app (${target})`);
    this.name = 'RedirectError';
  }
}

/**
 * Where a redirect inside the app goes: the target's path, query and hash when it resolves to the
 * app's own origin. Anything else (another origin, `//host`, `javascript:`) throws ERR_REDIRECT, so
 * an address someone crafted cannot send a signed-in user off to another site.
 */
export function appRedirectTarget(target: string, appOrigin: string): string {
  let url: URL;
  try {
    url = new URL(target, appOrigin);
  } catch {
    throw new RedirectError(target);
  }
  if (url.origin !== appOrigin) throw new RedirectError(target);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Fetch delay minimum (core spec section 9): work the app defers before fetching (a refetch on
 * focus, a search while typing) waits at least 200 ms, so a burst of triggers makes one request.
 */
export const FETCH_DELAY_MIN_MS = 200;
export const fetchDelay = (requestedMs = 0): number => Math.max(FETCH_DELAY_MIN_MS, Number.isFinite(requestedMs) ? requestedMs : 0);
