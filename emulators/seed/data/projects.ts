import type { Prng } from '../prng.js';
import { daysFromBase, isoAt, isoWeek } from '../clock.js';
import { STAFF_USERS } from '../accounts.js';
import {
  MILESTONES,
  PIPE_STAGE_FAILURE,
  PROJECT_PHASES,
  SEEDED_ACCESS_GROUPS,
  userOfEmail,
  type ApprovalRole,
  type ProjectPhase,
} from '@workhub/domain';
import { BASE_SPEC_VERSIONS, BUILD_SPEC_VERSIONS, buildSpecReleaseDay } from './spec-versions.js';
import { ASSEMBLIES } from './build-specs.js';
import { CITIES, CLIENT_NAMES, STREET_KINDS, STREET_NAMES, citiesNear } from './places.js';
import { boundedQty } from './quantities.js';
import type { DocData, SeedDoc } from './types.js';
import { seedAssemblyLink } from './onshape.js';
import { drawBlock } from './drawing/block-drawings.js';
import {
  PIPE_STAGES,
  blockingReason,
  pipeAssemblySchema,
  deriveBaseLatest,
  planAssemblies,
  projectBaseContentSchema,
  type BaseDrawnObject,
  type BuildSpecAssemblies,
  type LayerCountSpec,
  type PipeStage,
} from '@workhub/domain';

export const PROJECT_COUNT = 24;

/** Pipeline steps of an assembly, in the order the work happens (domain PIPE_STAGES). */
const PIPE_STEPS = PIPE_STAGES;
type PipeStep = PipeStage;
/** 'stalled': left inProgress by a worker that died (its lease ran out long ago). */
type StepStatus = 'done' | 'error' | 'stalled' | 'new';

/** Days a milestone takes after the last thing it needs (or after the project opened). */
const MILESTONE_DAYS: Record<string, [number, number]> = {
  permittingPayment: [3, 25],
  permittingStarted: [7, 40],
  productionPayment: [30, 110],
  productionStarted: [14, 60],
  siteworkComplete: [20, 70],
  productionComplete: [20, 50],
  installStarted: [3, 20],
  installComplete: [5, 30],
  balancePayment: [1, 20],
  serviceStarted: [1, 10],
};

const STEP_ERRORS: Record<PipeStep, string> = {
  projectAssembly: 'Could not generate project assembly.',
  assign: 'Assigned wrong project id?',
  parts: PIPE_STAGE_FAILURE.parts,
  reassembly: PIPE_STAGE_FAILURE.reassembly,
  pbom: 'Export failed: 502 Bad Gateway from ERP',
  materialRequest: 'Could not generate MR.',
  mbom: 'Could not generate mbom.',
};

interface Address {
  street: string;
  city: string;
  state: string;
  zip: string;
}

/** An address in the service area; with `near`, in the same region as that city (one draw either way). */
function addressOf(r: Prng, near?: string): Address {
  const place = r.pick(near === undefined ? CITIES : citiesNear(near));
  return {
    street: `${r.int(100, 9899)} ${r.pick(STREET_NAMES)} ${r.pick(STREET_KINDS)}`,
    city: place.city,
    state: place.state,
    zip: `${place.zip}${String(r.int(1, 99)).padStart(2, '0')}`,
  };
}

function apnOf(r: Prng): string {
  return `${r.int(100, 999)}-${r.int(100, 999)}-${String(r.int(1, 99)).padStart(2, '0')}`;
}

/** Walks the catalogue in order; a milestone is done only when all it needs is done and its date is past. */
function milestonesOf(r: Prng, openedDay: number): Record<string, string> {
  const doneDay = new Map<string, number>();
  for (const milestone of MILESTONES) {
    if (!milestone.needs.every((n) => doneDay.has(n))) continue;
    if (r.chance(0.06)) break; // a stalled project: nothing further happens
    const after = Math.max(openedDay, ...milestone.needs.map((n) => doneDay.get(n) ?? openedDay));
    const day = after + r.int(...(MILESTONE_DAYS[milestone.name] ?? [5, 30]));
    if (day >= 0) continue; // still in the future at the base date
    doneDay.set(milestone.name, day);
  }
  const milestones: Record<string, string> = {};
  for (const [name, day] of doneDay) milestones[name] = isoAt(day, 9 * 60);
  return milestones;
}

