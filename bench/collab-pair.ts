import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { CollabClient } from '../tests/collab/support/collab-client';

/** Resolves once the client's bench map holds `value` under `key`. */
function whenBenchValue(client: CollabClient, key: string, value: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const map = client.doc.getMap('bench');
    if (map.get(key) === value) return resolve();
    const check = () => {
      if (map.get(key) === value) {
        map.unobserve(check);
        resolve();
      }
    };
    map.observe(check);
  });
}

/** Time from a write on `from` until every client in `to` has it (ms). */
export async function propagate(from: CollabClient, to: CollabClient[], key: string, value: number): Promise<number> {
  const start = performance.now();
  const arrived = to.map((client) => whenBenchValue(client, key, value));
  from.doc.getMap('bench').set(key, value);
  await Promise.all(arrived);
  return performance.now() - start;
}

/**
 * Edit propagation A→B between two Node clients (tests/collab/support's y-websocket client) on one
 * document through collab-server: `warmUp` edits first (JIT, LevelDB), then `samples` timed ones,
 * one at a time. Both clients live in this process, so one clock times both ends.
 */
export async function nodePairPropagation(a: CollabClient, b: CollabClient, { warmUp = 20, samples = 300 } = {}): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await propagate(a, [b], 'warm', i);
  const times: number[] = [];
  for (let i = 0; i < samples; i++) times.push(await propagate(a, [b], 'pair', i));
  return times;
}

/**
 * Round trip A→B→A between the same two Node clients: A writes, B answers each write with one of
 * its own as soon as it arrives, A waits for the answer. Two propagations and B's edit: the literal
 * "round trip between two Node clients" the browser figure is also compared with.
 */
export async function nodePairRoundTrip(a: CollabClient, b: CollabClient, { warmUp = 20, samples = 300 } = {}): Promise<number[]> {
  const asked = b.doc.getMap('bench');
  const answer = () => {
    const value = asked.get('ask');
    if (typeof value === 'number' && asked.get('answer') !== value) asked.set('answer', value);
  };
  asked.observe(answer);
  try {
    const once = async (value: number) => {
      const start = performance.now();
      const answered = whenBenchValue(a, 'answer', value);
      a.doc.getMap('bench').set('ask', value);
      await answered;
      return performance.now() - start;
    };
    for (let i = 0; i < warmUp; i++) await once(-1 - i);
    const times: number[] = [];
    for (let i = 0; i < samples; i++) times.push(await once(i));
    return times;
  } finally {
    asked.unobserve(answer);
  }
}

/** A bare WebSocket relay on 127.0.0.1 (every message goes to every other client): the floor any sync server sits on. */
export async function startBareRelay(): Promise<{ url: string; close(): Promise<void> }> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((resolve) => wss.once('listening', resolve));
  wss.on('connection', (socket) =>
    socket.on('message', (data, isBinary) => wss.clients.forEach((c) => c !== socket && c.send(data, { binary: isBinary }))),
  );
  return {
    url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}
