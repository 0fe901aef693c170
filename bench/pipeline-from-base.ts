import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { JOB_CALLS_MAX, PIPE_STAGES, type OutsideCall, type PipeAssembly, type PipeStage } from '@workhub/domain';
import { PROJECT_ID, idTokenFor, runSuffix } from '../tests/support/emulators';
import { callService } from '../tests/support/service-call';
import { BUILD_SPEC, bareProjectDoc, removeCreatedErpItems, removeProject } from '../tests/support/pipe-fixtures';
import { erpFromEnv } from '../functions/src/engines/erp/frappe';
import type { Figure } from './report';
import { round2 } from './stats';

/**
 * The whole pipeline of one 12-assembly project, from its base commit to its Material Requests
 * (issue 24 "Tests and figures"), over HTTP against the Functions emulator and the stand-ins as
 * scripts/bench.sh starts them (ERP, Onshape). A bare project document is written with the admin
 * SDK (no service creates projects); everything after goes through the services as staff would:
 * the base (two modules naming six assemblies each) is committed through the version service
 * (POST /version/workspace → POST /version/candidate → PATCH /version/commit), whose transaction
 * makes the 12 pipe documents; POST /pipe/run (project assemblies); bulk CAD assign per assembly
 * (POST /opus/cadAssign/bulk: Onshape copies the company's template); design and management
 * approval (POST /pipe/cgaApproval); POST /pipe/run again (parts from the Onshape BOM, reassembly,
 * pbom with the ERP items it creates, the Material Request in the ERP, each job starting the next).
 *
 * Figures: wall time from the commit request to the last material request done, and per phase;
 * jobs; outside calls per system and per assembly as the jobs' records keep them (`calls`),
 * beside the stand-ins' own request counts (/__control/stats deltas over the run). Removes the
 * project, its pipe, jobs, workspaces, candidates, versions and the mirrored created ERP items at
 * the end; the ERP items, Material Requests and Onshape copies stay in the stand-ins (neither
 * offers a delete; scripts/bench.sh starts them on a fresh store each run).
 */

/** Six assemblies of four building systems per module, all defined by build spec v3.2.1. */
const MODULE_ASSEMBLIES = ['floor-cassette', 'exterior-wall-panel', 'roof-cassette', 'bath-pod', 'kitchen-casework', 'window-package'];
const MODULES = 2;
const ASSEMBLIES = MODULES * MODULE_ASSEMBLIES.length;
const TIMEOUT_S = 900;
const DESIGNER = 'eero@modulr.example';
const MANAGER = 'grace@modulr.example';

const STAND_INS = {
  ERP: process.env.ERP_URL ?? 'http://127.0.0.1:8700',
  Onshape: process.env.ONSHAPE_URL ?? 'http://127.0.0.1:8750',
} as const;
type System = keyof typeof STAND_INS;

interface StandInStats {
  requests: number;
  byRoute: Record<string, number>;
}

async function standInStats(system: System): Promise<StandInStats> {
  const res = await fetch(`${STAND_INS[system]}/__control/stats`);
  if (!res.ok) throw new Error(`${system} stand-in stats: ${res.status}`);
  const body = (await res.json()) as StandInStats;
  return { requests: body.requests, byRoute: body.byRoute };
}

/** The requests by route between two stats readings (routes with none left out). */
function routeDelta(before: StandInStats, after: StandInStats): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [route, n] of Object.entries(after.byRoute)) {
    const d = n - (before.byRoute[route] ?? 0);
    if (d > 0) out[route] = d;
  }
  return out;
}

async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await callService<T>(method, path, token, body);
  if (answer.status >= 400) throw new Error(`${method} ${path}: ${answer.status} ${answer.body.error?.message}`);
  return answer.body.data as T;
}

async function waitUntil(what: string, check: () => boolean, seconds = TIMEOUT_S): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const rect = (x: number, y: number, w: number, h: number) => ({ type: 'rect', points: [x, y, x + w, y, x + w, y + h, x, y + h] });
const line = (x: number, y: number, length: number) => ({ type: 'line', points: [x, y, x + length, y] });

