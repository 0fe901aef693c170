import { z } from 'zod';
import { storageDatatypeOf, type StorageObject } from '../storage/keys.js';

/**
 * The software pages (docs/staff-tools.md "Software docs and picking as built"): the services whose
 * GET /docsJson /software/docs reads, the route descriptions they answer, the revisions of stored
 * files (/software/revs) and the building system owners.
 */

/** The services with a docsJson, in the order /software/docs lists them; some also describe others (`covers`). */
export const DOCUMENTED_SERVICES = [
  { name: 'db', title: 'Database', covers: [] },
  { name: 'projects', title: 'Projects', covers: [] },
  { name: 'pipe', title: 'Pipeline', covers: [] },
  { name: 'opus', title: 'Opus (BOMs and class parts)', covers: [] },
  { name: 'base', title: 'Base (blocks, base spec, generators)', covers: [] },
  { name: 'version', title: 'Versions', covers: [] },
  { name: 'build', title: 'Build specification', covers: [] },
  { name: 'firebase', title: 'Firebase, workspaces and sign-in', covers: ['workspace', 'workspace_content', 'auth'] },
  { name: 'live', title: 'Live', covers: [] },
  { name: 'google', title: 'Google places', covers: [] },
  { name: 'zone', title: 'Zoning', covers: [] },
  { name: 'erp', title: 'ERP (and its webhook)', covers: ['erp/webhook'] },
  { name: 'diagrams', title: 'Diagrams', covers: [] },
  { name: 'pick', title: 'Picking', covers: [] },
  { name: 'email', title: 'Email', covers: [] },
  { name: 'storage', title: 'Storage', covers: [] },
  { name: 'cloud', title: 'Cloud files', covers: [] },
  { name: 'homehub', title: 'Homehub (legacy assets)', covers: [] },
] as const;
export type DocumentedService = (typeof DOCUMENTED_SERVICES)[number]['name'];
export const isDocumentedService = (name: string): name is DocumentedService => DOCUMENTED_SERVICES.some((s) => s.name === name);

/** One route as a docsJson describes it (functions/src/lib/route-docs.ts), or a route registered without a description. */
export const routeDocSchema = z.object({
  method: z.string(),
  path: z.string(),
  summary: z.string(),
  input: z.enum(['body', 'query', 'body or query']),
  fields: z.array(z.object({ name: z.string(), type: z.string(), required: z.boolean(), description: z.string().optional() })),
  schema: z.unknown(),
  /** The answer in prose (the contract's answerText, or the fields of its answer schema). */
  answer: z.string(),
  /** The answer as JSON schema (routes written as contracts, domain/src/routes). */
  answerSchema: z.unknown().optional(),
  /** The failures to expect, in prose. */
  errors: z.string().optional(),
});
export type DocumentedRoute = z.infer<typeof routeDocSchema>;
export const undocumentedRouteSchema = z.object({ method: z.string(), path: z.string(), undocumented: z.literal(true) });
export const anyRouteDocSchema = z.union([undocumentedRouteSchema, routeDocSchema]);
export type AnyRouteDoc = z.infer<typeof anyRouteDocSchema>;
export const docsJsonAnswerSchema = z.object({ routes: z.array(anyRouteDocSchema) });
export const isUndocumented = (r: AnyRouteDoc): r is z.infer<typeof undocumentedRouteSchema> => 'undocumented' in r;

/** The routes grouped by their path (a path with GET and PATCH shows once, with both). */
export function routesByPath<R extends { path: string; method: string }>(routes: R[]): { path: string; routes: R[] }[] {
  const order = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
  const groups = new Map<string, R[]>();
  for (const r of routes) groups.set(r.path, [...(groups.get(r.path) ?? []), r]);
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, rs]) => ({ path, routes: rs.sort((x, y) => order.indexOf(x.method) - order.indexOf(y.method)) }));
}

/**
 * file_datatypes and file_list (/software/revs): the datatypes of the stored files (the first
 * folder of each key, `storageDatatypeOf`), each with its files by key (app, project), from the
 * storage service's records (`storageObjects`, `storageObjectDocSchema`).
 */
export function filesByDatatype<F extends Pick<StorageObject, 'key' | 'app_name' | 'project'>>(
  files: readonly F[],
): { datatype: string; files: F[] }[] {
  const groups = new Map<string, F[]>();
  for (const f of files) {
    const datatype = storageDatatypeOf(f.key);
    groups.set(datatype, [...(groups.get(datatype) ?? []), f]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([datatype, fs]) => ({
      datatype,
      files: fs.sort((a, b) => a.key.localeCompare(b.key) || a.app_name.localeCompare(b.app_name) || a.project.localeCompare(b.project)),
    }));
}

/** A building system's owners: per subsystem, who owns and who installs it (`buildingSystemOwners/{system}`). */
export const buildingSystemOwnersSchema = z.looseObject({
  system: z.string(),
  subsystemData: z.record(
    z.string(),
    z.looseObject({ owner: z.string().optional(), installer: z.string().optional(), description: z.string().optional() }),
  ),
});
export type BuildingSystemOwners = z.infer<typeof buildingSystemOwnersSchema>;
