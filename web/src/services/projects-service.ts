import type { z } from 'zod';
import { projectsRoutes, type ClientPreferences, type ImportProjectAnswer, type MilestoneName } from '@workhub/domain';
import { callRoute } from './service-client';

export type MilestonesAnswer = z.output<typeof projectsRoutes.setMilestone.answer>;
/** POST /pullMilestones: how many were added, and the project when it changed (with the milestones added and their dates). */
export type PullAnswer = z.output<typeof projectsRoutes.pullMilestones.answer>;

/** The projects service (docs/projects-pipeline.md "projects"): import from Salesforce, milestones and client preferences. */
export const projectsService = {
  /** Creates the project Salesforce sold under this number (management approvers; 409 when WorkHub has it, 404 when Salesforce has none). */
  async importProject(projectId: string): Promise<ImportProjectAnswer> {
    return callRoute(projectsRoutes.import, { projectId });
  },
  async saveClientPreferences(projectId: string, preferences: ClientPreferences) {
    return callRoute(projectsRoutes.clientPreferences, { projectId, preferences });
  },
  /** Sets a milestone (now, or the given ISO date); 409 with the reason when its prerequisites are not met. */
  async setMilestone(projectId: string, milestone: MilestoneName, date?: string): Promise<MilestonesAnswer> {
    return callRoute(projectsRoutes.setMilestone, { projectId, milestone, ...(date ? { date } : {}) });
  },
  /** Removes a milestone; 409 when a milestone that is set needs it. */
  async removeMilestone(projectId: string, milestone: MilestoneName): Promise<MilestonesAnswer> {
    return callRoute(projectsRoutes.deleteMilestone, { projectId, milestone });
  },
  /** Pulls one project's milestones from Salesforce (historical: also the past ones). */
  async pullMilestones(historical: boolean, projectId: string): Promise<PullAnswer> {
    return callRoute(projectsRoutes.pullMilestones, { historical, projectId });
  },
};
