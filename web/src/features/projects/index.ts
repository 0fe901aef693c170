import { useMatches, useOutletContext } from 'react-router';
import type { Project, ProjectTab } from '@workhub/domain';
import type { ConnectionState, LiveStatus } from '../../lib/live-read';

/**
 * What the project layout (/dash/{id}, or a tab on the chosen project) gives the tab pages,
 * including the pipe and opus tabs of the pipeline feature.
 */
export interface ProjectOutlet {
  projectId: string;
  /** Undefined while loading or when the project does not exist (see status). */
  project: Project | undefined;
  status: LiveStatus;
  connection: ConnectionState;
  /** The address of another tab of the same project, in the same form (/dash/{id}/{tab} or /{tab}?project=). */
  tabPath: (tab: ProjectTab) => string;
}

export const useProjectOutlet = () => useOutletContext<ProjectOutlet>();

/** The tab the current route shows (from the route's handle). */
export function useCurrentTab(): ProjectTab | undefined {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const tab = (match.handle as { tab?: ProjectTab } | undefined)?.tab;
    if (tab) return tab;
  }
  return undefined;
}
