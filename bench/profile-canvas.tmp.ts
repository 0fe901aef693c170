import { build } from 'esbuild';
import path from 'node:path';
import { launchChromium, servePage } from './browser';
import { benchBlock } from './canvas-render';

const root = process.cwd();
const result = await build({
  absWorkingDir: root,
  entryPoints: [path.join(root, 'bench/pages/canvas-page.ts')],
  bundle: true,
  write: false,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  minify: false,
  keepNames: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'silent',
});
const server = await servePage(result.outputFiles[0]!.text, `<div id="host" style="width:1280px;height:800px"></div>`);
const browser = await launchChromium();
const layers = benchBlock(7, Number(process.argv[2] ?? 5000));
const block = { width: 720, height: 336 };
for (let run = 0; run < 2; run++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(server.url);
  await page.waitForFunction(() => 'canvasBench' in window);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const r = await page.evaluate(([l, b]) => window.canvasBench.firstRender(l as never, b), [layers, block] as const);
  const { profile } = await cdp.send('Profiler.stop');
  const bare = await page.evaluate(([l, b]) => window.canvasBench.bareRender(l as never, b), [layers, block] as const);
  console.log('run', run, r, 'bare', bare);
  // self time by function
  const self = new Map<string, number>();
  const dt = profile.timeDeltas!;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const counts = new Map<number, number>();
  for (let i = 0; i < profile.samples!.length; i++)
    counts.set(profile.samples![i]!, (counts.get(profile.samples![i]!) ?? 0) + (dt[i] ?? 0));
  for (const [id, us] of counts) {
    const n = byId.get(id)!;
    const key = `${n.callFrame.functionName || '(anon)'}:${n.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + us / 1000);
  }
  console.log(
    [...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 30)
      .map(([k, v]) => `${v.toFixed(1).padStart(8)} ${k}`)
      .join('\n'),
  );
  await context.close();
}
await browser.close();
await server.close();
