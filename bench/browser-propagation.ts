import type { Page } from '@playwright/test';
import { signUpTestUser, userNameOf } from '../tests/collab/support/auth-emulator';
import { connectCollabClient } from '../tests/collab/support/collab-client';
import { createWorkspace } from '../tests/collab/support/firestore';
import { startTestServer } from '../tests/collab/support/test-server';
import { bundlePage, launchChromium, servePage } from './browser';
import { nodePairPropagation, nodePairRoundTrip, startBareRelay } from './collab-pair';
import type { Figure } from './report';
import { p, round2 } from './stats';

const WARM_UP = 30;
const SAMPLES = 300;
/** The object every edit moves: one of the sample block's (tests/collab/support/firestore.ts). */
const OBJECT_ID = 'wall-north';

/**
 * Edit propagation between two pages of Debian's Chromium through collab-server: page A moves an
 * object with the editor's own CollabSession (yjs + y-websocket), page B sees it through its own
 * session. Timed in the pages with the browser's shared clock (see bench/pages/collab-page.ts);
 * Node only paces the edits, one at a time, each asked for once the previous one has arrived.
 * Compared with two Node clients through the same server. Needs the Auth and Firestore emulators.
 */
export async function browserPropagation(root: string): Promise<Figure[]> {
  const script = await bundlePage(root, 'bench/pages/collab-page.ts');
  const pageServer = await servePage(script);
  // collab-server in this process, accepting the bench page's origin (browsers send one).
  const server = await startTestServer({ config: { allowedOrigins: [pageServer.origin] } });
  const relay = await startBareRelay();
  const browser = await launchChromium();
  try {
    const owner = await signUpTestUser('bench-browser');
    const [browserRoom, nodeRoom] = await Promise.all([
      createWorkspace({ creator: userNameOf(owner) }),
      createWorkspace({ creator: userNameOf(owner) }),
    ]);

    // The Node-client pair through the same server, as collab-propagation measures it.
    const [na, nb] = await Promise.all(
      [0, 1].map(async () => {
        const client = await connectCollabClient({ serverUrl: server.wsUrl, room: nodeRoom, token: owner.idToken });
        await client.synced;
        return client;
      }),
    );
    const node = await nodePairPropagation(na!, nb!, { warmUp: WARM_UP, samples: SAMPLES });
    const nodeRoundTrip = await nodePairRoundTrip(na!, nb!, { warmUp: WARM_UP, samples: SAMPLES });
    await Promise.all([na!.close(), nb!.close()]);

    // Two pages (two tabs of one browser, one context: one user signed in twice).
    const context = await browser.newContext();
    const waiters = new Map<string, () => void>();
    const open = async (name: string) => {
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`browser-propagation page ${name}: ${error.message}`));
      await page.exposeFunction('benchArrived', (n: number) => waiters.get(`${name}:${n}`)?.());
      await page.goto(pageServer.url);
      await page.evaluate(([url, room, token, id]) => window.collabBench.connect(url, room, token, id), [
        server.wsUrl,
        browserRoom,
        owner.idToken,
        OBJECT_ID,
      ] as const);
      return page;
    };
    const pageA = await open('A');
    const pageB = await open('B');

    /** Edits (or relay messages) `first`..`first + count - 1` from one page to the other; shared-clock delays (ms). */
    const run = async (
      from: Page,
      to: Page,
      toName: string,
      first: number,
      count: number,
      over: 'session' | 'relay' = 'session',
    ): Promise<number[]> => {
      for (let n = first; n < first + count; n++) {
        const arrived = new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`${over} message ${n} did not reach page ${toName} in 10 s`)), 10_000);
          waiters.set(`${toName}:${n}`, () => {
            clearTimeout(timer);
            resolve();
          });
        });
        await from.evaluate(([i, how]) => (how === 'relay' ? window.collabBench.relaySend(i) : window.collabBench.send(i)), [
          n,
          over,
        ] as const);
        await arrived;
        waiters.delete(`${toName}:${n}`);
      }
      const sent = await from.evaluate(() => window.collabBench.sent);
      const received = await to.evaluate(() => window.collabBench.arrived);
      return Array.from({ length: count }, (_, k) => received[first + k]! - sent[first + k]!);
    };
    await run(pageA, pageB, 'B', 1, WARM_UP);
    const browserTimes = await run(pageA, pageB, 'B', 1 + WARM_UP, SAMPLES);
    // The same two pages over a bare WebSocket relay: what the browser's own socket path costs.
    await Promise.all([pageA, pageB].map((page) => page.evaluate((url) => window.collabBench.relayConnect(url), relay.url)));
    await run(pageA, pageB, 'B', 100_001, WARM_UP, 'relay');
    const relayTimes = await run(pageA, pageB, 'B', 100_001 + WARM_UP, SAMPLES, 'relay');
    const clock = await pageA.evaluate(() => window.collabBench.clockOffset(100));
    await Promise.all([pageA, pageB].map((page) => page.evaluate(() => window.collabBench.close())));
    await context.close();

    const ratio50 = round2(p(browserTimes, 50) / p(node, 50));
    const ratio95 = round2(p(browserTimes, 95) / p(node, 95));
    const roundTrip50 = round2(p(browserTimes, 50) / p(nodeRoundTrip, 50));
    const roundTrip95 = round2(p(browserTimes, 95) / p(nodeRoundTrip, 95));
    console.log(
      `browser: A→B p50 ${p(browserTimes, 50)} ms p95 ${p(browserTimes, 95)} ms (${SAMPLES} edits after ${WARM_UP} warm-up); ` +
        `the pages' clocks differ by ${round2(clock.offset)} ± ${round2(clock.roundTrip / 2)} ms; ` +
        `Node-client pair p50 ${p(node, 50)} ms p95 ${p(node, 95)} ms; ratio p50 ${ratio50}, p95 ${ratio95}; ` +
        `Node-client round trip A→B→A p50 ${p(nodeRoundTrip, 50)} ms p95 ${p(nodeRoundTrip, 95)} ms; ratio p50 ${roundTrip50}, p95 ${roundTrip95}; ` +
        `the same pages over a bare WebSocket relay p50 ${p(relayTimes, 50)} ms p95 ${p(relayTimes, 95)} ms`,
    );
    return [
      {
        name: 'browser A→B via collab-server, p50',
        value: p(browserTimes, 50),
        unit: 'ms',
        baseline: p(node, 50),
        baselineNote: 'Node-client pair p50, same server',
        reference: true,
      },
      {
        name: 'browser A→B via collab-server, p95',
        value: p(browserTimes, 95),
        unit: 'ms',
        baseline: 50,
        baselineNote: 'goal p95 ≤ 50 ms on loopback',
      },
      {
        name: '  ratio to Node-client pair (p50)',
        value: ratio50,
        unit: '×',
        baseline: 1.5,
        baselineNote: `goal ratio ≤ 1.5 (Node pair p50 ${p(node, 50)} ms)`,
      },
      {
        name: '  ratio to Node-client pair (p95)',
        value: ratio95,
        unit: '×',
        baseline: 1.5,
        baselineNote: `goal ratio ≤ 1.5 (Node pair p95 ${p(node, 95)} ms)`,
      },
      {
        name: '  ratio to Node round trip A→B→A (p50)',
        value: roundTrip50,
        unit: '×',
        baseline: 1.5,
        baselineNote: `read literally: a round trip (Node p50 ${p(nodeRoundTrip, 50)} ms)`,
      },
      {
        name: '  ratio to Node round trip A→B→A (p95)',
        value: roundTrip95,
        unit: '×',
        baseline: 1.5,
        baselineNote: `read literally: a round trip (Node p95 ${p(nodeRoundTrip, 95)} ms)`,
      },
      {
        name: 'browser A→B via a bare WebSocket relay, p50',
        value: p(relayTimes, 50),
        unit: 'ms',
        baseline: p(browserTimes, 50),
        baselineNote: "the browser's socket floor vs via collab-server",
        reference: true,
      },
    ];
  } finally {
    await browser.close();
    await server.close();
    await relay.close();
    await pageServer.close();
  }
}
