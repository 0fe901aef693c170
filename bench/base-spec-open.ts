import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildBaseSpecs } from '../emulators/seed/data/base-specs';
import { createPrng } from '../emulators/seed/prng';
import { DEFAULT_SEED } from '../emulators/seed/build';
import { bundlePage, launchChromium, servePage } from './browser';
import type { Figure } from './report';
import { p } from './stats';
import type {} from './pages/base-spec-page';

const RUNS = 15;
/** The stress copy: every layer, goal and property of the seeded spec this many times over. */
const SCALE = 10;

/** The seed's full base specification: its newest version (every layer group, the themes, goals, systems, properties). */
export function seededFullBaseSpec(): Record<string, unknown> {
  const specs = buildBaseSpecs(createPrng(DEFAULT_SEED).fork('baseSpecs'));
  return specs[specs.length - 1]!.data as Record<string, unknown>;
}

/** The spec with every layer, goal and property repeated `times` (names suffixed), systems naming the copies. */
function scaled(spec: Record<string, unknown>, times: number): Record<string, unknown> {
  const layers = spec.layers as Record<string, unknown>;
  const order = spec.order as string[];
  const copy = (name: string, i: number) => (i === 0 ? name : `${name}-${i}`);
  const out: Record<string, unknown> = { ...spec, layers: {}, order: [], goals: [], properties: {} };
  for (let i = 0; i < times; i++) {
    for (const [name, layer] of Object.entries(layers)) (out.layers as Record<string, unknown>)[copy(name, i)] = layer;
    (out.order as string[]).push(...order.map((n) => copy(n, i)));
    (out.goals as unknown[]).push(...(spec.goals as { name: string }[]).map((g) => ({ ...g, name: copy(g.name, i) })));
    for (const [name, prop] of Object.entries(spec.properties as Record<string, unknown>))
      (out.properties as Record<string, unknown>)[i === 0 ? name : `${name}${i}`] = prop;
  }
  return out;
}

/**
 * Opening /plum/base with the full base specification (docs/base-spec.md "Base-spec pages"): in
 * Chromium, the page's sections (React's production build, the page's stylesheets) from the
 * document's JSON to all six sections laid out, parse with baseSpecDocSchema included, as the live
 * read hands it to the page; median of 15 fresh mounts after a warm-up. The Firestore read itself
 * is the live-read path every page shares (measured by browser-propagation), not repeated here.
 * Compared with a budget of one 100 ms response, and with a 10× spec.
 */
export async function baseSpecOpen(root: string): Promise<Figure[]> {
  const script = await bundlePage(root, 'bench/pages/base-spec-page.ts', { loader: { '.css': 'empty' } });
  const css = ['web/src/styles.css', 'web/src/features/plum/base/base-spec.css']
    .map((f) => readFileSync(path.join(root, f), 'utf8'))
    .join('\n');
  const server = await servePage(script, `<style>${css}</style><main class="page bs-page"><div id="host"></div></main>`);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const failures: string[] = [];
    page.on('pageerror', (e) => failures.push(e.message));
    await page.goto(server.url);
    await page.waitForFunction(() => window.baseSpecBench !== undefined);
    const full = seededFullBaseSpec();
    const measure = async (spec: Record<string, unknown>) => {
      const json = JSON.stringify(spec);
      const opens: number[] = [];
      const parses: number[] = [];
      for (let run = 0; run <= RUNS; run++) {
        const ms = await page.evaluate((j) => window.baseSpecBench.open(j), json);
        const parse = await page.evaluate((j) => window.baseSpecBench.parseOnly(j), json);
        if (run === 0) continue;
        opens.push(ms);
        parses.push(parse);
      }
      const rendered = await page.evaluate(() => window.baseSpecBench.rendered());
      return { open: p(opens, 50), parse: p(parses, 50), rendered, bytes: json.length };
    };
    const seeded = await measure(full);
    const big = await measure(scaled(full, SCALE));
    if (failures.length) throw new Error(`the bench page failed: ${failures.join('; ')}`);
    const layerCount = Object.keys(full.layers as object).length;
    if (seeded.rendered.sections !== 6 || big.rendered.layerRows !== layerCount * SCALE)
      throw new Error(`rendered ${JSON.stringify(seeded.rendered)} / ${JSON.stringify(big.rendered)}`);
    console.log(
      `seeded ${String(full.version)}: ${layerCount} layers, ${(full.goals as unknown[]).length} goals, ${(seeded.bytes / 1024).toFixed(1)} KiB JSON; ×${SCALE}: ${(big.bytes / 1024).toFixed(1)} KiB`,
    );
    return [
      {
        name: `open /plum/base → all sections laid out, seeded full spec (median of ${RUNS})`,
        value: seeded.open,
        unit: 'ms',
        baseline: 100,
        baselineNote: 'budget: one 100 ms response',
      },
      {
        name: 'of which the document parse (baseSpecDocSchema)',
        value: seeded.parse,
        unit: 'ms',
        baseline: seeded.open,
        baselineNote: 'the whole open',
        reference: true,
      },
      {
        name: `open /plum/base → all sections laid out, spec ×${SCALE} (${layerCount * SCALE} layers)`,
        value: big.open,
        unit: 'ms',
        baseline: seeded.open * SCALE,
        baselineNote: `${SCALE}× the seeded open (linear)`,
        reference: true,
      },
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}
