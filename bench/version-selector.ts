import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bundlePage, launchChromium, servePage } from './browser';
import type { Figure } from './report';
import { p } from './stats';
import type {} from './pages/version-selector-page';

const LARGE = 2_000;
const SMALL = 20;
const RUNS = 15;
/** A query typed one key at a time: '1', '1.', '1.5'. */
const QUERY = '1.5';

/** The bench page bundled like the production build; the selector's stylesheet goes into the page (the list's cap and rows need it). */
async function bundle(root: string): Promise<{ script: string; css: string }> {
  const script = await bundlePage(root, 'bench/pages/version-selector-page.ts', { loader: { '.css': 'empty' } });
  const css = ['web/src/styles.css', 'web/src/components/version-selector/version-selector.css']
    .map((file) => readFileSync(path.join(root, file), 'utf8'))
    .join('\n');
  return { script, css };
}

/**
 * The version selector (web/src/components/version-selector) in Chromium with 2,000 versions and
 * with 20: time from the click to the open list laid out, from typing a three-key query to the
 * filtered list laid out, and from 'show all' to the full list laid out; medians of fresh mounts.
 * The list renders only the rows in view, so 2,000 versions should cost about what 20 do.
 */
export async function versionSelector(root: string): Promise<Figure[]> {
  const { script, css } = await bundle(root);
  const server = await servePage(script, `<style>${css}</style><div id="host" style="padding:20px;width:400px;height:400px"></div>`);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(server.url);
    const measure = async (count: number) => {
      const open: number[] = [];
      const filter: number[] = [];
      const all: number[] = [];
      let rendered = 0;
      // One warm-up round, then the measured ones.
      for (let run = 0; run <= RUNS; run++) {
        await page.evaluate((n) => window.selectorBench.mount(n), count);
        const o = await page.evaluate(() => window.selectorBench.open());
        const a = await page.evaluate(() => window.selectorBench.showAll());
        rendered = Math.max(rendered, await page.evaluate(() => window.selectorBench.rendered()));
        await page.evaluate((n) => window.selectorBench.mount(n), count);
        await page.evaluate(() => window.selectorBench.open());
        const f = await page.evaluate((q) => window.selectorBench.type(q), QUERY);
        if (run === 0) continue;
        open.push(o);
        all.push(a);
        filter.push(f);
      }
      return { open: p(open, 50), filter: p(filter, 50), all: p(all, 50), rendered };
    };
    const small = await measure(SMALL);
    const large = await measure(LARGE);
    const note = `the same with ${SMALL} versions`;
    return [
      {
        name: `open, ${LARGE} versions (median of ${RUNS})`,
        value: large.open,
        unit: 'ms',
        baseline: small.open,
        baselineNote: note,
        reference: true,
      },
      {
        name: `filter '${QUERY}' typed, ${LARGE} versions`,
        value: large.filter,
        unit: 'ms',
        baseline: small.filter,
        baselineNote: note,
        reference: true,
      },
      { name: `show all, ${LARGE} versions`, value: large.all, unit: 'ms', baseline: small.all, baselineNote: note, reference: true },
      {
        name: `open, ${LARGE} versions, budget`,
        value: large.open,
        unit: 'ms',
        baseline: 50,
        baselineNote: 'budget: opens within a frame budget of 50 ms',
      },
      {
        name: `rows rendered, ${LARGE} versions (show all)`,
        value: large.rendered,
        unit: 'rows',
        baseline: 40,
        baselineNote: 'budget: only the rows in view (~7) plus overscan',
      },
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}
