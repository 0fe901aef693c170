import type { Request, RequestHandler, Response, Router } from 'express';
import { z } from 'zod';
import { routeInputOf, type RouteContract } from '@workhub/domain';
import { HttpError, handle, parse, sendOk } from './http.js';
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
  /** The answer's schema, for a route served from its contract. */
  answerSchema?: z.ZodType;
  errors?: string;
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
  answerSchema?: unknown;
  errors?: string;
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

/**
 * A route's handler as `serve` calls it: the input already parsed with the contract's schema; it
 * answers the envelope's data (sent with the contract's status), or nothing when it wrote the
 * response itself (a file).
 */
export type ContractHandler<I extends z.ZodType, A extends z.ZodType> = (
  input: z.output<I>,
  req: Request,
  res: Response,
) => Promise<z.input<A> | void>;

/** Under the emulators (tests, `npm start`) every answer is checked against its contract. */
const checkAnswers = () => process.env.FUNCTIONS_EMULATOR === 'true';

/**
 * Serves a route from its contract (domain/src/routes): registers `handler` for the contract's
 * method and path on `router`, parses the input with the contract's schema (a 400 naming each
 * field otherwise) and sends what the handler answers. Under the emulators an answer that does not
 * match the contract's answer schema is a 500 naming the route and the first mismatch, so a
 * contract cannot drift from its handler while the suite is green.
 */
export function serve<I extends z.ZodType, A extends z.ZodType>(
  router: Router,
  contract: RouteContract<I, A>,
  handler: ContractHandler<I, A>,
): void {
  const served = handle(async (req, res) => {
    const input = parse(contract.schema, routeInputOf(contract, req.body, req.query)) as z.output<I>;
    const data = await handler(input, req, res);
    if (res.headersSent || contract.file) return;
    if (checkAnswers()) {
      const checked = contract.answer.safeParse(data);
      if (!checked.success) {
        const issue = checked.error.issues[0];
        const where = issue?.path.length ? issue.path.join('.') : 'answer';
        const text = `${contract.method} /${contract.service}${contract.path} answered outside its contract (${where}: ${issue?.message})`;
        console.error(text);
        throw new HttpError(500, 'internal', text);
      }
    }
    sendOk(res, data, contract.status ?? 200);
  });
  route(
    router,
    contract.method,
    contract.path,
    {
      input: contract.input,
      schema: contract.schema,
      answer: contract.answerText ?? answerProse(contract.answer),
      summary: contract.summary,
      answerSchema: contract.answer,
      ...(contract.errors ? { errors: contract.errors } : {}),
    },
    served,
  );
}

/** The fields of an answer schema, in a line: '{ id, list }'. */
function answerProse(schema: z.ZodType): string {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  const keys = Object.keys(json.properties ?? {});
  if (keys.length) return `{ ${keys.join(', ')} }`;
  return typeOf(json);
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
    return {
      method: r.method,
      path,
      summary: d.summary,
      input: d.input,
      fields,
      schema,
      answer: d.answer,
      ...(d.answerSchema ? { answerSchema: z.toJSONSchema(d.answerSchema, { io: 'output', unrepresentable: 'any' }) } : {}),
      ...(d.errors ? { errors: d.errors } : {}),
    };
  });
}
