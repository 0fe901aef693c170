import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { versionDocId } from '@workhub/domain';
import { FUNCTIONS_URL, PROJECT_ID, idTokenFor, runSuffix } from '../tests/support/emulators';
import type { Figure } from './report';
import { percentile, round2 } from './stats';

/**
 * The version service's path from a workspace to a committed version, over HTTP against the
 * Functions emulator: POST /version/workspace, POST /version/candidate, PATCH /version/commit,
 * for a content of about 3 MB (four chunks of at most 900,000 bytes, multibyte text) and for a
 * 10 KB one. Each size runs RUNS times (a new workspace and version each time); figures are the
 * medians, and the documents each step writes, counted from what is stored. The documents are
 * made on a seeded project under a name of this run, and removed at the end.
 * Needs the Auth, Firestore and Functions emulators with the seed (scripts/bench.sh starts them).
 */

const RUNS = 5;
const PROJECT = 'P-1010';

async function call(token: string, method: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${FUNCTIONS_URL}/version${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { data: Record<string, unknown>; error: { message: string } | null };
  if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${envelope.error?.message}`);
  return envelope.data;
}

/** A space content of about `bytes` UTF-8 bytes: wall objects with multibyte labels. */
function contentOf(bytes: number): string {
  const row = (i: number) => ({ id: `wall-${i}`, label: `Mur porteur n°${i} — 壁 ${i} «façade»`, points: [i, i + 1, i + 2.5, -i] });
  const per = Buffer.byteLength(JSON.stringify(row(1000)), 'utf8') + 1;
  const walls = Array.from({ length: Math.max(1, Math.round(bytes / per)) }, (_, i) => row(i));
  return JSON.stringify({ layers: { 'design/walls': walls }, metadata: { units: 'in' }, warnings: [] });
}

interface Run {
  workspace: number;
  candidate: number;
  commit: number;
  /** Documents written by each step, counted from what is stored. */
  writes: { workspace: number; candidate: number; commit: number };
}

async function oneRun(db: Firestore, token: string, name: string, content: string, major: number): Promise<Run> {
  const version = { major, minor: 0, patch: 0 };
  const t0 = performance.now();
  const created = await call(token, 'POST', '/workspace', { name, type: 'json', projectId: PROJECT, content, ...version });
  const t1 = performance.now();
  const workspaceId = String(created.workspaceId);
  const cand = await call(token, 'POST', '/candidate', { name, type: 'json', projectId: PROJECT, workspaceId, ...version });
  const t2 = performance.now();
  const candidateId = String(cand.candidateId);
  await call(token, 'PATCH', '/commit', {
    name,
    type: 'json',
    projectId: PROJECT,
    workspaceId,
    candidate: candidateId,
    message: 'bench',
    ...version,
  });
  const t3 = performance.now();
  const count = async (path: string) => (await db.collection(`${path}/content`).get()).size;
  const versionId = versionDocId({ projectId: PROJECT, name, type: 'json', version });
  const [w, c, v] = await Promise.all([
    count(`workspaces/${workspaceId}`),
    count(`versionCandidates/${candidateId}`),
    count(`versions/${versionId}`),
  ]);
  return {
    workspace: t1 - t0,
    candidate: t2 - t1,
    commit: t3 - t2,
    // workspace + chunks; candidate + chunks + the workspace update; version + chunks + candidate and workspace updates.
    writes: { workspace: 1 + w, candidate: 2 + c, commit: 3 + v },
  };
}

const median = (values: number[]) => round2(percentile(values, 50));

export async function versionCommit(): Promise<Figure[]> {
  const app = initializeApp({ projectId: PROJECT_ID }, `bench-version-${runSuffix()}`);
  const db = getFirestore(app);
  const token = await idTokenFor('eero@modulr.example');
  const name = `Bench space ${runSuffix()}`;
  const large = contentOf(3_000_000);
  const small = contentOf(10_000);
  try {
    // One warm-up (the emulator loads the function on the first call).
    await oneRun(db, token, name, small, 100);
    const big: Run[] = [];
    const little: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      big.push(await oneRun(db, token, name, large, 1 + i));
      little.push(await oneRun(db, token, name, small, 50 + i));
    }
    const m = (runs: Run[], step: 'workspace' | 'candidate' | 'commit') => median(runs.map((r) => r[step]));
    const largeBytes = Buffer.byteLength(large, 'utf8');
    console.log(
      `version commit: ${RUNS} runs; content ${largeBytes} bytes (${big[0]!.writes.workspace - 1} chunks) vs ${Buffer.byteLength(small, 'utf8')} bytes; ` +
        `median ms 3 MB: workspace ${m(big, 'workspace')}, candidate ${m(big, 'candidate')}, commit ${m(big, 'commit')}; ` +
        `10 KB: workspace ${m(little, 'workspace')}, candidate ${m(little, 'candidate')}, commit ${m(little, 'commit')}; ` +
        `documents written 3 MB: ${JSON.stringify(big[0]!.writes)}, 10 KB: ${JSON.stringify(little[0]!.writes)}`,
    );
    return [
      {
        name: 'POST workspace, 3 MB content (median)',
        value: m(big, 'workspace'),
        unit: 'ms',
        baseline: m(little, 'workspace'),
        baselineNote: 'the same with 10 KB',
        reference: true,
      },
      {
        name: 'POST candidate, 3 MB content (median)',
        value: m(big, 'candidate'),
        unit: 'ms',
        baseline: m(little, 'candidate'),
        baselineNote: 'the same with 10 KB',
        reference: true,
      },
      {
        name: 'PATCH commit, 3 MB content, against its budget',
        value: m(big, 'commit'),
        unit: 'ms',
        baseline: m(little, 'commit'),
        baselineNote: 'the same with 10 KB',
        reference: true,
      },
      {
        name: 'PATCH commit, 3 MB content, against its budget',
        value: m(big, 'commit'),
        unit: 'ms',
        baseline: 2000,
        baselineNote: 'a commit the user waits for: at most 2 s',
      },
      {
        name: 'documents written, workspace to commit, 3 MB',
        value: big[0]!.writes.workspace + big[0]!.writes.candidate + big[0]!.writes.commit,
        unit: 'docs',
        baseline: little[0]!.writes.workspace + little[0]!.writes.candidate + little[0]!.writes.commit,
        baselineNote: 'the same with 10 KB (one chunk each)',
        reference: true,
      },
    ];
  } finally {
    for (const collection of ['workspaces', 'versionCandidates', 'versions']) {
      const snap = await db.collection(collection).where('name', '==', name).get();
      for (const d of snap.docs) await db.recursiveDelete(d.ref);
    }
    await deleteApp(app);
  }
}