function phaseOf(milestones: Record<string, string>): ProjectPhase {
  let rank = 0;
  for (const m of MILESTONES) if (m.name in milestones) rank = Math.max(rank, PROJECT_PHASES.indexOf(m.phase));
  return PROJECT_PHASES[rank] ?? 'sales';
}

/** Start (and end, once the next one started) of each phase reached. */
function phasesOf(openedAt: string, milestones: Record<string, string>): Record<string, { start: string; end?: string }> {
  const starts: [ProjectPhase, string | undefined][] = [
    ['sales', openedAt],
    ['permitting', milestones.permittingStarted],
    ['production', milestones.productionStarted],
    ['install', milestones.installStarted],
    ['service', milestones.serviceStarted],
  ];
  const reached = starts.filter((s): s is [ProjectPhase, string] => s[1] !== undefined);
  const phases: Record<string, { start: string; end?: string }> = {};
  reached.forEach(([phase, start], i) => {
    const next = reached[i + 1];
    phases[phase] = next ? { start, end: next[1] } : { start };
  });
  return phases;
}

function stepOf(r: Prng, step: PipeStep, status: StepStatus, projectId: string, itemCodes: readonly string[], day: number): DocData {
  if (status === 'new') return { status, substatus: '', details: '' };
  const startedBy = r.pick(STAFF_USERS);
  const startedAt = isoAt(day, r.int(7 * 60, 17 * 60));
  if (status === 'stalled')
    return {
      status: 'inProgress',
      substatus: step === 'mbom' ? 'initializing export' : '',
      details: '',
      startedBy,
      startedAt,
      jobId: `seed-${projectId}-${step}-${r.int(1000, 9999)}`,
      // The worker died: its lease ran out 30 s after it started and nobody renewed it.
      leaseUntil: new Date(Date.parse(startedAt) + 30_000).toISOString(),
    };
  const finishedAt = new Date(Date.parse(startedAt) + r.int(20, 600) * 1000).toISOString();
  const ran = { startedBy, startedAt, finishedAt };
  if (status === 'error')
    return {
      status,
      substatus: STEP_ERRORS[step],
      details: r.pick(['', 'See function logs for the request id', 'Retry after fixing the CAD link']),
      ...ran,
    };
  switch (step) {
    case 'projectAssembly':
      return { status, substatus: '', details: `Project assembly ${projectId}-${r.int(100, 999)} generated`, ...ran };
    case 'assign': {
      const link = `https://cad.onshape.example/documents/${projectId.toLowerCase()}${r.int(1000, 9999)}`;
      return { status, substatus: '', details: link, onshapeLink: link, ...ran };
    }
    case 'parts':
      return { status, substatus: '', details: `${r.int(12, 180)} parts`, ...ran };
    case 'reassembly':
      return { status, substatus: '', details: 'Reassembly generated', ...ran };
    case 'pbom': {
      const items = r.pickMany(itemCodes, r.int(3, 12)).map((itemCode) => ({ itemCode, qty: boundedQty(itemCode, r.int(1, 400)) }));
      return { status, substatus: '', details: `${items.length} items`, items, ...ran };
    }
    case 'materialRequest': {
      // ERPNext's series MAT-MR-.YYYY.-.#####: the year the request was raised.
      const name = `MAT-MR-${startedAt.slice(0, 4)}-${String(r.int(1, 9999)).padStart(5, '0')}`;
      return { status, substatus: '', details: name, name, ...ran };
    }
    case 'mbom':
      return { status, substatus: 'exported', details: `BOM-${projectId}-${String(r.int(1, 20)).padStart(3, '0')}`, ...ran };
  }
}

