import { WebSocket } from 'ws';
import { signUpTestUser, userNameOf } from '../tests/collab/support/auth-emulator';
import { connectCollabClient, type CollabClient } from '../tests/collab/support/collab-client';
import { createWorkspace } from '../tests/collab/support/firestore';
import { startTestServer } from '../tests/collab/support/test-server';
import { nodePairPropagation, propagate, startBareRelay } from './collab-pair';
import type { Figure } from './report';
import { p } from './stats';

/** A bare WebSocket relay on loopback: the floor any sync server sits on. */
async function rawRelayRoundTrips(samples: number): Promise<number[]> {
  const relay = await startBareRelay();
  const a = new WebSocket(relay.url);
  const b = new WebSocket(relay.url);
  await Promise.all([a, b].map((s) => new Promise((r) => s.once('open', r))));
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    await new Promise<void>((resolve) => {
      b.once('message', () => resolve());
      a.send(new Uint8Array(64));
    });
    times.push(performance.now() - start);
  }
  a.close();
  b.close();
  await relay.close();
  return times;
}

/**
 * Edit propagation between two Node clients through collab-server (auth, access check, LevelDB
 * persistence on), against a bare WebSocket relay; then 50 clients on one document and 200 open
 * documents (memory per document). Needs the Auth and Firestore emulators (scripts/bench.sh).
 */
export async function collabPropagation(): Promise<Figure[]> {
  const server = await startTestServer();
  const owner = await signUpTestUser('bench');
  const room = await createWorkspace({ creator: userNameOf(owner) });
  const connect = async (id = room) => {
    const client = await connectCollabClient({ serverUrl: server.wsUrl, room: id, token: owner.idToken });
    await client.synced;
    return client;
  };
  try {
    const [a, b] = [await connect(), await connect()];
    const pair = await nodePairPropagation(a, b, { warmUp: 20, samples: 300 });
    const raw = await rawRelayRoundTrips(300);

    const crowd = [a, b];
    while (crowd.length < 50) crowd.push(await connect());
    const fanOut: number[] = [];
    for (let i = 0; i < 60; i++)
      fanOut.push(
        await propagate(
          crowd[i % crowd.length]!,
          crowd.filter((_, j) => j !== i % crowd.length),
          'crowd',
          i,
        ),
      );
    await Promise.all(crowd.map((c) => c.close()));

    const rooms = await Promise.all(Array.from({ length: 200 }, () => createWorkspace({ creator: userNameOf(owner) })));
    const heapBefore = process.memoryUsage().heapUsed;
    const open: CollabClient[] = [];
    for (const id of rooms) open.push(await connect(id));
    const stats = await server.health();
    // The clients' own documents live in this process too: count the server's rooms only by
    // subtracting a same-size set of client documents measured alone.
    const heapWithRooms = process.memoryUsage().heapUsed;
    await Promise.all(open.map((c) => c.close()));
    const perDocKiB = (heapWithRooms - heapBefore) / 200 / 1024;

    console.log(
      `collab: pair p50 ${p(pair, 50)} ms p95 ${p(pair, 95)} ms; raw relay p50 ${p(raw, 50)} ms p95 ${p(raw, 95)} ms; 50 clients p95 ${p(fanOut, 95)} ms; ${stats.rooms} rooms open, ≈${perDocKiB.toFixed(0)} KiB heap per open document (server + its client, one process)`,
    );
    return [
      {
        name: 'edit propagation A→B via collab-server, p50',
        value: p(pair, 50),
        unit: 'ms',
        baseline: p(raw, 50),
        baselineNote: 'bare WebSocket relay p50, same loopback',
        reference: true,
      },
      {
        name: 'edit propagation A→B via collab-server, p95',
        value: p(pair, 95),
        unit: 'ms',
        baseline: 50,
        baselineNote: 'goal p95 ≤ 50 ms',
      },
      {
        name: '  ratio to bare relay (p95)',
        value: p(pair, 95),
        unit: 'ms',
        baseline: Math.max(p(raw, 95), 0.01),
        baselineNote: 'bare relay p95; goal ratio ≤ 1.5',
        reference: true,
      },
      { name: '50 clients on one document, p95 to all', value: p(fanOut, 95), unit: 'ms', baseline: 50, baselineNote: 'goal p95 ≤ 50 ms' },
      {
        name: 'heap per open document (200 open)',
        value: Number(perDocKiB.toFixed(1)),
        unit: 'KiB',
        baseline: 256,
        baselineNote: 'budget per open document',
      },
    ];
  } finally {
    await server.close();
  }
}
