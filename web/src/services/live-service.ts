import type { z } from 'zod';
import { liveRoutes, type liveBlockSchema } from '@workhub/domain';
import { callRoute } from './service-client';

export type LiveProject = z.output<typeof liveRoutes.project.answer>;
export type LiveBase = z.output<typeof liveRoutes.base.answer>;
export type LiveBlock = z.output<typeof liveBlockSchema>;

/** The live service (docs/projects-pipeline.md "live"): the live project, its base and the blocks. */
export const liveService = {
  async project(projectId: string): Promise<LiveProject> {
    return callRoute(liveRoutes.project, { projectId });
  },
  async base(projectId: string): Promise<LiveBase> {
    return callRoute(liveRoutes.base, { projectId });
  },
  async blocks(): Promise<LiveBlock[]> {
    return (await callRoute(liveRoutes.blocks, {})).blocks;
  },
};