/** The seeded approvers of a role, as `user`s (config/access approvers). */
const approverUsers = (role: ApprovalRole) => SEEDED_ACCESS_GROUPS.approvers[role].map(userOfEmail);

/**
 * Approval entries by the role's approvers only. The draws are those of a pick among all staff (so
 * the rest of the seed stays as it was); each drawn person stands for one of the role's approvers,
 * and a second entry by the same approver is dropped (one entry per user and role).
 */
function approvalsOf(r: Prng, doneSteps: number): Record<string, DocData[]> {
  const entries = (role: ApprovalRole, count: number) => {
    const pool = approverUsers(role);
    const drawn = r.pickMany(STAFF_USERS, count).map((picked) => {
      const user = pool[STAFF_USERS.indexOf(picked) % pool.length]!;
      const at = isoAt(-r.int(1, 90), r.int(8 * 60, 18 * 60));
      const status = r.pick(['approved', 'approved', 'approved', 'rejected', 'pending'] as const);
      return {
        user,
        status,
        notes:
          status === 'rejected'
            ? r.pick(['Header size wrong on gridline B', 'Window rough opening off by 1/2"', 'Missing blocking for grab bars'])
            : status === 'pending'
              ? ''
              : r.pick(['', 'Looks good', 'OK to release']),
        at,
      };
    });
    return drawn.filter((entry, i) => drawn.findIndex((e) => e.user === entry.user) === i);
  };
  return {
    design: doneSteps >= 3 ? entries('design', r.int(1, 2)) : [],
    management: doneSteps >= 5 ? entries('management', 1) : [],
    production: doneSteps >= 6 ? entries('production', r.int(1, 2)) : [],
  };
}

/** How many pipeline steps are usually done at each phase. */
const PHASE_PROGRESS: Record<ProjectPhase, [number, number]> = {
  sales: [0, 0],
  permitting: [0, 2],
  production: [3, 7],
  install: [7, 7],
  service: [7, 7],
};

/** One document per assembly for the project's `pipe` sub-collection (domain pipeAssemblySchema). */
function pipeOf(
  r: Prng,
  projectId: string,
  phase: ProjectPhase,
  moduleObjects: (picks: string[]) => BaseDrawnObject[],
  buildSpec: BuildSpecAssemblies,
  itemCodes: readonly string[],
  openedDay: number,
): { docs: SeedDoc[]; modules: BaseDrawnObject[] } {
  const docs: SeedDoc[] = [];
  const assemblies = r
    .pickMany(
      ASSEMBLIES.map((a) => a.name),
      r.int(3, 6),
    )
    .sort();
  // The modules name the picked assemblies; the pipe is what the domain plans from them (those the build spec defines).
  const modulesDrawn = moduleObjects(assemblies);
  const planned = new Map(
    planAssemblies(projectBaseContentSchema.parse({ layers: { 'design/modules': { objects: modulesDrawn } } }), buildSpec).planned.map(
      (p) => [p.assembly, p],
    ),
  );
  const modules = modulesDrawn.length;
  const [low, high] = PHASE_PROGRESS[phase];
  const steps = PIPE_STEPS.length;
  for (let m = 1; m <= modules; m++) {
    for (const assemblyName of assemblies) {
      const done = Math.min(steps, Math.max(0, r.int(low, high) + (high < steps && r.chance(0.3) ? 1 : 0)));
      // The first unfinished step sometimes failed or was left by a dead worker; the rest wait.
      const nextStatus: StepStatus = r.pick(['new', 'new', 'new', 'stalled', 'error']);
      const key = `m${m}-${assemblyName}`;
      const plan = planned.get(key);
      const assemblyDoc: DocData = { projectId, assembly: key, module: m, assemblyName, order: plan?.order ?? -1 };
      let day = Math.min(-1, openedDay + r.int(10, 40));
      PIPE_STEPS.forEach((step, i) => {
        const status: StepStatus = i < done ? 'done' : i === done ? nextStatus : 'new';
        day = Math.min(-1, day + r.int(0, 6));
        assemblyDoc[step] = stepOf(r, step, status, projectId, itemCodes, day);
      });
      // A done CAD assignment names the assembly's own document, which the Onshape stand-in serves
      // (emulators/seed/data/onshape.ts); the drawn link is replaced so the draws stay as they were.
      const assign = assemblyDoc.assign as DocData;
      if (typeof assign.onshapeLink === 'string') {
        const link = seedAssemblyLink(projectId, key);
        assemblyDoc.assign = { ...assign, details: link, onshapeLink: link };
      }
      assemblyDoc.approvals = approvalsOf(r, done);
      assemblyDoc.manualMaterialRequests =
        done >= 6 && r.chance(0.2)
          ? [
              ((number: string, user: string, created: string) => ({
                url: `https://erp.modulr.example/app/material-request/MAT-MR-${created.slice(0, 4)}-${number}`,
                user,
                created,
              }))(String(r.int(1, 9999)).padStart(5, '0'), r.pick(STAFF_USERS), isoAt(-r.int(1, 60))),
            ]
          : [];
      assemblyDoc.notes = r.chance(0.3)
        ? r.pick(['Hold for revised window schedule', 'Client changed siding colour', 'Use 2x6 for the wet wall', 'Expedite: crane booked'])
        : '';
      assemblyDoc.updatedAt = isoAt(day, 17 * 60);
      // Pipe keys are single path segments: updates may not use dot notation. The steps of an
      // assembly the build spec does not define are drawn all the same, so the rest of the seed stays.
      if (plan) docs.push({ id: `${projectId}/${key}`, data: assemblyDoc });
    }
  }
  return { docs, modules: modulesDrawn };
}

