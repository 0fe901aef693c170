import {
  MILESTONES,
  phaseOfMilestones,
  phasesOfMilestones,
  salesStartOf,
  setMilestoneBlocker,
  type PhaseSpans,
  type projectsRoutes,
} from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { notFound } from '../../lib/http.js';
import type { ContractHandler } from '../../lib/route-docs.js';
import { crm } from './crm.js';
import { liveMarker } from './milestone-update.js';
import { loadProject, storedMilestones } from './store.js';

/** Without `historical`, only milestones the CRM dates within this many days are pulled. */
const RECENT_DAYS = 30;

export interface PulledProject {
  projectId: string;
  /** The milestones added, with their dates. */
  added: Record<string, string>;
}

/**
 * Adds to one project the CRM's milestones it lacks, in catalogue order and only where their
 * prerequisites are (or become) set; dates already on the project are kept. Skips a project with
 * a milestone update in flight. Writes only when something is added.
 */
async function pullInto(projectId: string, historical: boolean): Promise<PulledProject | undefined> {
  const now = new Date();
  await loadProject(projectId);
  const crmDates: Record<string, string> | undefined = await crm().milestonesOf(projectId);
  if (!crmDates) throw notFound(`Salesforce has no record of ${projectId}`);
  return firestore.runTransaction(async (tx) => {
    const fresh = await loadProject(projectId, tx);
    if (liveMarker(fresh, now)) return undefined;
    const milestones = storedMilestones(fresh);
    const added: Record<string, string> = {};
    for (const m of MILESTONES) {
      const at = crmDates[m.name];
      if (at === undefined || Object.hasOwn(milestones, m.name)) continue;
      if (!historical && now.getTime() - Date.parse(at) > RECENT_DAYS * 86_400_000) continue;
      if (setMilestoneBlocker(m.name, milestones, at)) continue;
      milestones[m.name] = at;
      added[m.name] = at;
    }
    if (!Object.keys(added).length) return undefined;
    const phases = phasesOfMilestones(
      milestones,
      salesStartOf(fresh.get('phases') as PhaseSpans | undefined, milestones, now.toISOString()),
    );
    tx.update(fresh.ref, { milestones, phase: phaseOfMilestones(milestones), phases });
    return { projectId, added };
  });
}

/**
 * POST /pullMilestones { projectId, historical }: pulls the milestones Salesforce holds for one
 * project (one SOQL query; a call never walks every project: issue 23 item 7). 404 when the project
 * or its Salesforce record is unknown; Salesforce down, slow or answering nonsense → 502/504 naming
 * it, nothing written. `historical: true` pulls every past milestone the project lacks; otherwise
 * only those of the last 30 days. Answers `{ pulled: <milestones added>, projects: [{ projectId,
 * added }] }` listing the project when it changed.
 */
export const postPullMilestones: ContractHandler<
  typeof projectsRoutes.pullMilestones.schema,
  typeof projectsRoutes.pullMilestones.answer
> = async (input) => {
  const projects: PulledProject[] = [];
  const pulled = await pullInto(input.projectId, input.historical);
  if (pulled) projects.push(pulled);
  return { pulled: projects.reduce((n, p) => n + Object.keys(p.added).length, 0), projects };
};
