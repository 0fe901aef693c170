import type { opusRoutes } from '@workhub/domain';
import type { ContractHandler } from '../../lib/route-docs.js';

/** The handler of an opus route, typed by its contract (domain/src/routes/opus.ts): the parsed input in, the answer out. */
export type OpusHandler<K extends keyof typeof opusRoutes> = ContractHandler<
  (typeof opusRoutes)[K]['schema'],
  (typeof opusRoutes)[K]['answer']
>;
