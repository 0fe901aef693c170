import { z } from 'zod';
import { pipeAssemblySchema, projectBaseLatestSchema, projectSchema } from '@workhub/domain';
import { serviceClient } from './service-client';
import { answerParser } from './answer';

const client = serviceClient('live');

const parsed = answerParser('live');

const liveProjectSchema = z.object({ project: projectSchema, assemblies: z.array(pipeAssemblySchema) });
export type LiveProject = z.infer<typeof liveProjectSchema>;

const liveBaseSchema = z.object({
  projectId: z.string(),
  latest: projectBaseLatestSchema.nullable().optional(),
  baseSpec: z.unknown().optional(),
});
export type LiveBase = z.infer<typeof liveBaseSchema>;

const liveBlockSchema = z
  .object({
    name: z.string(),
    categoryName: z.string().optional(),
    version: z.union([z.string(), z.number()]).optional(),
  })
  .passthrough();
const liveBlocksSchema = z.object({ blocks: z.array(liveBlockSchema) });
export type LiveBlock = z.infer<typeof liveBlockSchema>;

/** The live service (docs/projects-pipeline.md "live"): the live project, its base and the blocks. */
export const liveService = {
  async project(projectId: string): Promise<LiveProject> {
    return parsed(liveProjectSchema, await client.get<unknown>('/project', { projectId }), 'live project');
  },
  async base(projectId: string): Promise<LiveBase> {
    return parsed(liveBaseSchema, await client.get<unknown>('/base', { projectId }), 'live base');
  },
  async blocks(): Promise<LiveBlock[]> {
    return parsed(liveBlocksSchema, await client.get<unknown>('/blocks'), 'live blocks').blocks;
  },
};
