import { parseConfig } from './config.js';
import { createCollabServer } from './http-server.js';
import { flushErrorReports, reportingLogger, startErrorReports } from './error-reports.js';
import { consoleLogger } from './logger.js';

const config = (() => {
  try {
    return parseConfig(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
})();

// Before the server: its errors, and any uncaught one, are reported (error-reports.ts).
const reporting = startErrorReports(process.env);
const server = createCollabServer({ config, log: reporting ? reportingLogger(consoleLogger) : consoleLogger });

try {
  const { host, port } = await server.listen();
  const shownHost = host.includes(':') ? `[${host}]` : host;
  console.log(`collab-server listening on ws://${shownHost}:${port}`);
  console.log(
    `collab-server: documents in ${config.dataDir}; ${config.redisUrl ? `sharing rooms through Redis at ${redactedUrl(config.redisUrl)}` : 'single instance (no COLLAB_REDIS_URL)'}`,
  );
} catch (error) {
  console.error(
    `collab-server could not start on ${config.host}:${config.port}: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

/** Redis URLs may carry a password. */
function redactedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

// SIGTERM/SIGINT: sockets closed (1001), every room stored in LevelDB and written back to its
// workspace (the debounce window included), then exit 0.
let stopping = false;
function stop(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  console.log(`collab-server: ${signal} received, closing`);
  server.close().then(
    () => void flushErrorReports(2000).finally(() => process.exit(0)),
    (error: unknown) => {
      console.error(`collab-server: shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
