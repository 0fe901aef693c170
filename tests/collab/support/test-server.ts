import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig, type CollabConfig } from '../../../collab-server/src/config.js';
import {
  createCollabServer,
  type CollabServer,
  type CollabServerOptions,
  type CollabStats,
} from '../../../collab-server/src/http-server.js';
import { authEmulatorHost, testProjectId } from './auth-emulator.js';
import { firestoreEmulatorHost } from './firestore.js';

export interface TestServer {
  server: CollabServer;
  /** ws://127.0.0.1:PORT (append `/<room>`). */
  wsUrl: string;
  httpUrl: string;
  port: number;
  /** This server's LevelDB directory (a fresh temporary one unless config.dataDir was given). */
  dataDir: string;
  /** Every line the server logged, to check what it says (and never says). */
  logLines: string[];
  health(): Promise<{ ok: boolean } & CollabStats>;
  /** Closes the server; removes the temporary data directory unless `keepData`. */
  close(keepData?: boolean): Promise<void>;
}

/** Starts collab-server in this process on 127.0.0.1 and a free port. */
export async function startTestServer(
  options: Omit<CollabServerOptions, 'config' | 'log'> & { config?: Partial<CollabConfig> } = {},
): Promise<TestServer> {
  authEmulatorHost(); // fail early and clearly without the emulators
  firestoreEmulatorHost();
  const temporaryDir = options.config?.dataDir ? null : await mkdtemp(join(tmpdir(), 'collab-data-'));
  const config = {
    ...parseConfig({ COLLAB_HOST: '127.0.0.1', COLLAB_PORT: '0', GCLOUD_PROJECT: testProjectId() }),
    ...(temporaryDir ? { dataDir: temporaryDir } : {}),
    ...options.config,
  };
  const logLines: string[] = [];
  const server = createCollabServer({
    ...options,
    config,
    log: { info: (line) => logLines.push(line), error: (line) => logLines.push(line) },
  });
  const { port } = await server.listen();
  const httpUrl = `http://127.0.0.1:${port}`;
  return {
    server,
    wsUrl: `ws://127.0.0.1:${port}`,
    httpUrl,
    port,
    dataDir: config.dataDir,
    logLines,
    async health() {
      const response = await fetch(`${httpUrl}/healthz`);
      if (response.status !== 200) throw new Error(`/healthz answered ${response.status}`);
      return (await response.json()) as { ok: boolean } & CollabStats;
    },
    async close(keepData = false) {
      await server.close();
      if (temporaryDir && !keepData) await rm(temporaryDir, { recursive: true, force: true });
    },
  };
}
