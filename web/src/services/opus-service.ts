import type { z } from 'zod';
import { opusRoutes, type EXPORT_FORMATS } from '@workhub/domain';
import { callRoute, download } from './service-client';

export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export type ExportListing = z.output<typeof opusRoutes.exports.answer>['exports'][number];
/** A class part of the CNC package, with its routing. */
export type CncPart = z.output<typeof opusRoutes.cncPackage.answer>['parts'][number];

/** The opus service (docs/projects-pipeline.md "opus"): project-wide exports, manufacturing BOMs, bulk CAD assignment. */
export const opusService = {
  /** The project's manufacturing BOM export (job on `opus.mbom`). */
  exportMbom: (projectId: string) => callRoute(opusRoutes.manufacturingBomExport, { projectId }),
  /** The project's purchasing BOM export (job on `opus.pbom`). */
  exportPbom: (projectId: string) => callRoute(opusRoutes.purchasingBomExport, { projectId }),
  /** A manufacturing BOM for each chosen assembly (one job each). */
  manufacturingBoms: (projectId: string, cgas: readonly string[]) => callRoute(opusRoutes.manufacturingBom, { projectId, cgas: [...cgas] }),
  /** Assigns the CAD of one assembly from the project's documents (job on its `assign`). */
  bulkAssignCad: (projectId: string, assembly: string) => callRoute(opusRoutes.cadAssignBulk, { projectId, projectAssembly: assembly }),
  /** The class parts the CNC router cuts for the project. */
  cncPackage: (projectId: string) => callRoute(opusRoutes.cncPackage, { projectId }),
  /** The project's exports, newest first. */
  exports: async (projectId: string) => (await callRoute(opusRoutes.exports, { projectId })).exports,
  /** The export rendered as CSV or XLSX (a file, not an envelope). */
  file: (exportId: string, format: ExportFormat) =>
    download(opusRoutes.exportFile.service as 'opus', opusRoutes.exportFile.path, { exportId, format }),
};
