import type { RouteContract } from './contract.js';
import { pickRoutes } from './pick.js';
import { baseRoutes } from './base.js';
import { zoneRoutes } from './zone.js';
import { googleRoutes } from './google.js';
import { liveRoutes } from './live.js';
import { diagramsRoutes } from './diagrams.js';
import { buildRoutes } from './build.js';
import { homehubRoutes } from './homehub.js';
import { emailRoutes } from './email.js';
import { projectsRoutes } from './projects.js';
import { versionRoutes } from './version.js';
import { erpRoutes } from './erp.js';
import { firebaseRoutes, workspaceRoutes } from './workspace.js';
import { authRoutes } from './auth.js';
import { storageRoutes } from './storage.js';
import { cloudRoutes } from './cloud.js';
import { dbRoutes } from './db.js';
import { opusRoutes } from './opus.js';
import { pipeRoutes } from './pipe.js';

export * from './contract.js';
export * from './docs-json.js';
export { pickRoutes } from './pick.js';
export { baseRoutes, baseNoInputSchema, projectPriceSchema, variationListSchema } from './base.js';
export { zoneRoutes } from './zone.js';
export { googleRoutes } from './google.js';
export { liveRoutes, liveBlockSchema } from './live.js';
export { diagramsRoutes } from './diagrams.js';
export { buildRoutes } from './build.js';
export { homehubRoutes } from './homehub.js';
export { emailRoutes } from './email.js';
export { projectsRoutes } from './projects.js';
export { versionRoutes } from './version.js';
export { erpRoutes } from './erp.js';
export { firebaseRoutes, workspaceRoutes } from './workspace.js';
export { authRoutes } from './auth.js';
export { storageRoutes } from './storage.js';
export { cloudRoutes } from './cloud.js';
export { dbRoutes } from './db.js';
export { opusRoutes, startedExportAnswer } from './opus.js';
export { pipeRoutes, startedStageJobAnswer } from './pipe.js';

/** Every route written as a contract (each service's file adds its object here). */
export const routeContracts: RouteContract[] = [
  ...Object.values(pickRoutes),
  ...Object.values(baseRoutes),
  ...Object.values(zoneRoutes),
  ...Object.values(googleRoutes),
  ...Object.values(liveRoutes),
  ...Object.values(diagramsRoutes),
  ...Object.values(buildRoutes),
  ...Object.values(homehubRoutes),
  ...Object.values(emailRoutes),
  ...Object.values(projectsRoutes),
  ...Object.values(versionRoutes),
  ...Object.values(erpRoutes),
  ...Object.values(workspaceRoutes),
  ...Object.values(firebaseRoutes),
  ...Object.values(authRoutes),
  ...Object.values(storageRoutes),
  ...Object.values(cloudRoutes),
  ...Object.values(dbRoutes),
  ...Object.values(opusRoutes),
  ...Object.values(pipeRoutes),
];
