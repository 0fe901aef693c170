import { z } from 'zod';

/**
 * A service route written once, as data (issue 25, item 2): its method, path, input schema,
 * answer schema and summary. The functions' router serves it (`serve(router, contract, handler)`
 * parses the input with `schema` and, under the emulators, checks the answer against `answer`),
 * the web client calls it (`callRoute(contract, input)` parses the answer with `answer`), the fuzz
 * table drives it and docsJson describes it — none of them writes the method, path or a schema
 * again. The contracts of a service live in `domain/src/routes/<service>.ts`, all of them in
 * `routeContracts` (index.ts).
 */

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Where the input is read; 'body or query' is a DELETE that takes either (the query when the body is empty). */
export type RouteInput = 'body' | 'query' | 'body or query';

export interface RouteContract<I extends z.ZodType = z.ZodType, A extends z.ZodType = z.ZodType> {
  /** The service's mount name ('pick' → /pick), as in the web's config.services. */
  service: string;
  method: RouteMethod;
  /** The path inside the service: '/lists'. */
  path: string;
  input: RouteInput;
  /** The input, as the handler receives it after parsing. */
  schema: I;
  /** A success's data (the envelope's `data`); z.unknown() only for a file download (`file: true`). */
  answer: A;
  /** One or two sentences of prose: what the route does (shown on /software/docs). */
  summary: string;
  /** What the answer holds, in prose, where its schema alone does not say it. */
  answerText?: string;
  /** The failures a caller should expect, in prose ('404 for an unknown project; 409 while …'). */
  errors?: string;
  /** The status of a success (201 for a creation); 200 when absent. */
  status?: 200 | 201 | 202;
  /** The answer is a file (bytes with a Content-Disposition), not a JSON envelope. */
  file?: boolean;
}

/** A contract, typed by its schemas (the identity: it only fixes the types for the router and the client). */
export function defineRoute<I extends z.ZodType, A extends z.ZodType>(contract: RouteContract<I, A>): RouteContract<I, A> {
  return contract;
}

/** The input a route reads from a request: the body, the query, or for 'body or query' the query when the body is empty. */
export function routeInputOf(contract: Pick<RouteContract, 'input'>, body: unknown, query: unknown): unknown {
  if (contract.input === 'body') return body;
  if (contract.input === 'query') return query;
  const empty = body === undefined || body === null || (typeof body === 'object' && Object.keys(body).length === 0);
  return empty ? query : body;
}

/** 'GET /pick/lists': how tests and docs name a route. */
export const routeKey = (contract: Pick<RouteContract, 'service' | 'method' | 'path'>): string =>
  `${contract.method} /${contract.service}${contract.path === '/' ? '' : contract.path}`;
