import type { pipeRoutes } from '@workhub/domain';
import type { ContractHandler } from '../../lib/route-docs.js';

/** The handler of a pipe route, typed by its contract (domain/src/routes/pipe.ts): the parsed input in, the answer out. */
export type PipeHandler<K extends keyof typeof pipeRoutes> = ContractHandler<
  (typeof pipeRoutes)[K]['schema'],
  (typeof pipeRoutes)[K]['answer']
>;
