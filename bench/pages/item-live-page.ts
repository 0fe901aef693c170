/// <reference types="vite/client" />
/**
 * Browser side of bench/item-live-change.ts (bundled with esbuild, React's production build): the
 * real /stock/items2 route component (web/src/features/stock/stock-items2-route.tsx: the live
 * erpItems mirror through useErpItemsLive and the item table) with the app's providers (router at
 * /stock/items2, reactfire's Firebase app and Firestore, the auth store signed in as the viewer),
 * connected to the Firestore emulator with an emulator mock token that carries the staff claim.
 * The ERP service client is the bench stub (bench/pages/erp-service-stub.ts: the dropdowns'
 * choices only; this page never edits). Exposes `window.itemLiveBench` for the Node side.
 *
 * Times are on the page's clock (`performance.timeOrigin + performance.now()`, the wall clock Node
 * reads too): when a bare Firestore SDK listener on the same mirror document, in the same page and
 * Firestore instance, first sees the expected value, and when the table's cell shows it (its
 * number shown in its text), seen by a MutationObserver on the page (the cell's data-flashes attribute
 * changes in the same commit as the cell's text) with a per-frame check as a fallback.
 */
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, initializeFirestore, onSnapshot } from 'firebase/firestore';
import { FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { Component as StockItems2 } from '../../web/src/features/stock/stock-items2-route';
import { useAuthStore } from '../../web/src/stores/auth-store';

export interface ItemLiveBench {
  start(options: { firestoreHost: string; gcloudProject: string; itemCode: string; field: string }): void;
  /** The next value to wait for (change n). */
  expect(n: number, value: number): void;
  /** Change n: page-clock time the cell showed it, and how (observer or frame check). */
  rendered: Record<number, { at: number; by: 'observer' | 'frame' }>;
  /** Change n: page-clock time the bare SDK listener saw it, and the document's mirroredAt then. */
  bare: Record<number, { at: number; mirroredAt: number }>;
  /** The watched cell's text now ('' when it is not on the page). */
  cellValue(): string;
}

declare global {
  interface Window {
    itemLiveBench: ItemLiveBench;
    benchArrived?: (n: number) => Promise<void>;
  }
}

const VIEWER = { sub: 'bench-viewer', email: 'bench@modulr.example' };
const now = () => performance.timeOrigin + performance.now();

let expected: { n: number; value: number } | null = null;
let inputSelector = '';
const cellValue = () => document.querySelector<HTMLElement>(inputSelector)?.textContent?.trim() ?? '';

const bench: ItemLiveBench = {
  rendered: {},
  bare: {},
  cellValue,
  start({ firestoreHost, gcloudProject, itemCode, field }) {
    inputSelector = `[data-code="${itemCode}"] [data-testid="cell-${field}"] [data-testid="cell-text"]`;
    const app = initializeApp({ projectId: gcloudProject, apiKey: 'bench-api-key', appId: 'bench' });
    const firestore = initializeFirestore(app, {});
    const [host, port] = firestoreHost.split(':');
    connectFirestoreEmulator(firestore, host!, Number(port), {
      mockUserToken: { ...VIEWER, allowed: true } as never,
    });
    // The app's auth store as a signed-in staff user (the saved-views menu reads settings/{uid}).
    useAuthStore.getState().setSignedIn({
      uid: VIEWER.sub,
      email: VIEWER.email,
      token: 'bench',
      roles: { isSoftwareEng: false, isWorkspaceAdmin: false },
      allowed: true,
    });

    const arrived = (n: number) => {
      if (bench.rendered[n] !== undefined && bench.bare[n] !== undefined) void window.benchArrived?.(n);
    };
    const shown = (by: 'observer' | 'frame') => {
      if (!expected || bench.rendered[expected.n] !== undefined) return;
      if (cellValue() === String(expected.value)) {
        bench.rendered[expected.n] = { at: now(), by };
        arrived(expected.n);
      }
    };
    // The bare SDK listener on the same mirror document, in the same page and Firestore instance.
    onSnapshot(doc(firestore, 'erpItems', itemCode), (snapshot) => {
      const data = snapshot.data();
      if (!expected || bench.bare[expected.n] !== undefined || data?.[field] !== expected.value) return;
      bench.bare[expected.n] = { at: now(), mirroredAt: Number(data.mirroredAt) };
      arrived(expected.n);
    });

    const root = document.getElementById('root')!;
    createRoot(root).render(
      h(
        MemoryRouter,
        { initialEntries: ['/stock/items2'] },
        h(FirebaseAppProvider, { firebaseApp: app }, h(FirestoreProvider, { sdk: firestore }, h(StockItems2))),
      ),
    );
    new MutationObserver(() => shown('observer')).observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
    const everyFrame = () => {
      shown('frame');
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  },
  expect(n, value) {
    expected = { n, value };
  },
};
window.itemLiveBench = bench;