const rect = (name: string, x: number, y: number, w: number, h: number): BaseDrawnObject => ({
  name,
  type: 'rect',
  points: [x, y, x + w, y, x + w, y + h, x, y + h],
});

/** `count` lines (inches) whose lengths add up to `feet` feet, stacked 24 in apart. */
function runs(name: string, count: number, feet: number, y0: number): BaseDrawnObject[] {
  return Array.from({ length: count }, (_, i) => {
    const ft = Math.floor(feet / count) + (i < feet % count ? 1 : 0);
    return { name: `${name} ${i + 1}`, type: 'line', points: [0, y0 + i * 24, ft * 12, y0 + i * 24] };
  });
}

/** The modules, side by side: 14 ft wide, `length` ft long, each naming the assemblies it gets. */
function moduleObjectsOf(modules: number, length: number, assemblies: readonly string[]): BaseDrawnObject[] {
  return Array.from({ length: modules }, (_, i) => ({
    ...rect(`Module ${i + 1}`, i * 168, 0, 168, length * 12),
    module: i + 1,
    assemblies: [...assemblies],
  }));
}

/** What a module of `length` ft holds: a short one a studio, a longer one bedrooms too. */
function moduleVariantOf(r: Prng, length: number): string {
  if (length < 30) return 'studio';
  return r.pick(length < 40 ? ['studio', 'one-bed', 'flex'] : ['one-bed', 'two-bed', 'flex', 'core']);
}

/**
 * The building's plan, module by module (issue 27 item 8: the Design tab draws it): each module's
 * rooms, walls, doors, windows and fixtures as a module block draws them (drawing/module-blocks.ts),
 * placed side by side like the module outlines. From the project's own forked stream, so the draws
 * after it stay as they were.
 */
