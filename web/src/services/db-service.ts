import { DB_DEFAULT_LIMIT, type DbCollection, type DbQuery, type DbResult, type DbStamp } from '@workhub/domain';
import { serviceClient } from './service-client';

const client = serviceClient('db');

type Update = { $set?: Record<string, unknown>; $unset?: Record<string, unknown> };
type DbUpdated = DbStamp & { matched: number; modified: number };

/** Database service: results arrive as a JSON string in data.result (core spec section 7). */
export const dbService = {
  async find<T>(
    collection: DbCollection,
    options: { query?: DbQuery; projection?: Record<string, 0 | 1>; limit?: number; skip?: number } = {},
  ) {
    const data = await client.get<DbResult>('', { collection, limit: DB_DEFAULT_LIMIT, ...options });
    return { items: JSON.parse(data.result) as T[], count: data.count };
  },
  insert: (collection: DbCollection, toInsert: Record<string, unknown> | Record<string, unknown>[]) =>
    client.post<DbResult>('', { collection, to_insert: toInsert }),
  /** Updates the one document the query matches; answers the server's stamp (who changed it and when). */
  async update(collection: DbCollection, query: DbQuery, updateVals: Update) {
    const data = await client.put<DbResult>('', { collection, query, update_vals: updateVals });
    return JSON.parse(data.result) as DbUpdated;
  },
  setDate: (collection: DbCollection, id: string, dateField: string, date?: string) =>
    client.post<DbResult>('/date', { collection, id, date_field: dateField, ...(date ? { date } : {}) }),
  removeDate: (collection: DbCollection, id: string, dateField: string) =>
    client.delete<DbResult>('/date', { collection, id, date_field: dateField }),
};
