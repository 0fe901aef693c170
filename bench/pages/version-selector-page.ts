/**
 * Browser side of bench/version-selector.ts (bundled with esbuild, React's production build): the
 * app's version selector with N versions. Exposes `window.selectorBench` for the Node side: each
 * step is timed on the page's clock from the event to the list laid out (flushSync makes React
 * render the event's update at once; reading the list's size forces style and layout).
 */
import { createElement as h } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { VersionSelector } from '../../web/src/components/version-selector';

export interface SelectorBench {
  /** Mounts a fresh selector with `count` versions (newest chosen). */
  mount(count: number): void;
  /** Click on the field until the list is laid out: ms. */
  open(): number;
  /** Types `text` one character at a time into the open field; total ms until each list is laid out. */
  type(text: string): number;
  /** Chooses 'Show all' (the last row): ms until the list is laid out. */
  showAll(): number;
  /** Options in the list now (rendered rows). */
  rendered(): number;
}

declare global {
  interface Window {
    selectorBench: SelectorBench;
  }
}

/** `count` versions over majors, minors and patches (ten patches per minor, ten minors per major). */
export const benchVersions = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    version: `v${Math.floor(i / 100)}.${Math.floor(i / 10) % 10}.${i % 10}`,
    label: i % 10 === 0 ? 'New entries and configurations' : 'Corrections',
  }));

let root: Root | null = null;
const host = () => document.getElementById('host')!;
const input = () => host().querySelector<HTMLInputElement>('[role=combobox]')!;
const layout = () => host().querySelector('[role=listbox]')?.getBoundingClientRect().height ?? 0;
const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

window.selectorBench = {
  mount(count) {
    root?.unmount();
    host().innerHTML = '';
    root = createRoot(host());
    const versions = benchVersions(count);
    flushSync(() => root!.render(h(VersionSelector, { versions, value: null, onChange: () => undefined })));
  },
  open() {
    const start = performance.now();
    flushSync(() => input().click());
    layout();
    return performance.now() - start;
  },
  type(text) {
    const start = performance.now();
    for (let i = 1; i <= text.length; i++) {
      valueSetter.call(input(), text.slice(0, i));
      flushSync(() => input().dispatchEvent(new Event('input', { bubbles: true })));
      layout();
    }
    return performance.now() - start;
  },
  showAll() {
    const field = input();
    const start = performance.now();
    flushSync(() => field.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true })));
    flushSync(() => field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    layout();
    return performance.now() - start;
  },
  rendered: () => host().querySelectorAll('[role=option]').length,
};
