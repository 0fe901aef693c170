/**
 * Browser side of bench/designs-page.ts (bundled with esbuild, React's production build): the real
 * /designs route component (web/src/features/designs/designs-route.tsx with its zustand store and
 * the live tags) under a router at /designs, inside the app's own Firebase providers
 * (web/src/lib/firebase-sdks.tsx: Auth and Firestore on the emulators), signed in for real with a
 * custom token from the Auth emulator; the database service is the app's own client
 * (web/src/services/db-service.ts) reaching the Functions emulator through the bench page's /api proxy.
 * Exposes `window.designsBench`: each action clicks the page's own controls and answers the time
 * from the click until the page shows the expected range label ('Designs 11–20 of 10000').
 */
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { signInWithCustomToken } from 'firebase/auth';
import { Component as DesignsPage } from '../../web/src/features/designs/designs-route';
import { auth } from '../../web/src/lib/firebase';
import { FirebaseSdks } from '../../web/src/lib/firebase-sdks';
import { dbService } from '../../web/src/services/db-service';
import { useAuthStore } from '../../web/src/stores/auth-store';

export interface DesignsBench {
  /** Signs in with the custom token and renders the page. */
  start(options: { customToken: string }): Promise<void>;
  /** Waits until the range label reads `label` (or `timeoutMs` passes); answers the ms waited. */
  waitFor(label: string | null, timeoutMs?: number): Promise<number>;
  label(): string;
  rows(): number;
  /** Clicks Next or Previous; ms until the label reads `expected`. */
  page(direction: 'next' | 'previous', expected: string): Promise<number>;
  /** Chooses a tag and condition in the filter form and clicks Add filter; ms until the label reads `expected`. */
  filter(key: string, mode: 'exists' | 'null', expected: string): Promise<number>;
  /** Removes the filter chip; ms until the label reads `expected`. */
  unfilter(expected: string): Promise<number>;
  /** The database service's own round trip from this page for the same request (no React, no store). */
  bare(query: Record<string, unknown>, skip: number): Promise<number>;
}

declare global {
  interface Window {
    designsBench: DesignsBench;
  }
}

const label = () => document.querySelector('[data-testid="designs-range"]')?.textContent?.trim() ?? '';

function waitFor(expected: string | null, timeoutMs = 60_000): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const check = () => {
      const text = label();
      const done = expected === null ? /^Designs \d/.test(text) : text === expected;
      // The label and the rows come in one React commit; a page is shown when its rows are too.
      if (done && document.querySelectorAll('tbody tr').length > 0) return resolve(performance.now() - started);
      if (performance.now() - started > timeoutMs) return reject(new Error(`the page shows '${text}', not '${expected}'`));
      requestAnimationFrame(check);
    };
    check();
  });
}

function choose(select: HTMLSelectElement, value: string): void {
  // React's controlled select: set the value the way the browser does, then tell React.
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

const nextFrame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));

window.designsBench = {
  async start({ customToken }) {
    const { user } = await signInWithCustomToken(auth, customToken);
    const token = await user.getIdTokenResult();
    useAuthStore.getState().setSignedIn({
      uid: user.uid,
      email: user.email,
      token: token.token,
      roles: { isSoftwareEng: false, isWorkspaceAdmin: false },
      allowed: token.claims.allowed === true,
    });
    createRoot(document.getElementById('root')!).render(
      h(
        MemoryRouter,
        { initialEntries: ['/designs'] },
        h(FirebaseSdks, null, h(Routes, null, h(Route, { path: '/designs', element: h(DesignsPage) }))),
      ),
    );
  },
  waitFor,
  label,
  rows: () => document.querySelectorAll('tbody tr').length,
  async page(direction, expected) {
    await nextFrame();
    const button = [...document.querySelectorAll('.designs-pager button')][direction === 'next' ? 1 : 0] as HTMLButtonElement;
    button.click();
    return waitFor(expected);
  },
  async filter(key, mode, expected) {
    const form = document.querySelector('form[aria-label="Add a tag filter"]')!;
    choose(form.querySelector('select[aria-label="Filter tag"]')!, key);
    choose(form.querySelector('select[aria-label="Filter condition"]')!, mode);
    await nextFrame();
    (form.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    return waitFor(expected);
  },
  async unfilter(expected) {
    await nextFrame();
    (document.querySelector('[data-testid="tag-filter"] button') as HTMLButtonElement).click();
    return waitFor(expected);
  },
  async bare(query, skip) {
    const started = performance.now();
    await dbService.find('designs', { query: query as never, skip, limit: 10 });
    return performance.now() - started;
  },
};
