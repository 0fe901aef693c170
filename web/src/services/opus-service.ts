import { z } from 'zod';
import type { EXPORT_FORMATS } from '@workhub/domain';
import { download, serviceClient } from './service-client';
import { answerParser } from './answer';
import { startedJobSchema, startedJobsSchema } from './pipe-service';

const client = serviceClient('opus');

export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const parsed = answerParser('opus');

export const exportListingSchema = z.object({
  exportId: z.string(),
  kind: z.enum(['pbom', 'mbom']),
  createdAt: z.string(),
  createdBy: z.string(),
  rowCount: z.number(),
});
export type ExportListing = z.infer<typeof exportListingSchema>;

/** A class part of the CNC package, with its routing (fields beyond these are kept as given). */
export const cncPartSchema = z
  .object({
    classPart: z.string(),
    qty: z.number().optional(),
    description: z.string().optional(),
    routing: z.array(z.string()).optional(),
    assembly: z.string().optional(),
  })
  .passthrough();
export type CncPart = z.infer<typeof cncPartSchema>;

/** The opus service (docs/projects-pipeline.md "opus"): project-wide exports, manufacturing BOMs, bulk CAD assignment. */
export const opusService = {
  /** POST /manufacturingBom/export: the project's manufacturing BOM export (job on `opus.mbom`). */
  exportMbom: async (projectId: string) =>
    parsed(startedJobSchema, await client.post<unknown>('/manufacturingBom/export', { projectId }), 'job answer'),
  /** POST /purchasingBom/export: the project's purchasing BOM export (job on `opus.pbom`). */
  exportPbom: async (projectId: string) =>
    parsed(startedJobSchema, await client.post<unknown>('/purchasingBom/export', { projectId }), 'job answer'),
  /** POST /manufacturingBom: a manufacturing BOM for each chosen assembly (one job each). */
  manufacturingBoms: async (projectId: string, cgas: readonly string[]) =>
    parsed(startedJobsSchema, await client.post<unknown>('/manufacturingBom', { projectId, cgas }), 'jobs answer'),
  /** POST /cadAssign/bulk: assigns the CAD of one assembly from the project's documents (job on its `assign`). */
  bulkAssignCad: async (projectId: string, assembly: string) =>
    parsed(startedJobSchema, await client.post<unknown>('/cadAssign/bulk', { projectId, projectAssembly: assembly }), 'job answer'),
  cncPackage: async (projectId: string) =>
    parsed(
      z.object({ projectId: z.string(), parts: z.array(cncPartSchema) }),
      await client.get<unknown>('/cncPackage', { projectId }),
      'CNC package',
    ),
  exports: async (projectId: string) =>
    parsed(z.object({ exports: z.array(exportListingSchema) }), await client.get<unknown>('/exports', { projectId }), 'export list')
      .exports,
  /** GET /exports/file: the export rendered as CSV or XLSX. */
  file: (exportId: string, format: ExportFormat) => download('opus', '/exports/file', { exportId, format }),
};
