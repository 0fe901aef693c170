import type { RouteContract } from './contract.js';
import { pickRoutes } from './pick.js';
import { baseRoutes } from './base.js';

export * from './contract.js';
export * from './docs-json.js';
export { pickRoutes } from './pick.js';
export { baseRoutes, baseNoInputSchema, projectPriceSchema, variationListSchema } from './base.js';

/** Every route written as a contract (each service's file adds its object here). */
export const routeContracts: RouteContract[] = [...Object.values(pickRoutes), ...Object.values(baseRoutes)];
