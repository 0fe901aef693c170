import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { bundleStockPage } from './stock-page-bundle';
import { build as viteBuild, type Rollup } from 'vite';
import { erpItemRowSchema, type ErpItemField, type ErpItemRow } from '@workhub/domain';
import { buildSeedErpItems } from '../emulators/seed/build';
import { launchChromium, type PageServer } from './browser';
import type { Figure } from './report';
import { p, round2 } from './stats';
import type {} from './pages/item-table-page';

const COUNT = 20_000;
/** Queries typed one key at a time, then deleted one key at a time, each keystroke measured. */
const QUERIES = ['stud', 'cedar', 'lbr-1', 'walnut', '2x4', 'each', '0', 'satin nickel'];
const ROUNDS = 3;
const SORT_FIELDS: ErpItemField[] = ['item_name', 'stock_qty', 'default_supplier', 'lead_time_days', 'item_code'];
const OPENS = 5;
const PAGE_STEPS = 20;

/** 20,000 items from the seed's own generator (the realistic names, groups, suppliers, warehouses, units, stock). */
export function benchItems(count = COUNT): ErpItemRow[] {
  // What `npm run seed -- --items 20000` puts into the ERP stand-in.
  const docs = buildSeedErpItems(count);
  if (docs.length !== count) throw new Error(`the seed generator made ${docs.length} items, not ${count}`);
  return docs.map((d) => erpItemRowSchema.parse(d.data));
}

