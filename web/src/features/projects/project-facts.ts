import {
  assemblySummary,
  formatUtc,
  MILESTONES,
  primaryAddress,
  PIPE_STAGES,
  stageDisplayStatus,
  type MilestoneName,
  type PipeAssembly,
  type PipeStage,
  type StageDisplayStatus,
  type Project,
  type ProjectPhase,
} from '@workhub/domain';

/** 'productionPayment' → 'Production payment'. */
export function milestoneLabel(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const phaseLabel = (phase: ProjectPhase | string) => phase.charAt(0).toUpperCase() + phase.slice(1);

/** The first catalogue milestone not set whose prerequisites are all set (what the project waits for next). */
export function nextMilestone(milestones: Record<string, string>): MilestoneName | undefined {
  return MILESTONES.find((m) => !(m.name in milestones) && m.needs.every((n) => n in milestones))?.name;
}

/** The prerequisites of a milestone that are not set yet. */
export function missingPrerequisites(name: MilestoneName, milestones: Record<string, string>): string[] {
  const entry = MILESTONES.find((m) => m.name === name);
  return (entry?.needs ?? []).filter((n) => !(n in milestones));
}

/** Set milestones that need this one (it cannot be removed while they are set). */
export function dependentsSet(name: MilestoneName, milestones: Record<string, string>): string[] {
  return MILESTONES.filter((m) => (m.needs as readonly string[]).includes(name) && m.name in milestones).map((m) => m.name);
}

export const projectCity = (project: Project) => primaryAddress(project)?.city ?? '';

/** The list's text filter: client name, project id or city, case-insensitive. */
export function matchesFilter(project: Project, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [project.id, project.clientName, projectCity(project)].some((field) => field.toLowerCase().includes(needle));
}

export interface PipelineSummary {
  assemblies: number;
  done: number;
  error: number;
  stalled: number;
  inProgress: number;
}

/** Per project: how many assemblies it has and how many are done, in error, stalled or running. */
export function pipelineSummaries(assemblies: readonly PipeAssembly[], now: number): Map<string, PipelineSummary> {
  const byProject = new Map<string, PipelineSummary>();
  for (const assembly of assemblies) {
    const summary = byProject.get(assembly.projectId) ?? { assemblies: 0, done: 0, error: 0, stalled: 0, inProgress: 0 };
    summary.assemblies++;
    const { status } = assemblySummary(assembly, now);
    if (status === 'done') summary.done++;
    else if (status === 'error') summary.error++;
    else if (status === 'stalled') summary.stalled++;
    else if (status === 'inProgress') summary.inProgress++;
    byProject.set(assembly.projectId, summary);
  }
  return byProject;
}

/** A stored time in the one format, 'yyyy-MM-dd HH:mm:ss UTC' (domain formatUtc); the text as it is when it is not a time. */
export function momentOf(value: string | number | undefined): string {
  if (value === undefined || value === '') return '';
  const text = formatUtc(value);
  return text ? `${text} UTC` : String(value);
}

/** How many assemblies stand in each display status at each stage: the /live page's pipeline summary. */
export type StageCounts = Record<StageDisplayStatus, number>;
export function stageCounts(assemblies: readonly PipeAssembly[], now: number): { stage: PipeStage; counts: StageCounts }[] {
  return PIPE_STAGES.map((stage) => {
    const counts: StageCounts = { new: 0, inProgress: 0, done: 0, error: 0, stalled: 0 };
    for (const a of assemblies) counts[stageDisplayStatus(a[stage], now)]++;
    return { stage, counts };
  });
}

/** The set milestones in the catalogue's order (any unknown name after them), each with its date. */
export function milestonesInOrder(milestones: Record<string, string>): { name: string; at: string }[] {
  const known: string[] = MILESTONES.map((m) => m.name);
  const names = [
    ...known.filter((n) => n in milestones),
    ...Object.keys(milestones)
      .filter((n) => !known.includes(n))
      .sort(),
  ];
  return names.map((name) => ({ name, at: milestones[name]! }));
}
