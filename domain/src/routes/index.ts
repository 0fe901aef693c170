import type { RouteContract } from './contract.js';
import { pickRoutes } from './pick.js';
import { opusRoutes } from './opus.js';
import { pipeRoutes } from './pipe.js';

export * from './contract.js';
export * from './docs-json.js';
export { pickRoutes } from './pick.js';
export { opusRoutes, startedExportAnswer } from './opus.js';
export { pipeRoutes, startedStageJobAnswer } from './pipe.js';

/** Every route written as a contract (each service's file adds its object here). */
export const routeContracts: RouteContract[] = [...Object.values(pickRoutes), ...Object.values(opusRoutes), ...Object.values(pipeRoutes)];
