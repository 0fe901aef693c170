import { formatUtcDay } from '../time.js';
import { MILESTONE_GROUPS, MILESTONES, PROJECT_PHASES, type MilestoneName, type ProjectPhase } from './milestones.js';

/**
 * Pure rules over the milestone catalogue (supporting spec section 4): what a project may set or
 * delete now and why not, the phase that follows from its milestones, and the timeline groups.
 * The services (functions/src/services/projects) and the pages use these; nothing here reads
 * Firestore.
 */

/** A project's milestones as stored: name -> ISO date it was reached. */
export type MilestoneDates = Readonly<Record<string, string>>;
export type PhaseSpans = Record<string, { start: string; end?: string }>;

type Catalogued = (typeof MILESTONES)[number];
const byName = new Map<string, Catalogued>(MILESTONES.map((m) => [m.name, m]));

export const milestoneOf = (name: MilestoneName): Catalogued => byName.get(name)!;
const needsOf = (name: MilestoneName): readonly MilestoneName[] => milestoneOf(name).needs;
const isSet = (milestones: MilestoneDates, name: string) => Object.hasOwn(milestones, name);

/** 'a', 'a and b', 'a, b and c'. */
const listed = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** The milestones that need `name` directly. */
export const dependentsOf = (name: MilestoneName): MilestoneName[] =>
  MILESTONES.filter((m) => (m.needs as readonly string[]).includes(name)).map((m) => m.name);

/**
 * Why `name` may not be set now (with `date`, when given), or undefined when it may:
 * 'productionStarted needs productionPayment', 'installStarted needs siteworkComplete and
 * productionComplete', or, for a date, 'productionStarted cannot be before productionPayment
 * (2026-02-01)' / 'productionPayment cannot be after productionStarted (2026-01-01)'.
 */
export function setMilestoneBlocker(name: MilestoneName, milestones: MilestoneDates, date?: string): string | undefined {
  const missing = needsOf(name).filter((n) => !isSet(milestones, n));
  if (missing.length) return `${name} needs ${listed(missing)}`;
  if (date === undefined) return undefined;
  const at = Date.parse(date);
  for (const need of needsOf(name)) {
    const needAt = milestones[need]!;
    if (Date.parse(needAt) > at) return `${name} cannot be before ${need} (${formatUtcDay(needAt)})`;
  }
  for (const dependent of dependentsOf(name)) {
    const dependentAt = milestones[dependent];
    if (dependentAt !== undefined && Date.parse(dependentAt) < at)
      return `${name} cannot be after ${dependent} (${formatUtcDay(dependentAt)})`;
  }
  return undefined;
}

/** Why `name` may not be deleted ('installStarted is set and needs it'), or undefined when it may. */
export function deleteMilestoneBlocker(name: MilestoneName, milestones: MilestoneDates): string | undefined {
  const blocking = dependentsOf(name).filter((d) => isSet(milestones, d));
  if (!blocking.length) return undefined;
  return `${listed(blocking)} ${blocking.length === 1 ? 'is' : 'are'} set and ${blocking.length === 1 ? 'needs' : 'need'} it`;
}

/** The phase that follows from the set milestones: the latest phase of any of them ('sales' with none). */
export function phaseOfMilestones(milestones: MilestoneDates): ProjectPhase {
  let rank = 0;
  for (const m of MILESTONES) if (isSet(milestones, m.name)) rank = Math.max(rank, PROJECT_PHASES.indexOf(m.phase));
  return PROJECT_PHASES[rank]!;
}

/** The milestone that starts each phase after sales (sales starts when the project opens). */
export const PHASE_START_MILESTONE: Record<Exclude<ProjectPhase, 'sales'>, MilestoneName> = {
  permitting: 'permittingStarted',
  production: 'productionStarted',
  install: 'installStarted',
  service: 'serviceStarted',
};

/**
 * Start (and end, once the next one started) of each phase reached: sales from `salesStart` (the
 * project's opening), every later phase from its start milestone. The same rule the seed uses, so
 * recomputing a seeded project's phases gives them back unchanged.
 */
export function phasesOfMilestones(milestones: MilestoneDates, salesStart: string): PhaseSpans {
  const starts: [ProjectPhase, string | undefined][] = [
    ['sales', salesStart],
    ...PROJECT_PHASES.slice(1).map((p): [ProjectPhase, string | undefined] => [
      p,
      milestones[PHASE_START_MILESTONE[p as Exclude<ProjectPhase, 'sales'>]],
    ]),
  ];
  const reached = starts.filter((s): s is [ProjectPhase, string] => s[1] !== undefined);
  const phases: PhaseSpans = {};
  reached.forEach(([phase, start], i) => {
    const next = reached[i + 1];
    phases[phase] = next ? { start, end: next[1] } : { start };
  });
  return phases;
}

