import { createContext, useContext } from 'react';
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

/**
 * The same, as a React context: it reaches the tab through routes that render a plain `<Outlet />`
 * between the layout and the tab (the raw tab's role check).
 */
export const ProjectOutletContext = createContext<ProjectOutlet | undefined>(undefined);

/** The project of the layout, for a tab page (the outlet context, else the layout's React context). */
export function useProjectOutlet(): ProjectOutlet {
  const fromOutlet = useOutletContext<ProjectOutlet | undefined>();
  const fromLayout = useContext(ProjectOutletContext);
  const outlet = fromOutlet ?? fromLayout;
  if (!outlet) throw new Error('useProjectOutlet: not inside a project layout');
  return outlet;
}

/** The tab the current route shows (from the route's handle). */
export function useCurrentTab(): ProjectTab | undefined {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const tab = (match.handle as { tab?: ProjectTab } | undefined)?.tab;
    if (tab) return tab;
  }
  return undefined;
}
