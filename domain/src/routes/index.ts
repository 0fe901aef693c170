import type { RouteContract } from './contract.js';
import { pickRoutes } from './pick.js';

export * from './contract.js';
export * from './docs-json.js';
export { pickRoutes } from './pick.js';

/** Every route written as a contract (each service's file adds its object here). */
export const routeContracts: RouteContract[] = [...Object.values(pickRoutes)];
