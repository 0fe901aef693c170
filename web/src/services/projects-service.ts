import { z } from 'zod';
import {
  clientPreferencesSchema,
  importProjectAnswerSchema,
  PROJECT_PHASES,
  type ClientPreferences,
  type ImportProjectAnswer,
  type MilestoneName,
} from '@workhub/domain';
import { serviceClient } from './service-client';
import { answerParser } from './answer';

const client = serviceClient('projects');

/** Parses a service answer; a shape we do not understand is an error, not a half-drawn page. */
const parsed = answerParser('projects');

const milestonesAnswerSchema = z.object({
  projectId: z.string(),
  milestones: z.record(z.string(), z.string()),
  phase: z.enum(PROJECT_PHASES),
});
export type MilestonesAnswer = z.infer<typeof milestonesAnswerSchema>;

const preferencesAnswerSchema = z.object({ projectId: z.string(), clientPreferences: clientPreferencesSchema });
/** POST /pullMilestones: how many were added, and the project when it changed (with the milestones added and their dates). */
const pullAnswerSchema = z.object({
  pulled: z.number(),
  projects: z.array(z.object({ projectId: z.string(), added: z.record(z.string(), z.string()) })),
});
export type PullAnswer = z.infer<typeof pullAnswerSchema>;

/** The projects service (docs/projects-pipeline.md "projects"): import from Salesforce, milestones and client preferences. */
export const projectsService = {
  /** Creates the project Salesforce sold under this number (management approvers; 409 when WorkHub has it, 404 when Salesforce has none). */
  async importProject(projectId: string): Promise<ImportProjectAnswer> {
    const data = await client.post<unknown>('/import', { projectId });
    return parsed(importProjectAnswerSchema, data, 'import answer');
  },
  async saveClientPreferences(projectId: string, preferences: ClientPreferences) {
    const data = await client.post<unknown>('/clientPreferences', { projectId, preferences });
    return parsed(preferencesAnswerSchema, data, 'client preferences answer');
  },
  /** Sets a milestone (now, or the given ISO date); 409 with the reason when its prerequisites are not met. */
  async setMilestone(projectId: string, milestone: MilestoneName, date?: string): Promise<MilestonesAnswer> {
    const data = await client.post<unknown>('/milestones', { projectId, milestone, ...(date ? { date } : {}) });
    return parsed(milestonesAnswerSchema, data, 'milestones answer');
  },
  /** Removes a milestone; 409 when a milestone that is set needs it. */
  async removeMilestone(projectId: string, milestone: MilestoneName): Promise<MilestonesAnswer> {
    const data = await client.delete<unknown>('/milestones', { projectId, milestone });
    return parsed(milestonesAnswerSchema, data, 'milestones answer');
  },
  /** Pulls one project's milestones from Salesforce (historical: also the past ones). */
  async pullMilestones(historical: boolean, projectId: string): Promise<PullAnswer> {
    const data = await client.post<unknown>('/pullMilestones', { historical, projectId });
    return parsed(pullAnswerSchema, data, 'pull answer');
  },
};
