/** Chunk-reload guard (supporting spec section 9): a stale chunk reloads the page at most once a minute. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export function shouldReloadForChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || Number.isNaN(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

/** Is this error a failed load of a code-split chunk (Vite / browsers word it differently)? */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i.test(text);
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
