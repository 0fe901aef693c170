/**
 * The web app's database-service client (web/src/services/db-service.ts) for the designs bench
 * page: the same calls, sent to `/api/db` on the bench page's own origin (bench/designs-page.ts
 * proxies it to the Functions emulator) with a real staff ID token given by the Node side.
 */
import { DB_DEFAULT_LIMIT, type DbCollection, type DbQuery, type DbResult } from '@workhub/domain';

declare global {
  interface Window {
    benchIdToken?: string;
  }
}

type Update = { $set?: Record<string, unknown>; $unset?: Record<string, unknown> };

async function call<T>(method: string, query: Record<string, unknown> | null, body?: unknown): Promise<T> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) params.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  const res = await fetch(`/api/db${query ? `?${params}` : ''}`, {
    method,
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${window.benchIdToken}`,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = (await res.json()) as { success: boolean; data: T; error: { message: string } | null };
  if (!envelope.success) throw new Error(envelope.error?.message ?? `HTTP ${res.status}`);
  return envelope.data;
}

export const dbService = {
  async find<T>(collection: DbCollection, options: { query?: DbQuery; limit?: number; skip?: number } = {}) {
    const data = await call<DbResult>('GET', { collection, limit: DB_DEFAULT_LIMIT, ...options });
    return { items: JSON.parse(data.result) as T[], count: data.count };
  },
  update: (collection: DbCollection, query: DbQuery, updateVals: Update) =>
    call<DbResult>('PUT', null, { collection, query, update_vals: updateVals }),
};
