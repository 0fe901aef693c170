import { MILESTONES, PHASE_START_MILESTONE, PROJECT_PHASES, type MilestoneName, type ProjectPhase } from '@workhub/domain';

/**
 * The CRM that owns the sales side of a project's milestones. Production: Salesforce (REST API
 * v60, `PATCH /services/data/v60.0/sobjects/Opportunity/{id}` with the milestone date fields, and
 * `GET .../query?q=SELECT ... FROM Opportunity_Milestone__History` for the history), with an OAuth
 * token from the functions' environment; see docs/decisions.md. Here (emulators, tests) the local
 * stand-in below answers instead: nothing leaves the machine.
 */
export interface MilestoneCrm {
  /** Tells the CRM that `milestone` was set (`date`) or removed (`null`). */
  pushMilestone(projectId: string, milestone: MilestoneName, date: string | null): Promise<void>;
  /** The milestones the CRM knows for a project, with their dates. */
  milestonesOf(project: CrmProject): Promise<Record<string, string>>;
}

export interface CrmProject {
  id: string;
  phases: Record<string, { start?: string; end?: string }>;
  milestones: Record<string, string>;
}

const DAY = 86_400_000;
/** Round trip of a CRM update (the Salesforce calls take ~0.3–0.8 s). */
const PUSH_MS = 400;

/** A small stable hash (FNV-1a) so the stand-in's dates never change between runs. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const shift = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY).toISOString();
const daysBefore = (projectId: string, name: string) => 1 + (hash(`${projectId}/${name}`) % 14);

/**
 * The CRM's milestones derived from the project's phases: each phase's start milestone at the
 * phase's start, every milestone it needs some days (1–14, stable per project and milestone)
 * before, the permitting payment before permitting starts and the balance payment after the
 * install completes. Dates the project already has are the CRM's too; future dates are left out.
 */
export function derivedCrmMilestones(project: CrmProject, now: Date): Record<string, string> {
  const out: Record<string, string> = {};
  for (const phase of PROJECT_PHASES.slice(1) as Exclude<ProjectPhase, 'sales'>[]) {
    const start = project.phases[phase]?.start;
    const name = PHASE_START_MILESTONE[phase];
    if (start) out[name] = project.milestones[name] ?? start;
  }
  for (const m of [...MILESTONES].reverse()) {
    const at = out[m.name];
    if (at === undefined) continue;
    for (const need of m.needs) out[need] ??= project.milestones[need] ?? shift(at, -daysBefore(project.id, need));
  }
  if (out.permittingStarted && !out.permittingPayment)
    out.permittingPayment =
      project.milestones.permittingPayment ?? shift(out.permittingStarted, -daysBefore(project.id, 'permittingPayment'));
  if (out.installComplete && project.phases.service && !out.balancePayment)
    out.balancePayment = project.milestones.balancePayment ?? shift(out.installComplete, daysBefore(project.id, 'balancePayment'));
  return Object.fromEntries(Object.entries(out).filter(([, at]) => Date.parse(at) <= now.getTime()));
}

export const localCrm: MilestoneCrm = {
  async pushMilestone() {
    await new Promise((resolve) => setTimeout(resolve, PUSH_MS));
  },
  async milestonesOf(project) {
    return derivedCrmMilestones(project, new Date());
  },
};

/** The CRM in use: the local stand-in (the Salesforce adapter is configured in production only). */
export const crm: MilestoneCrm = localCrm;