/** The base drawing: two 14 ft × 40 ft modules naming their assemblies, walls, doors and windows (inches). */
const drawing = (projectId: string) => ({
  projectId,
  buildSpec: BUILD_SPEC,
  layers: {
    'design/modules': {
      objects: Array.from({ length: MODULES }, (_, i) => ({ ...rect(i * 168, 0, 168, 480), module: i + 1, assemblies: MODULE_ASSEMBLIES })),
    },
    'design/walls': { objects: [line(0, 0, 336), line(0, 480, 336), line(0, 0, 480), line(336, 0, 480), line(168, 120, 240)] },
    'design/doors': { objects: [rect(40, 0, 36, 6), rect(200, 0, 36, 6), rect(168, 200, 32, 6)] },
    'design/windows': { objects: [rect(100, 0, 48, 6), rect(260, 0, 48, 6), rect(100, 474, 48, 6), rect(260, 474, 48, 6)] },
  },
});

export async function pipelineFromBase(): Promise<Figure[]> {
  const suffix = runSuffix();
  const app = initializeApp({ projectId: PROJECT_ID }, `bench-from-base-${suffix}`);
  const db = getFirestore(app);
  const projectId = `B-base-${suffix}`;
  const [manager, designer] = [await idTokenFor(MANAGER), await idTokenFor(DESIGNER)];
  await db.doc(`projects/${projectId}`).set(bareProjectDoc(projectId, `Bench client ${projectId}`));

  const latest = new Map<string, PipeAssembly>();
  const stopPipe = db.collection(`projects/${projectId}/pipe`).onSnapshot((snap) => {
    for (const change of snap.docChanges()) {
      if (change.type === 'removed') latest.delete(change.doc.id);
      else latest.set(change.doc.id, change.doc.data() as PipeAssembly);
    }
  });
  const failed = () =>
    [...latest.values()].flatMap((a) =>
      PIPE_STAGES.filter((s) => a[s].status === 'error').map((s) => `${a.assembly} ${s}: ${a[s].substatus} ${a[s].details}`),
    );
  const settled = (stage: PipeStage) => () => {
    const errors = failed();
    if (errors.length) throw new Error(`a stage failed: ${errors.slice(0, 3).join('; ')}`);
    return latest.size === ASSEMBLIES && [...latest.values()].every((a) => a[stage].status === 'done');
  };
  const workspaceIds: string[] = [];
  const version = { major: 1, minor: 0, patch: 0 };
  const base = { name: 'base', type: 'json', projectId };

  try {
    // The base's workspace and candidate are made first: the run starts with the commit itself.
    const { workspaceId } = await call<{ workspaceId: string }>(manager, 'POST', '/version/workspace', {
      ...base,
      ...version,
      content: JSON.stringify(drawing(projectId)),
    });
    workspaceIds.push(workspaceId);
    const { candidateId } = await call<{ candidateId: string }>(manager, 'POST', '/version/candidate', {
      ...base,
      ...version,
      workspaceId,
    });
    const before = { ERP: await standInStats('ERP'), Onshape: await standInStats('Onshape') };

    const t0 = performance.now();
    await call(manager, 'PATCH', '/version/commit', { ...base, ...version, workspaceId, candidate: candidateId, message: 'Bench base' });
    const tCommitAnswered = performance.now();
    await waitUntil('the pipe documents', () => latest.size === ASSEMBLIES, 60);
    const tPipeDocs = performance.now();

    const first = await call<{ jobs: unknown[] }>(manager, 'POST', '/pipe/run', { projectId });
    await waitUntil('every project assembly', settled('projectAssembly'));
    const tProjectAssembly = performance.now();

    const keys = [...latest.keys()].sort();
    for (const assembly of keys) await call(manager, 'POST', '/opus/cadAssign/bulk', { projectId, projectAssembly: assembly });
    await waitUntil('every CAD assignment', settled('assign'));
    const tAssign = performance.now();

    for (const assembly of keys)
      await call(designer, 'POST', '/pipe/cgaApproval', { projectId, assembly, status: 'approved', role: 'design', notes: '' });
    for (const assembly of keys)
      await call(manager, 'POST', '/pipe/cgaApproval', { projectId, assembly, status: 'approved', role: 'management', notes: '' });
    const tApproved = performance.now();

    const second = await call<{ jobs: unknown[] }>(manager, 'POST', '/pipe/run', { projectId });
    await waitUntil('every material request', settled('materialRequest'));
    const tDone = performance.now();
    const after = { ERP: await standInStats('ERP'), Onshape: await standInStats('Onshape') };
    stopPipe();

    // The jobs and the outside calls each kept on its record.
    const prefix = `projects/${projectId}/`;
    const jobs = (await db.collection('backgroundJobs').where('target.doc', '>=', prefix).where('target.doc', '<', `${prefix}\uf8ff`).get())
      .docs;
    const ms = (iso: unknown) => (typeof iso === 'string' ? Date.parse(iso) : NaN);
    const byStage = new Map<string, number[]>();
    const callsOf = new Map<string, Record<string, number>>();
    const perSystem: Record<string, number> = {};
    /** Time spent waiting on each system, as the calls' records say (ms). */
    const waited: Record<string, number> = {};
    /** Calls per system and stage (target field). */
    const perStage: Record<string, Record<string, number>> = {};
    let truncated = 0;
    for (const job of jobs) {
      const stage = String(job.get('target.field'));
      const run = ms(job.get('finishedAt')) - ms(job.get('startedAt'));
      if (Number.isFinite(run)) byStage.set(stage, [...(byStage.get(stage) ?? []), run]);
      const calls = (job.get('calls') ?? []) as OutsideCall[];
      if (calls.length >= JOB_CALLS_MAX) truncated++;
      const assembly = String(job.get('target.doc')).split('/').at(-1)!;
      const mine = callsOf.get(assembly) ?? {};
      for (const c of calls) {
        perSystem[c.system] = (perSystem[c.system] ?? 0) + 1;
        waited[c.system] = (waited[c.system] ?? 0) + c.ms;
        const bySystem = (perStage[c.system] ??= {});
        bySystem[stage] = (bySystem[stage] ?? 0) + 1;
        mine[c.system] = (mine[c.system] ?? 0) + 1;
      }
      callsOf.set(assembly, mine);
    }
    const recorded = (system: string) => perSystem[system] ?? 0;
    const served = (system: System) => after[system].requests - before[system].requests;

    // The Material Requests the ERP holds under the names the stages recorded.
    const names = [...latest.values()].map((a) => String((a.materialRequest as { name?: unknown }).name ?? ''));
    const held = await erpFromEnv().list('Material Request', {
      fields: ['name'],
      filters: [['name', 'in', names.filter(Boolean)]],
      limit: 0,
    });
    if (held.length !== ASSEMBLIES)
      throw new Error(`the ERP holds ${held.length} of the ${ASSEMBLIES} material requests (${names.join(', ')})`);

    const s = (a: number, b: number) => round2((b - a) / 1000);
    const wall = s(t0, tDone);
    const busy = [...byStage.values()].flat().reduce((x, y) => x + y, 0) / 1000;
    const mean = (stage: string) => {
      const runs = byStage.get(stage) ?? [];
      return runs.length ? round2(runs.reduce((x, y) => x + y, 0) / runs.length / 1000) : 0;
    };
    const perAssembly = [...callsOf.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([a, c]) =>
          `${a} ${
            Object.entries(c)
              .map(([k, n]) => `${k} ${n}`)
              .join(' + ') || 'none'
          }`,
      );
    const onshapePer = [...callsOf.values()].map((c) => c.Onshape ?? 0);
    const erpPer = [...callsOf.values()].map((c) => c.ERP ?? 0);
    console.log(
      `pipeline from base: ${ASSEMBLIES} assemblies (${MODULES} modules × ${MODULE_ASSEMBLIES.join(', ')}), ${jobs.length} jobs ` +
        `(${first.jobs.length} + ${second.jobs.length} started by the two runs, ${keys.length} bulk CAD assign), ${wall} s wall: ` +
        `commit answered ${s(t0, tCommitAnswered)} s, pipe docs seen ${s(t0, tPipeDocs)} s, project assemblies ${s(tPipeDocs, tProjectAssembly)} s, ` +
        `CAD assign ${s(tProjectAssembly, tAssign)} s, approvals ${s(tAssign, tApproved)} s, parts to MR ${s(tApproved, tDone)} s; ` +
        `worker busy ${round2(busy)} s; mean job s by stage: ${[...byStage.keys()].map((k) => `${k} ${mean(k)}`).join(', ')}`,
    );
    console.log(
      `pipeline from base: outside calls on the jobs' records: ${JSON.stringify(perSystem)} by stage ${JSON.stringify(perStage)}, ` +
        `time waiting on them (ms) ${JSON.stringify(waited)}${truncated ? ` (${truncated} jobs at the ${JOB_CALLS_MAX}-call cap: their first calls are not kept)` : ''}; ` +
        `stand-ins served: ERP ${served('ERP')} ${JSON.stringify(routeDelta(before.ERP, after.ERP))}, Onshape ${served('Onshape')} ${JSON.stringify(routeDelta(before.Onshape, after.Onshape))}`,
    );
    console.log(`pipeline from base: calls per assembly: ${perAssembly.join('; ')}`);
    console.log(
      `pipeline from base: material requests held by the ERP: ${held
        .map((h) => String(h.name))
        .sort()
        .join(', ')}`,
    );
    return [
      {
        name: 'wall time, base commit to 12 MRs done',
        value: wall,
        unit: 's',
        baseline: round2(busy),
        baselineNote: "the jobs' run times added up: the emulator runs one job at a time",
        reference: true,
      },
      {
        name: 'commit to the 12 pipe documents seen',
        value: s(t0, tPipeDocs),
        unit: 's',
        baseline: 5,
        baselineNote: 'the issue: "within seconds" of the commit',
      },
      {
        name: 'phase: project assemblies (12 jobs)',
        value: s(tPipeDocs, tProjectAssembly),
        unit: 's',
        baseline: round2(mean('projectAssembly') * ASSEMBLIES),
        baselineNote: '12 × the mean projectAssembly job',
        reference: true,
      },
      {
        name: 'phase: bulk CAD assign in Onshape (12 jobs)',
        value: s(tProjectAssembly, tAssign),
        unit: 's',
        baseline: round2(mean('assign') * ASSEMBLIES),
        baselineNote: '12 × the mean bulk-assign job',
        reference: true,
      },
      {
        name: 'phase: parts to MR (4 chained jobs each)',
        value: s(tApproved, tDone),
        unit: 's',
        baseline: round2((mean('parts') + mean('reassembly') + mean('pbom') + mean('materialRequest')) * ASSEMBLIES),
        baselineNote: '12 × the four stages’ mean jobs',
        reference: true,
      },
      {
        name: 'background jobs',
        value: jobs.length,
        unit: 'jobs',
        baseline: ASSEMBLIES * 6,
        baselineNote: '6 per assembly (5 run stages + bulk assign)',
        reference: true,
      },
      {
        name: "Onshape calls on the jobs' records",
        value: recorded('Onshape'),
        unit: 'calls',
        baseline: served('Onshape'),
        baselineNote: `requests the Onshape stand-in served over the run; ${Math.min(...onshapePer)}–${Math.max(...onshapePer)} per assembly`,
        reference: true,
      },
      {
        name: "ERP calls on the jobs' records",
        value: recorded('ERP'),
        unit: 'calls',
        baseline: served('ERP'),
        baselineNote: `requests the ERP stand-in served over the run (also the functions' webhook mirror reads); ${Math.min(...erpPer)}–${Math.max(...erpPer)} per assembly`,
        reference: true,
      },
      {
        name: 'outside calls per assembly (jobs), mean',
        value: round2((recorded('Onshape') + recorded('ERP')) / ASSEMBLIES),
        unit: 'calls',
        baseline: round2((served('Onshape') + served('ERP')) / ASSEMBLIES),
        baselineNote: "the stand-ins' requests over the run per assembly",
        reference: true,
      },
    ];
  } finally {
    stopPipe();
    for (const id of workspaceIds) {
      for (const d of (await db.collection('versionCandidates').where('workspaceId', '==', id).get()).docs) await db.recursiveDelete(d.ref);
      await db.recursiveDelete(db.doc(`workspaces/${id}`));
    }
    for (const d of (await db.collection('versions').where('projectId', '==', projectId).get()).docs) await db.recursiveDelete(d.ref);
    await removeProject(db, projectId);
    await removeCreatedErpItems(db);
    await deleteApp(app);
  }
}
