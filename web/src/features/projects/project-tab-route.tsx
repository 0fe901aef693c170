import { useCurrentTab, useProjectOutlet } from './index';
import { ClientTab } from './client-tab';
import { BaseTab, CostTab, CountsTab, DesignTab, RawTab } from './project-tabs';

/** The project tabs of this feature (client, design, base, counts, raw, cost), by the route's tab. */
export function Component() {
  const tab = useCurrentTab() ?? 'client';
  const { project } = useProjectOutlet();
  if (!project) return null; // the layout shows loading / not found
  switch (tab) {
    case 'design':
      return <DesignTab project={project} />;
    case 'base':
      return <BaseTab project={project} />;
    case 'counts':
      return <CountsTab project={project} />;
    case 'raw':
      return <RawTab project={project} />;
    case 'cost':
      return <CostTab project={project} />;
    default:
      return <ClientTab project={project} />;
  }
}
