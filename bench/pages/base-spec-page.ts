/**
 * Browser side of bench/base-spec-open.ts (bundled with esbuild, React's production build): the
 * sections of /plum/base (web/src/features/plum/base: layers by draw-order group, themes, goals,
 * draw order, systems, properties) for a base spec as the live read delivers it (the document's
 * fields, parsed with baseSpecDocSchema). Exposes `window.baseSpecBench` for the Node side.
 */
import { createElement as h } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { baseSpecDocSchema } from '@workhub/domain';
import { BaseSpecSections } from '../../web/src/features/plum/base/base-spec-sections';

export interface BaseSpecBench {
  /** Parses the document (as useLiveDoc does) and mounts every section: ms until all six are laid out. */
  open(json: string): number;
  /** The same parse alone, ms (the part that is not rendering). */
  parseOnly(json: string): number;
  /** Sections and layer rows in the DOM now. */
  rendered(): { sections: number; layerRows: number };
}

declare global {
  interface Window {
    baseSpecBench: BaseSpecBench;
  }
}

let root: Root | null = null;
const host = () => document.getElementById('host')!;

window.baseSpecBench = {
  open(json) {
    root?.unmount();
    host().innerHTML = '';
    const start = performance.now();
    const spec = baseSpecDocSchema.parse(JSON.parse(json));
    root = createRoot(host());
    flushSync(() => root!.render(h(BaseSpecSections, { spec })));
    // Reading the size forces style and layout of everything rendered.
    host().getBoundingClientRect();
    if (host().querySelectorAll('[data-testid^="section-"]').length !== 6) throw new Error('not every section rendered');
    return performance.now() - start;
  },
  parseOnly(json) {
    const start = performance.now();
    baseSpecDocSchema.parse(JSON.parse(json));
    return performance.now() - start;
  },
  rendered() {
    return {
      sections: host().querySelectorAll('[data-testid^="section-"]').length,
      layerRows: host().querySelectorAll('#layers tr[data-layer]').length,
    };
  },
};