function planOf(r: Prng, modules: readonly BaseDrawnObject[], length: number): Record<string, { objects: BaseDrawnObject[] }> {
  const out: Record<string, { objects: BaseDrawnObject[] }> = {};
  modules.forEach((_, i) => {
    const stream = r.fork(`plan-m${i + 1}`);
    const drawn = drawBlock(stream, { category: 'module', variant: moduleVariantOf(stream, length), width: 168, height: length * 12 });
    for (const [layer, { objects }] of Object.entries(drawn)) {
      if (layer === 'design/modules') continue; // the project's module objects are the outlines
      const placed = objects.map((o) => ({
        ...o,
        name: modules.length > 1 ? `${o.name} (module ${i + 1})` : o.name,
        points: o.points.map((v, k) => (k % 2 === 0 ? v + i * 168 : v)),
      }));
      (out[layer] ??= { objects: [] }).objects.push(...placed);
    }
  });
  return out;
}

/** The rest of the base drawing (the plan of each module, floor cassettes, plumbing runs). */
function drawingOf(r: Prng, modules: BaseDrawnObject[], length: number): Record<string, { objects: BaseDrawnObject[] }> {
  // Walls, doors and windows were once drawn as plain runs from this stream; the draws are kept so the rest of the seed stays.
  runs('wall', r.int(20, 80), r.int(180, 620), 0);
  Array.from({ length: r.int(4, 16) });
  Array.from({ length: r.int(6, 24) });
  const plan = planOf(r, modules, length);
  const perModule = r.int(1, 2);
  const floor = modules.flatMap((_, m) =>
    Array.from({ length: perModule }, (_, k) =>
      rect(`floor m${m + 1}-${k + 1}`, m * 168, (k * length * 12) / perModule, 168, (length * 12) / perModule),
    ),
  );
  const plumbing = runs('run', r.int(5, 30), r.int(60, 260), 2000);
  return {
    'design/modules': { objects: modules },
    ...plan,
    'assemblies/floor': { objects: floor },
    'utilities/plumbing': { objects: plumbing },
  };
}

function clientPreferencesOf(r: Prng): DocData {
  return {
    constructionHours: { weekdays: '7am-9pm', saturday: '8am-6pm', sunday: 'none' },
    storageSpace: r.chance(0.6) ? "10'x12' on site" : 'none available',
    craneAccess: r.pick(['street', 'driveway', 'alley', 'neighbour easement']),
    petsOnSite: r.chance(0.4),
    preferredContact: r.pick(['email', 'phone', 'text']),
    notes: r.pick(['', 'Gate code 4821', 'Neighbour works nights: no early deliveries', 'Keep the oak tree clear']),
  };
}

/** A client's project that is an accessory dwelling (ADU, studio, cottage, cabin, guest house, garage conversion). */
const SMALL_UNIT = /\b(ADU|Studio|Cottage|Cabin|Guest House|Garage Conversion)\b/;
/** The largest floor area (sq ft) of an accessory dwelling: California's cap for a detached ADU. */
export const ADU_MAX_SQFT = 1200;
/** Module width in feet (moduleObjectsOf draws them 168 in wide). */
const MODULE_WIDTH_FT = 14;

/**
 * A module length (24–60 ft, drawn) that fits the project: an accessory dwelling's modules are cut
 * short enough to stay within ADU_MAX_SQFT. The drawn length is folded, not redrawn, so the streams stay.
 */
function fittingLength(clientName: string, modules: number, drawn: number): number {
  if (!SMALL_UNIT.test(clientName)) return drawn;
  const longest = Math.max(24, Math.min(60, Math.floor(ADU_MAX_SQFT / (MODULE_WIDTH_FT * modules))));
  return 24 + ((drawn - 24) % (longest - 24 + 1));
}

