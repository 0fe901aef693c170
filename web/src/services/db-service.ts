import { DB_DEFAULT_LIMIT, dbRoutes, type DbCollection, type DbQuery, type DbResult, type DbStamp, type DbUpdate } from '@workhub/domain';
import { callRoute } from './service-client';

type Update = { $set?: Record<string, unknown>; $unset?: Record<string, unknown> };
type DbUpdated = DbStamp & { matched: number; modified: number };

/** Database service: results arrive as a JSON string in data.result (core spec section 7). */
export const dbService = {
  async find<T>(
    collection: DbCollection,
    options: { query?: DbQuery; projection?: Record<string, 0 | 1>; limit?: number; skip?: number } = {},
  ) {
    const data = await callRoute(dbRoutes.find, { collection, limit: DB_DEFAULT_LIMIT, ...options });
    return { items: JSON.parse(data.result) as T[], count: data.count };
  },
  insert: (collection: DbCollection, toInsert: Record<string, unknown> | Record<string, unknown>[]): Promise<DbResult> =>
    callRoute(dbRoutes.insert, { collection, to_insert: toInsert }),
  /** Updates the one document the query matches; answers the server's stamp (who changed it and when). */
  async update(collection: DbCollection, query: DbQuery, updateVals: Update) {
    // The server refuses an $unset value other than '', 1 or true (400 naming it).
    const data = await callRoute(dbRoutes.update, { collection, query, update_vals: updateVals as DbUpdate['update_vals'] });
    return JSON.parse(data.result) as DbUpdated;
  },
  setDate: (collection: DbCollection, id: string, dateField: string, date?: string): Promise<DbResult> =>
    callRoute(dbRoutes.setDate, { collection, id, date_field: dateField, ...(date ? { date } : {}) }),
  removeDate: (collection: DbCollection, id: string, dateField: string): Promise<DbResult> =>
    callRoute(dbRoutes.removeDate, { collection, id, date_field: dateField }),
  /** Deletes one job (workspace admins only: the service answers 403 to anyone else). */
  removeJob: (id: string) => callRoute(dbRoutes.removeJob, { id }),
};
