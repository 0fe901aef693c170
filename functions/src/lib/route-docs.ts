import type { RequestHandler, Router } from 'express';
import { z } from 'zod';
import { routesOf } from './route-list.js';

/**
 * Routes registered together with their description (docs/versioned-data.md "docsJson"): the
 * input schema is the one the handler parses with, so the description cannot drift from it. The
 * Firebase service's GET /docsJson lists them from the routers' own stacks (routesOf).
 */

export interface RouteDescription {
  /** Where the input is read. */
  input: 'body' | 'query' | 'body or query';
  /** The zod schema the handler parses the input with. */
  schema: z.ZodType;
  /** What a success answers (the envelope's data). */
  answer: string;
  summary: string;
}

export interface InputField {
  name: string;
  /** JSON-schema type of the field ('string', 'object', 'array', … or 'a|b' for a union). */
  type: string;
  required: boolean;
  description?: string;
}

export interface RouteDoc {
  method: string;
  path: string;
  summary: string;
  input: RouteDescription['input'];
  fields: InputField[];
  /** The whole input as JSON schema (zod's toJSONSchema of the route's schema). */
  schema: unknown;
  answer: string;
}

const descriptions = new WeakMap<Router, Map<string, RouteDescription>>();
const METHODS = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;

/** Registers `handler` for `method path` on `router` and records its description. */
export function route(
  router: Router,
  method: keyof typeof METHODS,
  path: string,
  description: RouteDescription,
  handler: RequestHandler,
): void {
  router[METHODS[method]](path, handler);
  const map = descriptions.get(router) ?? new Map<string, RouteDescription>();
  map.set(`${method} ${path}`, description);
  descriptions.set(router, map);
}

type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  description?: string;
};

const typeOf = (s: JsonSchema | undefined): string => {
  if (!s) return 'any';
  if (s.type) return Array.isArray(s.type) ? s.type.join('|') : s.type;
  const alts = s.anyOf ?? s.oneOf;
  if (alts) return [...new Set(alts.map(typeOf))].join('|');
  return 'any';
};

/** The description of every route of `router`, mounted at `base` ('/workspace', '/firebase'). */
export function describeRouter(base: string, router: Router): (RouteDoc | { method: string; path: string; undocumented: true })[] {
  const map = descriptions.get(router);
  return routesOf(base, router).map((r) => {
    const path = `${base}${r.path === '/' ? '' : r.path}`;
    const d = map?.get(`${r.method} ${r.path}`);
    if (!d) return { method: r.method, path, undocumented: true as const };
    const schema = z.toJSONSchema(d.schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties ?? {}).map(([name, s]) => ({
      name,
      type: typeOf(s),
      required: required.has(name),
      ...(s.description ? { description: s.description } : {}),
    }));
    return { method: r.method, path, summary: d.summary, input: d.input, fields, schema, answer: d.answer };
  });
}