/** The bench page (as bench/browser.ts servePage makes it) plus the items at /items.json, on loopback. */
async function serveWithItems(script: string, body: string, json: string): Promise<PageServer> {
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>bench</title>
<style>html,body{margin:0;padding:0;overflow:hidden;background:#fff}</style></head>
<body>${body}<script src="/bench.js"></script></body></html>`;
  const files: Record<string, [string, string]> = {
    '/': ['text/html; charset=utf-8', html],
    '/bench.js': ['text/javascript; charset=utf-8', script],
    '/items.json': ['application/json', json],
  };
  const server: Server = createServer((request, response) => {
    const file = files[(request.url ?? '/').split('#')[0]!];
    if (!file) response.writeHead(404).end();
    else response.writeHead(200, { 'content-type': file[0], 'cache-control': 'no-store' }).end(file[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: `${origin}/`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The page bundled like the production build, with the ERP service answered in the page (bench/pages/erp-service-stub.ts). */
async function bundle(root: string): Promise<{ script: string; css: string }> {
  const script = await bundleStockPage(root, 'bench/pages/item-table-page.ts');
  const css = ['web/src/styles.css', 'web/src/features/stock/table/item-table.css']
    .map((file) => readFileSync(path.join(root, file), 'utf8'))
    .join('\n');
  return { script, css };
}

/** Table code: the stock feature's table, export and views, TanStack Table, the XLSX writer. */
const TABLE_CODE = [
  /\/web\/src\/features\/stock\//,
  /\/node_modules\/@tanstack\/react-table\//,
  /\/node_modules\/@tanstack\/table-core\//,
  /\/node_modules\/write-excel-file\//,
];

/**
 * From a production build: whether any table code is in the first page's JavaScript (the entry
 * chunks and what they import statically), the table page's own chunks (gzip KiB), and whether
 * the XLSX writer comes with the table page or only when someone exports.
 */
async function bundleCheck(root: string) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'workhub-item-table-'));
  try {
    const result = await viteBuild({
      root: path.join(root, 'web'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    const chunks = outputs.flatMap((o) => o.output).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    const closure = (files: string[]) => {
      const into = new Set<string>();
      const visit = (file: string) => {
        if (into.has(file)) return;
        into.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) visit(dep);
      };
      files.forEach(visit);
      return into;
    };
    const isTable = (id: string) => TABLE_CODE.some((re) => re.test(id));
    const initial = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
    const inFirstPage = [...initial].flatMap((f) => byFile.get(f)!.moduleIds.filter(isTable));
    const tableChunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith('/web/src/features/stock/table/item-table.tsx')));
    if (!tableChunk) throw new Error('no chunk of the production build holds the item table (web/src/features/stock/table/item-table.tsx)');
    const routeChunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith('/web/src/features/stock/stock-items-route.tsx')));
    const tablePage = routeChunk ? [...closure([routeChunk.fileName])].filter((f) => !initial.has(f)) : [];
    if (!tablePage.includes(tableChunk.fileName)) throw new Error('the /stock/items route does not load the item table');
    const gzip = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + gzipSync(byFile.get(f)!.code, { level: 9 }).length, 0);
    const hasXlsx = (file: string) => byFile.get(file)!.moduleIds.some((id) => id.includes('/node_modules/write-excel-file/'));
    // The lazy chunks that hold table code: the route's own and the libraries split out of it.
    const tableChunks = chunks.filter((c) => !initial.has(c.fileName) && c.moduleIds.some(isTable)).map((c) => c.fileName);
    return {
      inFirstPage,
      firstPageKiB: gzip(initial) / 1024,
      tableChunksKiB: gzip(tableChunks.filter((f) => !hasXlsx(f))) / 1024,
      xlsxKiB: gzip(tableChunks.filter(hasXlsx)) / 1024,
      xlsxWithPage: tablePage.some(hasXlsx),
      xlsxChunk: chunks.some((c) => hasXlsx(c.fileName)),
      tableModules: chunks.flatMap((c) => c.moduleIds.filter(isTable)).length,
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * The item maintenance table (web/src/features/stock/table) in Chromium with 20,000 seeded items:
 * opening to the first 50 rows, a filter keystroke (against the domain filter alone), a sort
 * (against the domain sort alone), a page change, scrolling frames, the JS heap; and, from a
 * production build, that no table code is in the first page's JavaScript.
 */
export async function itemTable(root: string): Promise<Figure[]> {
  const inBrowser = await browserFigures(root);
  return [...inBrowser, ...(await bundleFigures(root))];
}

/** The figures from a production build: no table code in the first page, the table page's chunks. */
export async function bundleFigures(root: string): Promise<Figure[]> {
  const facts = await bundleCheck(root);
  const offenders = [...new Set(facts.inFirstPage)];
  console.log(
    `table code in first page: ${offenders.length ? 'YES' : 'no'}; XLSX writer with the table page: ${facts.xlsxWithPage ? 'YES' : 'no'} (own lazy chunk: ${facts.xlsxChunk ? 'yes' : 'no'})`,
  );
  if (offenders.length) throw new Error(`Table code in the first page's JavaScript: ${offenders.join(', ')}`);
  if (facts.xlsxWithPage) throw new Error('The XLSX writer is loaded with the table page, not on export');
  return [
    {
      name: 'table code in the first page',
      value: offenders.length,
      unit: 'mods',
      baseline: facts.tableModules,
      baselineNote: 'table, export, views, TanStack Table, write-excel-file modules, all in lazy chunks',
      reference: true,
    },
    {
      name: 'table code chunks (lazy), gzip',
      value: round2(facts.tableChunksKiB),
      unit: 'KiB',
      baseline: round2(facts.firstPageKiB),
      baselineNote: 'the first page, gzip',
      reference: true,
    },
    {
      name: 'XLSX writer chunk (loaded on export), gzip',
      value: round2(facts.xlsxKiB),
      unit: 'KiB',
      baseline: round2(facts.firstPageKiB),
      baselineNote: 'the first page, gzip',
      reference: true,
    },
  ];
}

/** The figures measured in Chromium. */
export async function browserFigures(root: string): Promise<Figure[]> {
  const items = benchItems();
  const json = JSON.stringify(items);
  const { script, css } = await bundle(root);
  const server = await serveWithItems(script, `<style>${css}</style><div id="host" style="width:1600px;height:900px"></div>`, json);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
    const open = async (mount: boolean) => {
      const page = await context.newPage();
      const failures: string[] = [];
      page.on('pageerror', (e) => failures.push(e.message));
      // Said on the console (a missing favicon too): only told when the page never starts.
      const said: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') said.push(m.text());
      });
      await page.goto(mount ? server.url : `${server.url}#no-table`);
      await page
        .waitForFunction(() => window.itemTableBench !== undefined || document.title.startsWith('failed'), null, { timeout: 60_000 })
        .catch((error: unknown) => {
          throw new Error(
            `the bench page did not start (${[...failures, ...said].join('; ') || 'no error on the page'}): ${String(error)}`,
          );
        });
      if (failures.length) throw new Error(`the bench page failed: ${failures.join('; ')}`);
      return page;
    };
    const heapOf = async (page: Awaited<ReturnType<typeof open>>) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      await cdp.detach();
      return usedSize / (1024 * 1024);
    };

    // Opening: navigation start to the first 50 rows laid out (fresh tabs; the first one warms up).
    const opens: number[] = [];
    const loads: number[] = [];
    for (let i = 0; i <= OPENS; i++) {
      const page = await open(true);
      const { firstRowsAt, itemsAt } = await page.evaluate(() => window.itemTableBench);
      if (i > 0) {
        opens.push(firstRowsAt!);
        loads.push(itemsAt);
      }
      await page.close();
    }
    const dataOnly = await open(false);
    const heapWithout = await heapOf(dataOnly);
    await dataOnly.close();

    const page = await open(true);
    const count = await page.evaluate(() => window.itemTableBench.count);
    if (count !== COUNT) throw new Error(`the page holds ${count} items`);

    // Filter keystrokes: every query typed and deleted key by key, a warm-up round first.
    const keyed: { ms: number; filter: string }[] = [];
    const plain: number[] = [];
    for (let round = 0; round <= ROUNDS; round++) {
      for (const query of QUERIES) {
        const typed: string[] = [];
        for (let i = 1; i <= query.length; i++) typed.push(query.slice(0, i));
        for (const [i, ch] of [...query].entries()) {
          const ms = await page.evaluate((c) => window.itemTableBench.key(c), ch);
          if (round > 0) keyed.push({ ms, filter: `${query.slice(0, i + 1)}` });
        }
        for (let i = 0; i < query.length; i++) {
          const ms = await page.evaluate(() => window.itemTableBench.key(''));
          if (round > 0) keyed.push({ ms, filter: `${query.slice(0, query.length - i - 1)} (Backspace)` });
        }
        for (const filter of [...typed, ...typed.slice(0, -1).reverse(), '']) {
          const ms = await page.evaluate((f) => window.itemTableBench.plainFilter(f), filter);
          if (round > 0) plain.push(ms);
        }
      }
    }

    const keys = keyed.map((k) => k.ms);
    const slowest = [...keyed].sort((a, b) => b.ms - a.ms).slice(0, 12);
    console.log(`slowest keystrokes: ${slowest.map((k) => `'${k.filter}' ${round2(k.ms)} ms`).join(', ')}`);

    // Sort: each field ascending then descending (twice each, the first round warms up). The table
    // keeps the orders it sorted while the rows stay (a header clicked again is not sorted again),
    // so the measured rounds are such repeats; the warm-up round's clicks, each order's first, are
    // reported beside them (they include the sort and the first runs of the code).
    const sorts: number[] = [];
    const firstSorts: number[] = [];
    const plainSorts: number[] = [];
    for (let round = 0; round <= 2; round++) {
      for (const field of SORT_FIELDS) {
        for (const direction of ['asc', 'desc'] as const) {
          const ms = await page.evaluate((f) => window.itemTableBench.sortBy(f), field);
          const plainMs = await page.evaluate(([f, d]) => window.itemTableBench.plainSort(f, d), [field, direction] as const);
          if (round > 0) {
            sorts.push(ms);
            plainSorts.push(plainMs);
          } else firstSorts.push(ms);
        }
      }
    }
    // Back to item code ascending: the last loop ended on item_code descending.
    await page.evaluate(() => window.itemTableBench.sortBy('item_code'));

    // Page changes: forward then back.
    const pages: number[] = [];
    for (let i = 0; i < PAGE_STEPS; i++) pages.push(await page.evaluate(() => window.itemTableBench.page('next')));
    for (let i = 0; i < PAGE_STEPS; i++) pages.push(await page.evaluate(() => window.itemTableBench.page('previous')));

    // Scrolling: 40 px a frame for 3 s, against the same page idle.
    const idle = await page.evaluate(() => window.itemTableBench.idleFrames(2_000));
    const scroll = await page.evaluate(() => window.itemTableBench.scroll(40, 3_000));
    const rendered = await page.evaluate(() => window.itemTableBench.rendered());
    const heapWith = await heapOf(page);
    // Export of every row and column (the first XLSX call loads the writer: a warm-up call first).
    const exports = { csv: [] as number[], xlsx: [] as number[] };
    let xlsxBytes = 0;
    for (let i = 0; i <= 3; i++) {
      for (const format of ['csv', 'xlsx'] as const) {
        const { ms, bytes } = await page.evaluate((f) => window.itemTableBench.exportFile(f), format);
        if (bytes < COUNT * 20) throw new Error(`the ${format} export of ${COUNT} items is only ${bytes} bytes`);
        if (format === 'xlsx') xlsxBytes = bytes;
        if (i > 0) exports[format].push(ms);
      }
    }
    await page.close();

    console.log(
      `machine: ${cpus().length} cores, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (wall-clock figures grow with it)`,
    );
    console.log(
      `${COUNT} items; ${keys.length} keystrokes (p50 ${p(keys, 50)} ms, p95 ${p(keys, 95)} ms, max ${round2(Math.max(...keys))} ms)`,
    );
    return [
      {
        name: `open → first 50 rows, ${COUNT} items (median of ${OPENS})`,
        value: p(opens, 50),
        unit: 'ms',
        baseline: 1000,
        baselineNote: 'budget: 1 s from navigation, loading the items included',
      },
      {
        name: 'open → first 50 rows vs items loaded',
        value: p(opens, 50),
        unit: 'ms',
        baseline: p(loads, 50),
        baselineNote: 'navigation to the items fetched and parsed, no table',
        reference: true,
      },
      {
        name: 'filter keystroke → rows, p50',
        value: p(keys, 50),
        unit: 'ms',
        baseline: p(plain, 50),
        baselineNote: 'domain filterIndexed alone, same rows, p50',
        reference: true,
      },
      { name: 'filter keystroke → rows, p95', value: p(keys, 95), unit: 'ms', baseline: 16, baselineNote: 'goal: within one frame' },
      {
        name: 'filter keystroke → rows, p95 vs plain filter',
        value: p(keys, 95),
        unit: 'ms',
        baseline: p(plain, 95),
        baselineNote: 'domain filterIndexed alone, same rows, p95',
        reference: true,
      },
      {
        name: 'filter keystroke → rows, max',
        value: round2(Math.max(...keys)),
        unit: 'ms',
        baseline: 50,
        baselineNote: 'never over 50 ms',
      },
      {
        name: 'sort (header click) → rows, p50',
        value: p(sorts, 50),
        unit: 'ms',
        baseline: p(plainSorts, 50),
        baselineNote: 'domain sortRows alone, same rows, p50',
        reference: true,
      },
      { name: 'sort (header click) → rows, p95', value: p(sorts, 95), unit: 'ms', baseline: 50, baselineNote: 'budget: 50 ms' },
      {
        name: 'sort, first click for an order → rows, p50',
        value: p(firstSorts, 50),
        unit: 'ms',
        baseline: p(plainSorts, 50),
        baselineNote: `domain sortRows alone, p50; the ${firstSorts.length} warm-up clicks, max ${round2(Math.max(...firstSorts))} ms`,
        reference: true,
      },
      { name: 'page change → rows, p50', value: p(pages, 50), unit: 'ms', baseline: 16, baselineNote: 'budget: one frame' },
      { name: 'page change → rows, p95', value: p(pages, 95), unit: 'ms', baseline: 16, baselineNote: 'budget: one frame' },
      {
        name: 'scrolling frame time, p95',
        value: p(scroll, 95),
        unit: 'ms',
        baseline: p(idle, 95),
        baselineNote: 'the same page idle, p95 frame',
        reference: true,
      },
      {
        name: 'scrolling frame time, p95, budget',
        value: p(scroll, 95),
        unit: 'ms',
        baseline: 17,
        baselineNote: 'budget: 60 frames a second',
      },
      { name: 'rows in the DOM (page of 50, virtualised)', value: rendered, unit: 'rows', baseline: 50, baselineNote: 'at most the page' },
      {
        name: `export ${COUNT} rows × 16 columns, XLSX (median of 3)`,
        value: p(exports.xlsx, 50),
        unit: 'ms',
        baseline: p(exports.csv, 50),
        baselineNote: `the same rows as CSV; the XLSX file is ${(xlsxBytes / 1024 / 1024).toFixed(1)} MiB`,
        reference: true,
      },
      {
        name: 'JS heap with the table',
        value: round2(heapWith),
        unit: 'MiB',
        baseline: round2(heapWithout),
        baselineNote: 'the same page, items loaded, no table',
        reference: true,
      },
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}
