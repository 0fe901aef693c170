/**
 * Browser side of the board benchmarks (bundled by bench/board-latency.ts and bench/board-render.ts
 * with esbuild, React's profiling build): the pipeline board's own code (its one live listener,
 * its memoised rows and cells) against the Firestore emulator, signed in with an emulator mock
 * token that carries the staff claim. Exposes `window.boardBench` for the Node side.
 *
 * Times are read on the page's clock (`performance.timeOrigin + performance.now()`, the shared
 * wall clock Node reads too): when a bare Firestore SDK listener in the same page, on the same
 * Firestore instance, receives a change, and when the board's cell shows it (a MutationObserver
 * on the table). React's Profiler gives each commit's render cost; the board's row counter
 * (features/pipeline/render-count.ts) which rows rendered.
 */
import { createElement as h, Profiler, useMemo, type ProfilerOnRenderCallback } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { initializeApp } from 'firebase/app';
import { collectionGroup, connectFirestoreEmulator, doc, initializeFirestore, onSnapshot, query } from 'firebase/firestore';
import { FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { STAGE_LABELS, type PipeStage } from '@workhub/domain';
import { BoardMatrix } from '../../web/src/features/pipeline/board-view';
import { rowRenders } from '../../web/src/features/pipeline/render-count';
import { useAllPipes, useProjectHeadings, useProjectPipe, type ProjectHeading } from '../../web/src/features/pipeline/use-pipe';

export interface Commit {
  phase: string;
  actualDuration: number;
  commitTime: number;
  /** Page-clock time the commit finished. */
  at: number;
  rows: number;
}

export interface BoardBench {
  start(options: { firestoreHost: string; gcloudProject: string; mode: 'project' | 'all'; projectId?: string }): void;
  /** Watches one cell for the text `bench {n}`: the time its render lands, and the bare listener's arrival. */
  watch(cell: { projectId: string; assembly: string; stage: PipeStage }): void;
  expect(n: number): void;
  rendered: Record<number, number>;
  bare: Record<number, number>;
  /** Page-clock time a bare listener on the pipe collection group first had documents. */
  firstData: number | null;
  /** Page-clock time the board first showed rows, and how many. */
  firstRows: { at: number; rows: number } | null;
  commits: Commit[];
  /** The commit that first showed `bench {n}` in the watched cell (index into commits). */
  commitOf: Record<number, number>;
  rowRenders(): Record<string, number>;
}

declare global {
  interface Window {
    boardBench: BoardBench;
    benchArrived?: (n: number) => Promise<void>;
  }
}

const now = () => performance.timeOrigin + performance.now();

const ALL_HEADINGS = new Map<string, ProjectHeading>();

function ProjectBoard({ projectId }: { projectId: string }) {
  const { assemblies } = useProjectPipe(projectId);
  const headings = useMemo(
    () => new Map<string, ProjectHeading>([[projectId, { id: projectId, clientName: '', hasBase: true }]]),
    [projectId],
  );
  return assemblies.length ? h(BoardMatrix, { assemblies, headings, grouped: false }) : h('p', null, 'Loading…');
}

function AllBoard() {
  const { assemblies } = useAllPipes();
  const { headings } = useProjectHeadings();
  return assemblies.length
    ? h(BoardMatrix, { assemblies, headings: headings.size ? headings : ALL_HEADINGS, grouped: true })
    : h('p', null, 'Loading…');
}

let watched: { selector: string } | null = null;
let expected = 0;

const cellText = () => (watched ? (document.querySelector(watched.selector)?.textContent ?? '') : '');

const bench: BoardBench = {
  rendered: {},
  bare: {},
  firstData: null,
  firstRows: null,
  commits: [],
  commitOf: {},
  rowRenders: () => Object.fromEntries(rowRenders),
  start({ firestoreHost, gcloudProject, mode, projectId }) {
    const app = initializeApp({ projectId: gcloudProject, apiKey: 'bench-api-key', appId: 'bench' });
    const firestore = initializeFirestore(app, {});
    const [host, port] = firestoreHost.split(':');
    connectFirestoreEmulator(firestore, host!, Number(port), {
      mockUserToken: { sub: 'bench-viewer', email: 'bench@modulr.example', allowed: true } as never,
    });
    (window as unknown as { benchFirestore: unknown }).benchFirestore = firestore;
    if (mode === 'all') {
      onSnapshot(query(collectionGroup(firestore, 'pipe')), (snapshot) => {
        if (bench.firstData === null && snapshot.size > 0) bench.firstData = now();
      });
    }
    const onRender: ProfilerOnRenderCallback = (_id, phase, actualDuration, _base, _start, commitTime) => {
      const rows = document.querySelectorAll('[data-testid="board-row"]').length;
      const index = bench.commits.push({ phase, actualDuration, commitTime, at: now(), rows }) - 1;
      if (rows > 0 && !bench.firstRows) bench.firstRows = { at: now(), rows };
      if (expected && bench.commitOf[expected] === undefined && cellText().includes(`bench ${expected}`)) bench.commitOf[expected] = index;
    };
    const board = mode === 'all' ? h(AllBoard) : h(ProjectBoard, { projectId: projectId! });
    const root = document.getElementById('root')!;
    createRoot(root).render(
      h(
        MemoryRouter,
        null,
        h(
          FirebaseAppProvider,
          { firebaseApp: app },
          h(FirestoreProvider, { sdk: firestore }, h(Profiler, { id: 'board', onRender }, board)),
        ),
      ),
    );
    new MutationObserver(() => {
      if (!expected || bench.rendered[expected] !== undefined) return;
      if (cellText().includes(`bench ${expected}`)) {
        bench.rendered[expected] = now();
        void window.benchArrived?.(expected);
      }
    }).observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  },
  watch({ projectId, assembly, stage }) {
    watched = {
      selector: `[data-testid="board-row"][data-project="${projectId}"][data-assembly="${assembly}"] [data-testid="stage"][data-stage="${STAGE_LABELS[stage]}"]`,
    };
    const firestore = (window as unknown as { benchFirestore: Parameters<typeof doc>[0] }).benchFirestore;
    // The bare SDK listener on the same document, in the same page and Firestore instance.
    onSnapshot(doc(firestore, 'projects', projectId, 'pipe', assembly), (snapshot) => {
      const substatus = (snapshot.data()?.[stage] as { substatus?: string } | undefined)?.substatus ?? '';
      const n = Number(/^bench (\d+)$/.exec(substatus)?.[1] ?? NaN);
      if (n && bench.bare[n] === undefined) bench.bare[n] = now();
    });
  },
  expect(n) {
    expected = n;
  },
};
window.boardBench = bench;
