/**
 * # Generator service stand-in (emulators/generators)
 *
 * A local server that speaks the generator service's HTTP API (domain/src/base-spec/generator-service.ts),
 * so the functions' adapter (functions/src/engines/generators/http.ts) runs unchanged against it. Its
 * engine (engine.ts) draws deterministic layers from a project's latest base; each step takes the
 * generator's `stepMs` here, as a real generator takes time. Started by `npm start` (port 8640) and
 * by the test scripts (port 8740).
 *
 *   npx tsx emulators/generators/main.ts
 *
 * Environment:
 *   GENERATOR_PORT      port (default 8640); listens on 127.0.0.1 only
 *   GENERATOR_API_KEY   the one accepted key (default workhub-local-generator-key)
 *
 * API (header `Authorization: Bearer <key>`, else 401):
 *   POST /v1/runs  { generator, spec, project, maxSteps?, dryRun?, key? } → 201 { run } (200 and the run for a known key)
 *   GET  /v1/runs/{id}                                → { run }
 *   GET  /v1/runs/{id}/steps?after=n&waitMs=ms        → { run, steps } held until a step after n is ready or the run ends
 *   Errors: { error: { code, message } } with 400/401/404/413.
 *
 * Test controls (this stand-in only, no key):
 *   POST /__control/fail { status?, count? }   the next API request(s) answer status (default 503)
 *   POST /__control/garbage { count? }         the next API request(s) answer an HTML page
 *   POST /__control/slow { ms }                every API request waits ms first (0 = off)
 *   POST /__control/fail-run { afterSteps }    the next started run fails after that many steps
 *   POST /__control/reset                      all of the above off
 *   GET  /__control/stats                      { requests, runsStarted, runs }
 *   GET  /healthz
 */
import { startGeneratorServer } from './server.js';

const server = await startGeneratorServer({
  port: Number(process.env.GENERATOR_PORT ?? 8640),
  apiKey: process.env.GENERATOR_API_KEY ?? 'workhub-local-generator-key',
});
console.log(`generator service stand-in listening on ${server.url}`);
const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
