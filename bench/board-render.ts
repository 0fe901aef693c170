import { PIPE_STAGES, type PipeStage } from '@workhub/domain';
import { benchStage, setUpBoardBench, wallNow } from './board-setup';
import type { Figure } from './report';
import { p, round2 } from './stats';

const CHANGES = 20;
const STAGE: PipeStage = 'pbom';

/**
 * /dash2 with every seeded project × assembly × stage: the first render once the data is there
 * (React Profiler's render time of that commit, and the wall time from the data's arrival at a
 * bare listener to the rows in the page), then the cost of one live cell change (the commit that
 * shows it) and how many rows rendered for it (the board's row counter: only the changed one
 * should). Needs the Firestore emulator (scripts/bench.sh starts it).
 */
export async function boardRender(root: string): Promise<Figure[]> {
  const setup = await setUpBoardBench(root);
  try {
    const page = await setup.open('all', 'all');
    const total = setup.pipe.length;
    await page
      .waitForFunction((n) => document.querySelectorAll('[data-testid="board-row"]').length === n, total, { timeout: 60_000 })
      .catch(async (error: Error) => {
        const rows = await page.evaluate(() => document.querySelectorAll('[data-testid="board-row"]').length);
        throw new Error(`the board showed ${rows} of ${total} rows: ${error.message}`);
      });
    await page.waitForTimeout(500);
    const first = await page.evaluate(() => {
      const b = window.boardBench;
      const commit = b.commits.find((c) => c.rows > 0)!;
      return { actual: commit.actualDuration, rows: commit.rows, wall: b.firstRows!.at - b.firstData! };
    });
    const cells = total * PIPE_STAGES.length;

    const waiters = new Map<number, () => void>();
    await page.exposeFunction('benchArrived', (n: number) => waiters.get(n)?.());
    const costs: number[] = [];
    const latencies: number[] = [];
    const rowsRendered: number[] = [];
    const others: number[] = [];
    const sdk: number[] = [];
    const extra: number[] = [];
    // Spread over projects: every 10th assembly.
    const targets = Array.from({ length: CHANGES }, (_, k) => setup.pipe[(k * 11) % total]!);
    for (let k = 0; k < CHANGES; k++) {
      const n = k + 1;
      const target = targets[k]!;
      const [projectId, assembly] = target.id.split('/') as [string, string];
      await page.evaluate((cell) => window.boardBench.watch(cell), { projectId, assembly, stage: STAGE });
      // The bare listener's first snapshot arrives before the write.
      await page.waitForTimeout(200);
      const before = await page.evaluate(() => window.boardBench.rowRenders());
      await page.evaluate((i) => window.boardBench.expect(i), n);
      const arrived = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`change ${n} did not show on the board in 10 s`)), 10_000);
        waiters.set(n, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      const written = wallNow();
      const ref = setup.db.doc(`projects/${projectId}/pipe/${assembly}`);
      await ref.update({ [STAGE]: benchStage(n) });
      await arrived;
      // Let the flash and any follow-up commit finish before counting rows.
      await page.waitForTimeout(150);
      const result = await page.evaluate((i) => {
        const b = window.boardBench;
        return { commit: b.commits[b.commitOf[i]!], rendered: b.rendered[i]!, bare: b.bare[i]!, after: b.rowRenders() };
      }, n);
      costs.push(result.commit!.actualDuration);
      latencies.push(result.rendered - written);
      sdk.push(result.bare - written);
      extra.push(result.rendered - result.bare);
      const changedRows = Object.keys(result.after).filter((key) => result.after[key] !== before[key]);
      rowsRendered.push(changedRows.length);
      others.push(changedRows.filter((key) => key !== target.id).length);
      await ref.update({ [STAGE]: target.data[STAGE] });
      await page
        .waitForFunction(
          ([sel]) => !(document.querySelector(sel!)?.textContent ?? '').includes('bench'),
          [`[data-testid="board-row"][data-project="${projectId}"][data-assembly="${assembly}"]`],
          { timeout: 10_000 },
        )
        .catch((error: Error) => {
          throw new Error(`change ${n} (${target.id}) was not taken back on the board: ${error.message}`);
        });
      await page.waitForTimeout(100);
    }
    const maxRows = Math.max(...rowsRendered);
    const maxOthers = Math.max(...others);
    console.log(
      `/dash2: ${total} assemblies × ${PIPE_STAGES.length} stages (${cells} cells); first render after data: React ${round2(first.actual)} ms, ` +
        `data → rows in the page ${round2(first.wall)} ms; one live cell change (${CHANGES} changes): commit p50 ${p(costs, 50)} ms p95 ${p(costs, 95)} ms, ` +
        `write → rendered p50 ${p(latencies, 50)} ms (bare SDK listener on the document p50 ${p(sdk, 50)} ms, the board after its event p95 ${p(extra, 95)} ms); rows re-rendered per change max ${maxRows} (other rows: ${maxOthers})`,
    );
    return [
      {
        name: `first render after data (${total} rows), React`,
        value: round2(first.actual),
        unit: 'ms',
        baseline: 200,
        baselineNote: 'budget: 200 ms',
      },
      { name: '  data arrived → rows in the page', value: round2(first.wall), unit: 'ms', baseline: 300, baselineNote: 'budget: 300 ms' },
      {
        name: 'one live cell change, commit p50',
        value: p(costs, 50),
        unit: 'ms',
        baseline: round2(first.actual),
        baselineNote: 'the first render (whole board)',
        reference: true,
      },
      { name: 'one live cell change, commit p95', value: p(costs, 95), unit: 'ms', baseline: 16, baselineNote: 'one frame at 60 Hz' },
      {
        name: 'rows rendered per live change (max)',
        value: maxRows,
        unit: 'rows',
        baseline: 1,
        baselineNote: `only the changed row, of ${total}`,
      },
      {
        name: 'write → cell rendered on /dash2, p50',
        value: p(latencies, 50),
        unit: 'ms',
        baseline: p(sdk, 50),
        baselineNote: 'bare SDK listener on the document, same page',
        reference: true,
      },
      {
        name: '  board render after the SDK event, p95',
        value: p(extra, 95),
        unit: 'ms',
        baseline: 16,
        baselineNote: 'one frame at 60 Hz',
      },
    ];
  } finally {
    await setup.close();
  }
}
