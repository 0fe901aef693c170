import type { z } from 'zod';
import type { baseRoutes } from '@workhub/domain';
import type { ContractHandler } from '../../lib/route-docs.js';

type BaseRoutes = typeof baseRoutes;

/** A base-service handler as `serve` calls it: the input parsed with its contract's schema, the answer its data. */
export type BaseHandler<K extends keyof BaseRoutes> = ContractHandler<BaseRoutes[K]['schema'], BaseRoutes[K]['answer']>;

/** A base-service route's answer, as its handler returns it. */
export type BaseAnswer<K extends keyof BaseRoutes> = z.input<BaseRoutes[K]['answer']>;
