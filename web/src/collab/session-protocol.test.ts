// @vitest-environment jsdom
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { COLLAB_PROTOCOL_VERSION, CollabCloseCode, CollabCloseReason } from '@workhub/domain';
import { CollabSession } from './session';

/** A stand-in collab-server that refuses every client as collab-server refuses an outdated one. */
describe('CollabSession and the protocol version', () => {
  let server: WebSocketServer;
  let url: string;
  const upgradeUrls: string[] = [];

  beforeEach(async () => {
    upgradeUrls.length = 0;
    server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    server.on('connection', (socket, request) => {
      upgradeUrls.push(request.url ?? '');
      socket.close(CollabCloseCode.clientOutdated, CollabCloseReason.clientOutdated);
    });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends its protocol version with the token, and once refused as outdated is read-only for good', async () => {
    const session = new CollabSession({ url, workspaceId: 'ws-1', getToken: async () => 'the-token' });
    try {
      const refused = new Promise<void>((resolve) => {
        const check = () => session.getConnection().updateRequired && resolve();
        session.subscribe(check);
      });
      await session.connect();
      await refused;

      const query = new URLSearchParams(upgradeUrls[0]!.split('?')[1]);
      expect(upgradeUrls[0]!.startsWith('/ws-1?')).toBe(true);
      expect(query.get('protocol')).toBe(String(COLLAB_PROTOCOL_VERSION));
      expect(query.get('token')).toBe('the-token');
      expect(session.getConnection()).toMatchObject({
        status: 'disconnected',
        updateRequired: true,
        refusedReason: 'WorkHub was updated — reload to keep editing',
      });

      // Read-only: no edit is made (nor could it reach the server: the provider does not reconnect).
      expect(session.addObject('design/walls', { name: 'r', type: 'rect', points: [0, 0, 1, 0, 1, 1] })).toBeNull();
      expect(session.seedIfEmpty({ name: 'x', width: 1, height: 1, layers: {} })).toBe(false);
      expect(session.doc.getMap('layers').size).toBe(0);
      expect(session.provider.shouldConnect).toBe(false);
      expect(upgradeUrls).toHaveLength(1);
    } finally {
      session.destroy();
    }
  });
});
