/**
 * Browser side of the browser-propagation benchmark (bundled by bench/browser-propagation.ts with
 * esbuild): the editor's real CollabSession (yjs + y-websocket as the app uses them) on one
 * workspace. Exposes `window.collabBench` for the Node side.
 *
 * Timing uses one clock for both ends rather than round trips driven from Node: both pages are in
 * the same browser and read `performance.timeOrigin + performance.now()`, the shared high-resolution
 * clock. The sender stamps each edit just before making it, the receiver stamps it when its session
 * reports the change (the moment the editor would redraw); Node subtracts the two afterwards. The
 * pages may run in separate renderer processes, so `clockOffset` checks that their clocks agree
 * (NTP-style over a BroadcastChannel, fastest of many round trips).
 */
import { CollabSession } from '../../web/src/collab';

export interface CollabBench {
  /** Connects and resolves once the server's state (the seeded block) has arrived. */
  connect(url: string, room: string, token: string, objectId: string): Promise<void>;
  /** Edit number `n` (soon): moves the object to x = n (a drag as the editor makes it, one transaction). */
  send(n: number): void;
  /** The browser's floor: a plain WebSocket to a bare relay (no Yjs, no collab-server). */
  relayConnect(url: string): Promise<void>;
  /** Message number `n` (soon) over the relay: 64 bytes, as small as an edit. */
  relaySend(n: number): void;
  /** Edit or message number → shared-clock time it was sent / arrived (ms). */
  sent: Record<number, number>;
  arrived: Record<number, number>;
  /** The other page's clock minus this one's (ms), from the fastest of `rounds` round trips, and that round trip. */
  clockOffset(rounds: number): Promise<{ offset: number; roundTrip: number }>;
  close(): void;
}

declare global {
  interface Window {
    collabBench: CollabBench;
    /** Exposed by the Node side: an edit arrived (lets Node send the next one at once). */
    benchArrived?: (n: number) => Promise<void>;
  }
}

const now = () => performance.timeOrigin + performance.now();
let session: CollabSession | null = null;
let key = '';
let layer = '';
let relay: WebSocket | null = null;

// Answers the other page's clock pings with this page's time.
const clock = new BroadcastChannel('bench-clock');
clock.addEventListener('message', (event: MessageEvent<{ ping?: number }>) => {
  if (typeof event.data.ping === 'number') clock.postMessage({ pong: event.data.ping, at: now() });
});

window.collabBench = {
  sent: {},
  arrived: {},

  async connect(url, room, token, objectId) {
    const s = new CollabSession({ url, workspaceId: room, getToken: async () => token });
    session = s;
    const ready = new Promise<void>((resolve, reject) => {
      const check = () => {
        const connection = s.getConnection();
        if (connection.refusedReason) reject(new Error(`collab-server refused the connection: ${connection.refusedReason}`));
        if (!connection.synced) return;
        for (const [name, objects] of Object.entries(s.getLayers())) {
          const object = objects.find((o) => o.id === objectId);
          if (object) {
            key = object.key;
            layer = name;
            resolve();
          }
        }
      };
      s.subscribe(check);
      check();
    });
    // The receiving side: what EditorCanvas does on a change (read the layers), then stamp.
    s.subscribe(() => {
      const object = s.getLayers()[layer]?.find((o) => o.key === key);
      const n = object?.points[0];
      // Only edits from the other page (this page's own edits are reported here too).
      if (n === undefined || n in this.arrived || n in this.sent) return;
      this.arrived[n] = now();
      void window.benchArrived?.(n);
    });
    await s.connect();
    await ready;
  },

  send(n) {
    const s = session;
    if (!s) throw new Error('not connected');
    // A moment later, so Node has handled this call's reply before the edit travels: collab-server
    // runs in the Node process, whose event loop would otherwise be busy with it.
    setTimeout(() => {
      this.sent[n] = now();
      s.setPoints(key, [n, 44, 96 + n, 48]);
    }, 5);
  },

  async relayConnect(url) {
    const socket = new WebSocket(url);
    relay = socket;
    socket.binaryType = 'arraybuffer';
    socket.addEventListener('message', (event: MessageEvent<ArrayBuffer>) => {
      const n = new Float64Array(event.data)[0]!;
      this.arrived[n] = now();
      void window.benchArrived?.(n);
    });
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve);
      socket.addEventListener('error', () => reject(new Error(`could not open ${url}`)));
    });
  },

  relaySend(n) {
    const socket = relay;
    if (!socket) throw new Error('relay not connected');
    setTimeout(() => {
      const message = new Float64Array(8);
      message[0] = n;
      this.sent[n] = now();
      socket.send(message);
    }, 5);
  },

  async clockOffset(rounds) {
    let best = { offset: 0, roundTrip: Infinity };
    for (let i = 0; i < rounds; i++) {
      const before = now();
      const at = await new Promise<number>((resolve) => {
        const onPong = (event: MessageEvent<{ pong?: number; at?: number }>) => {
          if (event.data.pong !== i || event.data.at === undefined) return;
          clock.removeEventListener('message', onPong);
          resolve(event.data.at);
        };
        clock.addEventListener('message', onPong);
        clock.postMessage({ ping: i });
      });
      const after = now();
      if (after - before < best.roundTrip) best = { offset: at - (before + after) / 2, roundTrip: after - before };
    }
    return best;
  },

  close() {
    clock.close();
    relay?.close();
    session?.destroy();
  },
};
