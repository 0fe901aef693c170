import type { ProjectTab } from '@workhub/domain';
import { paths } from '../../lib/paths';

export interface ProjectPageLink {
  to: string;
  name: string;
  title: string;
}

/**
 * The project's pages beside its tabs (issue 27 item 8: they had no link): its live document and
 * service answers (/live), and its cost — a tab the spec hides from the tab row (core spec §2), so
 * it is a link here, left out while it is the open tab (then it shows as one). The raw tab is a tab
 * for software engineers already.
 */
export function projectPageLinks(projectId: string, tabPath: (tab: ProjectTab) => string, current: ProjectTab): ProjectPageLink[] {
  const links: ProjectPageLink[] = [
    { to: paths.live(projectId), name: 'Live', title: 'The live document and the live service’s answers for this project' },
  ];
  if (current !== 'cost') links.push({ to: tabPath('cost'), name: 'Cost', title: 'The cost per system of this project’s build spec' });
  return links;
}
