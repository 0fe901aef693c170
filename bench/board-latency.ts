import type { PipeStage } from '@workhub/domain';
import { benchStage, setUpBoardBench, wallNow } from './board-setup';
import type { Figure } from './report';
import { p, round2 } from './stats';

const WARM_UP = 5;
const SAMPLES = 30;
const PROJECT = 'P-1012';
const STAGE: PipeStage = 'reassembly';

/**
 * Board latency: a status write to a pipe document (Admin SDK, as a worker writes it) until the
 * board of another browser shows it in the cell (MutationObserver on the board, page clock),
 * p50/p95 over 30 writes, one at a time. Compared with a bare Firestore SDK onSnapshot listener
 * on the same document in the same page (same Firestore instance): the ratio is what the board
 * (its parsing, the live-read hook and React's render) adds over the SDK itself. Needs the
 * Firestore emulator (scripts/bench.sh starts it).
 */
export async function boardLatency(root: string): Promise<Figure[]> {
  const setup = await setUpBoardBench(root);
  try {
    const target = setup.pipe.find((d) => d.id.startsWith(`${PROJECT}/`))!;
    const assembly = String(target.data.assembly);
    const original = target.data[STAGE];
    const ref = setup.db.doc(`projects/${PROJECT}/pipe/${assembly}`);
    const page = await setup.open('B', 'project', PROJECT);
    const waiters = new Map<number, () => void>();
    await page.exposeFunction('benchArrived', (n: number) => waiters.get(n)?.());
    await page.waitForSelector('[data-testid="board-row"]');
    await page.evaluate((cell) => window.boardBench.watch(cell), { projectId: PROJECT, assembly, stage: STAGE });

    const written: Record<number, number> = {};
    for (let n = 1; n <= WARM_UP + SAMPLES; n++) {
      await page.evaluate((i) => window.boardBench.expect(i), n);
      const arrived = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`write ${n} did not show on the board in 10 s`)), 10_000);
        waiters.set(n, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      written[n] = wallNow();
      await ref.update({ [STAGE]: benchStage(n) });
      await arrived;
      waiters.delete(n);
    }
    const { rendered, bare } = await page.evaluate(() => ({ rendered: window.boardBench.rendered, bare: window.boardBench.bare }));
    await ref.update({ [STAGE]: original });
    const samples = Array.from({ length: SAMPLES }, (_, k) => WARM_UP + 1 + k);
    const board = samples.map((n) => rendered[n]! - written[n]!);
    const sdk = samples.map((n) => bare[n]! - written[n]!);
    const extra = samples.map((n) => rendered[n]! - bare[n]!);
    const ratio50 = round2(p(board, 50) / p(sdk, 50));
    const ratio95 = round2(p(board, 95) / p(sdk, 95));
    console.log(
      `board cell: write → rendered p50 ${p(board, 50)} ms p95 ${p(board, 95)} ms (${SAMPLES} writes after ${WARM_UP} warm-up); ` +
        `bare SDK listener on the same document p50 ${p(sdk, 50)} ms p95 ${p(sdk, 95)} ms; ratio p50 ${ratio50}, p95 ${ratio95}; ` +
        `the board after the SDK's event p50 ${p(extra, 50)} ms p95 ${p(extra, 95)} ms`,
    );
    return [
      {
        name: 'write → board cell rendered, p50',
        value: p(board, 50),
        unit: 'ms',
        baseline: p(sdk, 50),
        baselineNote: 'bare SDK onSnapshot p50, same page',
        reference: true,
      },
      {
        name: 'write → board cell rendered, p95',
        value: p(board, 95),
        unit: 'ms',
        baseline: p(sdk, 95),
        baselineNote: 'bare SDK onSnapshot p95, same page',
        reference: true,
      },
      { name: '  ratio to bare SDK listener (p50)', value: ratio50, unit: '×', baseline: 1.3, baselineNote: 'goal ratio ≤ 1.3' },
      { name: '  ratio to bare SDK listener (p95)', value: ratio95, unit: '×', baseline: 1.3, baselineNote: 'goal ratio ≤ 1.3' },
      { name: 'board render after the SDK event, p95', value: p(extra, 95), unit: 'ms', baseline: 16, baselineNote: 'one frame at 60 Hz' },
    ];
  } finally {
    await setup.close();
  }
}
