import { z } from 'zod';

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
  answer: z.string(),
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
 * A stored file's metadata as /software/revs reads it from `storageObjects` (written by the storage
 * and cloud services; other fields are kept). `type` is the file's datatype.
 */
export const storedFileSchema = z.looseObject({
  id: z.string(),
  key: z.string(),
  type: z.string(),
  version: z.union([z.string(), z.number()]).nullish(),
  app_name: z.string().nullish(),
  project: z.string().nullish(),
  bytes: z.number().nullish(),
  contentType: z.string().nullish(),
  isVersioned: z.boolean().nullish(),
  created: z.string().nullish(),
  createdBy: z.string().nullish(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** file_datatypes and file_list: the datatypes of the stored files, each with its files (by key, newest revision first). */
export function filesByDatatype(files: StoredFile[]): { datatype: string; files: StoredFile[] }[] {
  const groups = new Map<string, StoredFile[]>();
  for (const f of files) groups.set(f.type || '(none)', [...(groups.get(f.type || '(none)') ?? []), f]);
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([datatype, fs]) => ({
      datatype,
      files: fs.sort((a, b) => a.key.localeCompare(b.key) || String(b.created ?? '').localeCompare(String(a.created ?? ''))),
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