/** Projects P-1001…, opened at spread-out dates so every phase is represented. */
export function buildProjects(
  rng: Prng,
  itemCodes: readonly string[],
  specs: { buildSpecs: readonly SeedDoc[]; baseSpecs: readonly SeedDoc[] },
): { projects: SeedDoc[]; pipe: SeedDoc[]; drawings: Map<string, DocData> } {
  const drawings = new Map<string, DocData>();
  const buildSpecOf = (version: string) => specs.buildSpecs.find((d) => d.id === version)?.data as unknown as BuildSpecAssemblies;
  const layersOf = (version: string) => (specs.baseSpecs.find((d) => d.id === version)?.data.layers ?? {}) as LayerCountSpec;
  const docs: SeedDoc[] = [];
  const pipeDocs: SeedDoc[] = [];
  for (let i = 0; i < PROJECT_COUNT; i++) {
    const id = `P-${1001 + i}`;
    const r = rng.fork(id);
    const clientName = CLIENT_NAMES[i] ?? `Client ${i + 1}`;
    const openedDay = -(20 + i * 28 + r.int(0, 20));
    const openedAt = isoAt(openedDay, 10 * 60);
    const milestones = milestonesOf(r, openedDay);
    const phase = phaseOf(milestones);

    const site = addressOf(r);
    const apns = [{ apn: apnOf(r), address: site }];
    if (r.chance(0.15))
      apns.push({ apn: apnOf(r), address: { ...site, street: site.street.replace(/^\d+/, (n) => String(Number(n) + 2)) } });
    // The client's other addresses (mailing, billing) are near the site: the same region.
    const addresses = [site, ...(r.chance(0.5) ? [addressOf(r, site.city)] : []), ...(r.chance(0.2) ? [addressOf(r, site.city)] : [])];
    // Usually the site is primary; sometimes the client's mailing address is.
    const primary = r.chance(0.8) ? 0 : r.int(0, addresses.length - 1);

    const specDay = milestones.productionPayment ? daysFromBase(milestones.productionPayment) : openedDay;
    const buildSpec = [...BUILD_SPEC_VERSIONS].reverse().find((v) => buildSpecReleaseDay(v) <= specDay) ?? 'v1.0.0';
    const hasBase = phase !== 'sales' || r.chance(0.25);
    const modules = r.int(1, 3);
    const moduleLength = fittingLength(clientName, modules, r.int(24, 60));

    const data: DocData = {
      id,
      clientName,
      apns,
      salesforce: { clientName, addresses: addresses.map((a, k) => ({ ...a, primary: k === primary })) },
      milestones,
      buildSlot: milestones.productionPayment
        ? isoWeek(milestones.productionStarted ?? isoAt(daysFromBase(milestones.productionPayment) + 30))
        : null,
      buildSpec,
      delivered: 'installStarted' in milestones,
      phase,
      phases: phasesOf(openedAt, milestones),
      notes: r.pick([
        '',
        'Tight lot: confirm crane reach',
        'Client wants solar-ready roof',
        'HOA review required',
        'Second unit on the same parcel',
        'Sloped site, stepped foundation',
      ]),
      links: {
        salesforce: `https://modulr.my.salesforce.example/lightning/r/Opportunity/006${r.int(100000, 999999)}/view`,
        drive: `https://drive.modulr.example/projects/${id}`,
        permit: r.chance(0.6) ? `https://permits.example.gov/${site.city.replace(/\s+/g, '-').toLowerCase()}/${r.int(20000, 99999)}` : '',
      },
      clientPreferences: r.chance(0.85) ? clientPreferencesOf(r) : {},
    };
    if (hasBase) {
      const pipe = pipeOf(
        r,
        id,
        phase,
        (picks) => moduleObjectsOf(modules, moduleLength, picks),
        buildSpecOf(buildSpec),
        itemCodes,
        openedDay,
      );
      const assemblies = pipe.docs;
      const version = `v1.${r.int(0, 4)}.${r.int(0, 6)}`;
      const baseSpec = r.pick(BASE_SPEC_VERSIONS.slice(1));
      const committed = isoAt(openedDay + r.int(5, 20), 14 * 60);
      const committedBy = r.pick(STAFF_USERS);
      const message = r.pick(['Layout approved by client', 'Moved bath to the north wall', 'Added deck', 'Final for permit']);
      // base.latest as the services derive it from the committed drawing (domain deriveBaseLatest).
      const content = projectBaseContentSchema.parse({
        projectId: id,
        baseSpec,
        buildSpec,
        layers: drawingOf(r, pipe.modules, moduleLength),
      });
      data.base = { latest: deriveBaseLatest(content, { version, committed, committedBy, message, buildSpec }, layersOf(baseSpec)) };
      drawings.set(id, { baseSpec, buildSpec, layers: content.layers });
      pipeDocs.push(...assemblies);
      data.assemblyCount = assemblies.length;
      const produced = phase === 'production' || phase === 'install' || phase === 'service';
      data.opus = {
        mbom: produced
          ? stepOf(r, 'mbom', phase === 'production' ? r.pick(['done', 'stalled', 'error'] as const) : 'done', id, itemCodes, -2)
          : stepOf(r, 'mbom', 'new', id, itemCodes, -2),
        pbom: produced
          ? stepOf(r, 'pbom', phase === 'production' ? r.pick(['done', 'error'] as const) : 'done', id, itemCodes, -2)
          : stepOf(r, 'pbom', 'new', id, itemCodes, -2),
      };
    }
    docs.push({ id, data });
  }
  rareStalls(docs, pipeDocs);
  return { projects: docs, pipe: pipeDocs, drawings };
}

