/**
 * # Error-report receiver (emulators/spotlight)
 *
 * Sentry's own development sidecar, Spotlight (@spotlightjs/spotlight from the npm registry): it
 * speaks Sentry's envelope protocol, so the Sentry SDKs of the web app, the functions and
 * collab-server send their errors and traces to it exactly as they would to sentry.io (docs/decisions.md
 * "Error reports (issue 27, item 3)"). Started by `npm start` (port 8969, Spotlight's default; its
 * page shows every error with its trace) and by every test slot (port 8760 + the slot's offset).
 *
 *   npx tsx emulators/spotlight/main.ts
 *
 * Environment:
 *   SPOTLIGHT_PORT   port (default 8969); listens on 127.0.0.1 only
 *
 * Spotlight's HTTP API (as the package serves it):
 *   POST /stream                 a Sentry envelope (the SDKs' Spotlight transport)
 *   GET  /stream                 Server-Sent Events: every envelope received so far, then each new one
 *                                (event `application/x-sentry-envelope`, data the parsed envelope as JSON)
 *   GET  /health                 ok
 *   DELETE /clear                forgets every envelope
 *   GET  /                       the Spotlight page (errors, traces, logs)
 *
 * Two changes from the package's own CLI (`spotlight`), both by running its server without the CLI:
 * the CLI reports its own errors and traces to Sentry's servers (it initialises @sentry/node with
 * Sentry's DSN), which a local receiver must never do; and it listens on every interface, where
 * this one listens on 127.0.0.1 only (its /open route starts an editor on the machine).
 */
import { Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const port = Number(process.env.SPOTLIGHT_PORT ?? 8969);

// The package's server calls listen(port) with no host: bind it to the loopback interface.
const listen = Server.prototype.listen as (...args: unknown[]) => Server;
Server.prototype.listen = function (this: Server, ...args: unknown[]) {
  if (typeof args[0] === 'number' && (args[1] === undefined || typeof args[1] === 'function'))
    args.splice(1, args[1] === undefined ? 1 : 0, '127.0.0.1');
  return listen.apply(this, args);
} as typeof Server.prototype.listen;

const { setupSpotlight } = await import('@spotlightjs/spotlight');

// The Spotlight page, as the package's CLI serves it (dist/ui, listed by its manifest).
const uiDir = path.join(path.dirname(fileURLToPath(import.meta.resolve('@spotlightjs/spotlight'))), '../ui');
const manifest = JSON.parse(readFileSync(path.join(uiDir, 'manifest.json'), 'utf8')) as Record<string, { file?: unknown }>;
const filesToServe: Record<string, Buffer> = Object.create(null) as Record<string, Buffer>;
filesToServe['index.html'] = readFileSync(path.join(uiDir, 'index.html'));
for (const entry of Object.values(manifest)) {
  if (typeof entry?.file === 'string') filesToServe[entry.file] = readFileSync(path.join(uiDir, entry.file));
}

await setupSpotlight({ port, filesToServe, isStandalone: true });
console.log(`Error-report receiver (Spotlight) listening on http://127.0.0.1:${port}`);
