/// <reference types="vite/client" />
/**
 * Browser side of bench/generator-log-live.ts (bundled with esbuild, React's production build):
 * the real plume frame (web/src/features/plum/plume/plume-frame.tsx) at
 * /plum/plume?plume=centre.runId-… (the run's progress in the centre, its log pane on the right,
 * read live through useLiveQuery on generatorRuns/{runId}/log) with the app's providers, connected
 * to the Firestore emulator with an emulator mock token carrying the staff claim. Beside it, a bare
 * Firestore SDK listener on the same log chunks in the same page and Firestore instance.
 *
 * Recorded on the page's clock (`performance.timeOrigin + performance.now()`, the wall clock Node
 * reads too): for each line number, when the log pane first showed it (its row in the DOM, seen by
 * a MutationObserver) and when the bare listener first had it. Exposes `window.plumeLogBench`.
 */
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { collection, connectFirestoreEmulator, initializeFirestore, onSnapshot, orderBy, query } from 'firebase/firestore';
import { FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { escapePanePart } from '@workhub/domain';
import { PlumeFrame } from '../../web/src/features/plum/plume/plume-frame';
import { firebaseApp } from '../../web/src/lib/firebase';
import { useAuthStore } from '../../web/src/stores/auth-store';

export interface PlumeLogBench {
  start(options: { firestoreHost: string; runId: string }): void;
  /** Line number → page-clock time the log pane showed it. */
  shown: Record<number, number>;
  /** Line number → page-clock time the bare SDK listener had it, and the line's own time (written by the run). */
  bare: Record<number, { at: number; written: number }>;
  /** Page-clock time of the bare listener's first snapshot (lines written before it arrive in one burst). */
  subscribedAt: number;
  /** The run's stage status as the run pane shows it ('' until shown). */
  status(): string;
}

declare global {
  interface Window {
    plumeLogBench: PlumeLogBench;
  }
}

const VIEWER = { sub: 'bench-viewer', email: 'bench@modulr.example' };
const now = () => performance.timeOrigin + performance.now();

const bench: PlumeLogBench = {
  shown: {},
  bare: {},
  subscribedAt: 0,
  status: () => document.querySelector('[data-testid="run-view"]')?.getAttribute('data-status') ?? '',
  start({ firestoreHost, runId }) {
    // The app's own Firebase app (the service clients the frame imports create it), its project from the build settings.
    const app = firebaseApp;
    const firestore = initializeFirestore(app, {});
    const [host, port] = firestoreHost.split(':');
    connectFirestoreEmulator(firestore, host!, Number(port), { mockUserToken: { ...VIEWER, allowed: true } as never });
    useAuthStore.getState().setSignedIn({
      uid: VIEWER.sub,
      email: VIEWER.email,
      token: 'bench',
      roles: { isSoftwareEng: false, isWorkspaceAdmin: false },
      allowed: true,
    });

    onSnapshot(query(collection(firestore, 'generatorRuns', runId, 'log'), orderBy('seq')), (snapshot) => {
      const at = now();
      if (!bench.subscribedAt) bench.subscribedAt = at;
      for (const change of snapshot.docChanges()) {
        const lines = (change.doc.data().lines ?? []) as { n: number; at: string }[];
        for (const line of lines) if (bench.bare[line.n] === undefined) bench.bare[line.n] = { at, written: Date.parse(line.at) };
      }
    });

    const root = document.getElementById('root')!;
    const search = `?plume=centre.runId-${escapePanePart(runId)}`;
    createRoot(root).render(
      h(
        MemoryRouter,
        { initialEntries: [`/plum/plume${search}`] },
        h(FirebaseAppProvider, { firebaseApp: app }, h(FirestoreProvider, { sdk: firestore }, h(PlumeFrame))),
      ),
    );
    // Only the added nodes are looked at (a full scan per mutation would slow the page it measures).
    const note = (row: HTMLElement, at: number) => {
      const n = Number(row.dataset.n);
      if (row.closest('[data-pane="right"]') && bench.shown[n] === undefined) bench.shown[n] = at;
    };
    new MutationObserver((records) => {
      const at = now();
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          if (node.classList.contains('plume-log-line')) note(node, at);
          else for (const row of node.querySelectorAll<HTMLElement>('.plume-log-line')) note(row, at);
        }
    }).observe(root, { subtree: true, childList: true });
  },
};
window.plumeLogBench = bench;
