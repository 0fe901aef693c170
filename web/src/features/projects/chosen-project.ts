import { projectIdSchema } from '@workhub/domain';

/** The key under which this browser remembers the last project opened (docs/decisions.md). */
export const LAST_PROJECT_KEY = 'workhub.lastProject';

export const isProjectId = (value: string | null | undefined): value is string => !!value && projectIdSchema.safeParse(value).success;

export function rememberedProject(): string | null {
  try {
    const value = localStorage.getItem(LAST_PROJECT_KEY);
    return isProjectId(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberProject(projectId: string): void {
  try {
    localStorage.setItem(LAST_PROJECT_KEY, projectId);
  } catch {
    // Storage unavailable (private mode): the project is simply not remembered.
  }
}
