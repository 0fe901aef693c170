import { type Project } from '@workhub/domain';
import { ClientFacts, Addresses, PhasesTimeline } from './client-facts';
import { Milestones } from './client-milestones';
import { MilestoneTimeline } from './milestone-timeline';
import { PreferencesForm } from './client-preferences-form';
import { SiteLookups } from './client-site-lookups';

/** client: everything about the client and the project's progress, with the milestone and preference actions. */
export function ClientTab({ project }: { project: Project }) {
  return (
    <div className="client-tab">
      <div className="two-columns">
        <ClientFacts project={project} />
        <Addresses project={project} />
      </div>
      <PhasesTimeline project={project} />
      <MilestoneTimeline project={project} />
      <Milestones project={project} />
      <div className="two-columns">
        <PreferencesForm key={JSON.stringify(project.clientPreferences ?? {})} project={project} />
        <SiteLookups project={project} />
      </div>
    </div>
  );
}
