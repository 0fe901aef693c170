import type { DbCollection, DbDate, DbInsert, DbUpdate } from './db-service.js';

/**
 * Who writes what through the database service (issue 23): data a service owns is written only
 * by that service. The database service still reads every collection of core spec §7, but writes
 * only those whose screens write through it (supporting spec §7: jobs and designs; email templates
 * moved to the email service, which keeps their history). The others answer 403 naming where they change.
 */
export const DB_WRITE_REFUSALS: Readonly<Partial<Record<DbCollection, string>>> = {
  blocks: 'Blocks change only through a block workspace commit',
  projects:
    'Projects change only through their services: milestones and client preferences through the projects service (/projects), pipeline stages through /pipe and /opus, the base through /base',
  costs: 'Costs change only through the base service (POST /base/updatePrices)',
  buildingSystemOwners: 'Building system owners are read-only: no screen changes them (they come with the build data)',
  emailTemplates:
    'Email templates change only through the email service (PUT /email/template, POST /email/template/restore), which stamps and keeps every change',
};

/** Why the database service refuses to write `collection` (403), or undefined when it writes it. */
export function dbWriteRefusal(collection: DbCollection): string | undefined {
  return Object.hasOwn(DB_WRITE_REFUSALS, collection) ? DB_WRITE_REFUSALS[collection] : undefined;
}

/** Only a job is renamed by `$set.id` (supporting spec §4/§5: a title change renames the job's id). */
export const DB_RENAMED_COLLECTIONS: readonly DbCollection[] = ['jobs'];

/**
 * The most documents one PUT changes. Every screen updates one document by its id (a job's save,
 * a design's tag), so a query matching more is a mistake, never a need.
 */
export const DB_MAX_UPDATED_DOCUMENTS = 1;

/** Set by the service from the verified token and its clock on every write; never taken from the caller. */
export const DB_STAMP_FIELDS = ['updatedBy', 'updatedAt'] as const;
export type DbStamp = { updatedBy: string; updatedAt: string };

const stampMessage = 'Set by the server (who and when), not by the caller';
const isStampPath = (path: string) => DB_STAMP_FIELDS.some((f) => path === f || path.startsWith(`${f}.`));

/** A `$set` of `id` outside the renamed collections, as a per-field error. */
export function dbRenameProblems(update: Pick<DbUpdate, 'collection' | 'update_vals'>): Record<string, string> {
  if (DB_RENAMED_COLLECTIONS.includes(update.collection) || !Object.hasOwn(update.update_vals.$set ?? {}, 'id')) return {};
  return { 'update_vals.$set.id': `${update.collection} documents keep their id: only jobs are renamed (a title change)` };
}

/** Stamp fields (updatedBy, updatedAt) the caller tried to write, as per-field errors. */
export function dbStampProblems(
  input:
    | { kind: 'insert'; to_insert: DbInsert['to_insert'] }
    | { kind: 'update'; update_vals: DbUpdate['update_vals'] }
    | { kind: 'date'; date_field: DbDate['date_field'] },
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (input.kind === 'insert') {
    const many = Array.isArray(input.to_insert);
    const docs: Record<string, unknown>[] = Array.isArray(input.to_insert) ? input.to_insert : [input.to_insert];
    docs.forEach((doc, i) => {
      for (const key of Object.keys(doc))
        if (isStampPath(key)) problems[many ? `to_insert.${i}.${key}` : `to_insert.${key}`] = stampMessage;
    });
  } else if (input.kind === 'update') {
    for (const op of ['$set', '$unset'] as const)
      for (const key of Object.keys(input.update_vals[op] ?? {})) if (isStampPath(key)) problems[`update_vals.${op}.${key}`] = stampMessage;
  } else if (isStampPath(input.date_field)) problems.date_field = stampMessage;
  return problems;
}