/** Projects the other seed readers change or look at closely (tests/e2e/pipeline-board.spec.ts): the second stall is elsewhere. */
const STALL_SHOWCASE = 'P-1012';
const STALL_ELSEWHERE_NOT = ['P-1001', 'P-1002', 'P-1003', 'P-1004', 'P-1011', STALL_SHOWCASE];

/** An ISO instant moved to `days` from the base date, keeping its time of day. */
const sameTimeOn = (iso: string, days: number) => `${isoAt(days).slice(0, 10)}${iso.slice(10)}`;

/**
 * A worker dying mid-stage is rare, and noticed within a day or two: of the stages drawn as left by
 * a dead worker, two stay stalled (one on the showcase project's board, one on another project,
 * with nothing blocking its restart), re-timed to two days ago; the rest never ran ('new'). Of the
 * projects' opus exports drawn stalled, the first stays so and the others finished. Done after the
 * draws, so the rest of the seed stays as it was.
 */
function rareStalls(projects: SeedDoc[], pipe: SeedDoc[]): void {
  const kept: string[] = [];
  for (const doc of pipe) {
    const parsed = pipeAssemblySchema.parse(doc.data);
    for (const stage of PIPE_STEPS) {
      const step = doc.data[stage] as DocData;
      if (step.status !== 'inProgress') continue;
      const showcase = parsed.projectId === STALL_SHOWCASE && !kept.some((k) => k.startsWith(`${STALL_SHOWCASE}/`));
      const elsewhere =
        !STALL_ELSEWHERE_NOT.includes(parsed.projectId) &&
        !kept.some((k) => !k.startsWith(`${STALL_SHOWCASE}/`)) &&
        stage !== 'assign' &&
        !blockingReason(parsed, stage, { hasBase: true });
      if (showcase || elsewhere) {
        kept.push(doc.id);
        const startedAt = sameTimeOn(String(step.startedAt), -1);
        doc.data[stage] = { ...step, startedAt, leaseUntil: new Date(Date.parse(startedAt) + 30_000).toISOString() };
        if (String(doc.data.updatedAt) < startedAt) doc.data.updatedAt = startedAt;
      } else doc.data[stage] = { status: 'new', substatus: '', details: '' };
    }
  }
  let opusStalled = false;
  for (const project of projects) {
    const opus = project.data.opus as Record<string, DocData> | undefined;
    const mbom = opus?.mbom;
    if (!opus || mbom?.status !== 'inProgress') continue;
    if (!opusStalled) {
      opusStalled = true;
      continue;
    }
    const { leaseUntil: _lease, jobId: _job, ...ran } = mbom;
    const finishedAt = new Date(Date.parse(String(mbom.startedAt)) + 240_000).toISOString();
    opus.mbom = { ...ran, status: 'done', substatus: 'exported', details: `BOM-${project.id}-001`, finishedAt };
  }
}
