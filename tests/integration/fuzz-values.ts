/** Types and values shared by the fuzz route tables (fuzz-routes*.ts). */

import { routeKey, type RouteContract } from '@workhub/domain';

/** Existing documents the requests may name (read from the seeded emulators). */
export interface FuzzTargets {
  jobId: string;
  /** A project with pipeline data, and one of its assemblies (a key of its pipe sub-collection). */
  projectId: string;
  assembly: string;
  blockId: string;
  blockName: string;
  workspaceId: string;
}

export type Input = Record<string, unknown>;

export interface FuzzRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Service base path and route path, as mounted: '/db', '/base/blocks/workspace'. */
  path: string;
  /** Where the route reads its input; 'body or query': a DELETE that takes either. */
  input: 'query' | 'body' | 'body or query';
  harmless: (t: FuzzTargets) => Input;
  real?: (t: FuzzTargets) => Input;
  knownBad?: (t: FuzzTargets) => Input[];
}

/**
 * The fuzz entry of a route written as a contract (domain/src/routes): the method, path and input
 * come from the contract; the entry gives only the requests.
 */
export function fuzzOf(contract: RouteContract, requests: Pick<FuzzRoute, 'harmless' | 'real' | 'knownBad'>): FuzzRoute {
  const [method, path] = routeKey(contract).split(' ') as [FuzzRoute['method'], string];
  return { method, path, input: contract.input, ...requests };
}

/** A value nested `levels` deep. */
export const nest = (levels: number): unknown => (levels === 0 ? 'leaf' : { n: nest(levels - 1) });
/** Document ids Firestore refuses (or that name object internals). */
export const badIds = ['', '.', '..', 'a/b', '/', '__fuzz__', 'x'.repeat(1501)];
