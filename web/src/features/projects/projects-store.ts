import { create } from 'zustand';
import type { ClientPreferences, ImportProjectAnswer, MilestoneName } from '@workhub/domain';
import { projectsService, type PullAnswer } from '../../services/projects-service';
import { ServiceError } from '../../services/service-client';
import { runStoreAction, type ErrorSlice } from '../../stores/store-action';

export const PROJECTS_STORE = 'projects';

export interface MilestoneUpdate {
  projectId: string;
  milestone: MilestoneName;
  action: 'set' | 'remove';
}

interface ProjectsState extends ErrorSlice {
  /** The milestone update in flight (the milestone buttons wait for it). */
  milestoneUpdate: MilestoneUpdate | null;
  /** Why the last milestone update was refused (the service's reason, e.g. a 409 on prerequisites). */
  milestoneRefusal: (MilestoneUpdate & { message: string }) | null;
  savingPreferences: boolean;
  pulling: boolean;
  importing: boolean;
  /** Why the last import was refused, in the service's words ('No Salesforce project P-9999'). */
  importRefusal: string | null;
  /** POST /projects/import: the new project, or undefined with the service's reason in `importRefusal`. */
  importProject: (projectId: string) => Promise<ImportProjectAnswer | undefined>;
  setMilestone: (projectId: string, milestone: MilestoneName, date?: string) => Promise<boolean>;
  removeMilestone: (projectId: string, milestone: MilestoneName) => Promise<boolean>;
  savePreferences: (projectId: string, preferences: ClientPreferences) => Promise<boolean>;
  pullMilestones: (projectId: string, historical: boolean) => Promise<PullAnswer | undefined>;
}

/**
 * Project writes go through the projects service (the browser writes no project state); the
 * project itself is read live from Firestore, so a change shows when the service has written it.
 */
export const useProjectsStore = create<ProjectsState>((set, get) => {
  async function milestone(update: MilestoneUpdate, call: () => Promise<unknown>): Promise<boolean> {
    if (get().milestoneUpdate) return false;
    set({ milestoneUpdate: update, milestoneRefusal: null });
    const answer = await runStoreAction(PROJECTS_STORE, set, call);
    const error = get().error;
    set({ milestoneUpdate: null, milestoneRefusal: answer === undefined && error ? { ...update, message: error.message } : null });
    return answer !== undefined;
  }
  return {
    error: null,
    milestoneUpdate: null,
    milestoneRefusal: null,
    savingPreferences: false,
    pulling: false,
    importing: false,
    importRefusal: null,
    importProject: async (projectId) => {
      if (get().importing) return undefined;
      set({ importing: true, importRefusal: null });
      let refusal = 'Could not import the project from Salesforce';
      const answer = await runStoreAction(PROJECTS_STORE, set, async () => {
        try {
          return await projectsService.importProject(projectId);
        } catch (error) {
          if (error instanceof ServiceError) refusal = error.apiMessage ?? error.message;
          throw error;
        }
      });
      set({ importing: false, importRefusal: answer ? null : refusal });
      return answer;
    },
    setMilestone: (projectId, name, date) =>
      milestone({ projectId, milestone: name, action: 'set' }, () => projectsService.setMilestone(projectId, name, date)),
    removeMilestone: (projectId, name) =>
      milestone({ projectId, milestone: name, action: 'remove' }, () => projectsService.removeMilestone(projectId, name)),
    savePreferences: async (projectId, preferences) => {
      set({ savingPreferences: true });
      const answer = await runStoreAction(PROJECTS_STORE, set, () => projectsService.saveClientPreferences(projectId, preferences));
      set({ savingPreferences: false });
      return answer !== undefined;
    },
    pullMilestones: async (projectId, historical) => {
      set({ pulling: true });
      const answer = await runStoreAction(PROJECTS_STORE, set, () => projectsService.pullMilestones(historical, projectId));
      set({ pulling: false });
      return answer;
    },
  };
});