/** When the project opened: the stored sales start, else the earliest milestone, else `fallback`. */
export function salesStartOf(phases: Partial<PhaseSpans> | undefined, milestones: MilestoneDates, fallback: string): string {
  const stored = phases?.sales?.start;
  if (stored) return stored;
  const dates = Object.values(milestones).sort();
  return dates[0] && dates[0] < fallback ? dates[0] : fallback;
}

/**
 * The timeline's milestone groups (MILESTONE_GROUPS, with their row) and the catalogue milestones
 * drawn in each. Every milestone is in exactly one group: payments in Payment, permittingStarted
 * in Permitting, siteworkComplete in Sitework, productionStarted/productionComplete in
 * Manufacturing, installStarted/installComplete in Install, serviceStarted in Final (the hand-over
 * to service). Sales, Base, Cad, Procurement and Logistics have no catalogue milestone: their work
 * is tracked elsewhere (the base commits, the pipe stages, the build slot), so their rows are empty
 * on the milestone timeline.
 */
export const MILESTONE_TIMELINE_GROUPS: readonly {
  name: (typeof MILESTONE_GROUPS)[number]['name'];
  row: number;
  milestones: MilestoneName[];
}[] = MILESTONE_GROUPS.map((g) => ({
  ...g,
  milestones: (
    {
      Sales: [],
      Payment: ['permittingPayment', 'productionPayment', 'balancePayment'],
      Base: [],
      Cad: [],
      Permitting: ['permittingStarted'],
      Sitework: ['siteworkComplete'],
      Procurement: [],
      Manufacturing: ['productionStarted', 'productionComplete'],
      Logistics: [],
      Install: ['installStarted', 'installComplete'],
      Final: ['serviceStarted'],
    } satisfies Record<(typeof MILESTONE_GROUPS)[number]['name'], MilestoneName[]>
  )[g.name],
}));

/** A reached milestone on the timeline: where it falls between the timeline's start (0) and end (1). */
export interface TimelineMark {
  milestone: MilestoneName;
  at: string;
  position: number;
}

/** A group drawn on its row: from its first reached milestone to its last (positions 0–1). */
export interface TimelineGroup {
  name: (typeof MILESTONE_GROUPS)[number]['name'];
  row: number;
  from: number;
  to: number;
  marks: TimelineMark[];
}

export interface MilestoneTimeline {
  /** The project's opening (salesStartOf) and the later of now and its last milestone (ISO). */
  start: string;
  end: string;
  /** Rows 1 to 5 (the catalogue's row positions), each with its drawn groups, left to right. */
  rows: { row: number; groups: TimelineGroup[] }[];
  /** Groups with catalogue milestones of which none is reached yet, in the catalogue's order. */
  waiting: { name: TimelineGroup['name']; row: number }[];
  /** Groups the catalogue gives no milestone (their work is tracked on other pages). */
  elsewhere: TimelineGroup['name'][];
}

/**
 * The milestone timeline of one project (supporting spec section 4: the milestone groups with their
 * row position; colour is not shown): every group with a reached milestone is drawn on its row from
 * its first to its last reached milestone, each milestone marked where its date falls between the
 * project's opening and now. Groups not reached yet, and those without catalogue milestones, are
 * named beside the rows rather than drawn at an invented time.
 */
export function milestoneTimeline(milestones: MilestoneDates, opened: string, now: string): MilestoneTimeline {
  const reached: MilestoneName[] = MILESTONES.map((m) => m.name).filter(
    (name) => isSet(milestones, name) && !Number.isNaN(Date.parse(milestones[name]!)),
  );
  const latest = reached.map((name) => milestones[name]!).reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a), now);
  const startMs = Date.parse(opened);
  const span = Math.max(Date.parse(latest) - startMs, 0);
  const position = (at: string) => (span === 0 ? 0 : Math.min(1, Math.max(0, (Date.parse(at) - startMs) / span)));
  const drawn: TimelineGroup[] = [];
  const waiting: MilestoneTimeline['waiting'] = [];
  const elsewhere: MilestoneTimeline['elsewhere'] = [];
  for (const group of MILESTONE_TIMELINE_GROUPS) {
    if (group.milestones.length === 0) {
      elsewhere.push(group.name);
      continue;
    }
    const marks = group.milestones
      .filter((name) => reached.includes(name))
      .map((name) => ({ milestone: name, at: milestones[name]!, position: position(milestones[name]!) }))
      .sort((a, b) => a.position - b.position);
    if (marks.length === 0) waiting.push({ name: group.name, row: group.row });
    else drawn.push({ name: group.name, row: group.row, from: marks[0]!.position, to: marks[marks.length - 1]!.position, marks });
  }
  const rows = [1, 2, 3, 4, 5].map((row) => ({ row, groups: drawn.filter((g) => g.row === row).sort((a, b) => a.from - b.from) }));
  return { start: opened, end: latest, rows, waiting, elsewhere };
}
