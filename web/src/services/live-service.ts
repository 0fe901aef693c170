import { z } from 'zod';
import { liveRoutes, pipeAssemblySchema, projectSchema, type liveBlockSchema } from '@workhub/domain';
import { callRoute } from './service-client';
import { answerParser } from './answer';

const parsed = answerParser('live');

/**
 * The service answers the documents as stored (its contract reads them loosely); the live viewer
 * reads them as a project and its assemblies.
 */
const liveProjectSchema = z.object({ project: projectSchema, assemblies: z.array(pipeAssemblySchema) });
export type LiveProject = z.infer<typeof liveProjectSchema>;
export type LiveBase = z.output<typeof liveRoutes.base.answer>;
export type LiveBlock = z.output<typeof liveBlockSchema>;

/** The live service (docs/projects-pipeline.md "live"): the live project, its base and the blocks. */
export const liveService = {
  async project(projectId: string): Promise<LiveProject> {
    return parsed(liveProjectSchema, await callRoute(liveRoutes.project, { projectId }), 'live project');
  },
  async base(projectId: string): Promise<LiveBase> {
    return callRoute(liveRoutes.base, { projectId });
  },
  async blocks(): Promise<LiveBlock[]> {
    return (await callRoute(liveRoutes.blocks, {})).blocks;
  },
};
