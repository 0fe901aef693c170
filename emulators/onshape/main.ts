/**
 * # Onshape stand-in (emulators/onshape)
 *
 * A local server that speaks the subset of Onshape's REST API (v6) that WorkHub's Onshape adapter
 * (functions/src/engines/onshape/client.ts) uses, so the adapter runs unchanged against it.
 * Started by `npm start` (port 8650) and by the test scripts (port 8750).
 *
 *   npx tsx emulators/onshape/main.ts
 *
 * Environment:
 *   ONSHAPE_PORT        port (default 8650); listens on 127.0.0.1 only
 *   ONSHAPE_DATA_DIR    where copied documents are kept (onshape-store.json); unset = memory only
 *   ONSHAPE_ACCESS_KEY, ONSHAPE_SECRET_KEY   the one accepted API key (defaults workhub-local-access / workhub-local-secret)
 *   ONSHAPE_PACE_MS     every API answer waits this long (default 150): the pacing Onshape has
 *
 * Onshape API (each request signed as Onshape's API keys are: `Authorization: On <key>:HmacSHA256:<sig>`,
 * `Date`, `On-Nonce`; a wrong or stale signature is 401):
 *   GET  /api/v6/documents?q=<text>                       → { items: [document] } (names containing q)
 *   GET  /api/v6/documents/{did}                          → { id, name, defaultWorkspace: { id } }
 *   POST /api/v6/documents/{did}/workspaces/{wid}/copy { newName } → { newDocumentId }
 *   GET  /api/v6/documents/d/{did}/w/{wid}/elements?elementType=ASSEMBLY → [{ id, name, elementType }]
 *   GET  /api/v6/assemblies/d/{did}/w/{wid}/e/{eid}/bom   → { headers: [{ id, name, propertyName }], rows: [{ itemSource, headerIdToValue }] }
 *   GET  /api/v6/users/sessioninfo                       → { id, name, email } (the API key's user)
 *   Unknown document, workspace or element: 404 { status, code, message, moreInfoUrl } (Onshape's error shape).
 * Documents (emulators/seed/data/onshape.ts): each seeded assembly's CAD document (the seed's
 * assign link), a template per build spec and assembly ('WorkHub template v3.2.1 wall-panel'),
 * the class parts' source documents; copies made through the API.
 *
 * Test controls (this stand-in only, no signature):
 *   POST /__control/fault { mode: fail|slow|garbage|drop, path?, status?, ms?, count? }  the next
 *        `count` API requests whose path contains `path` fail with `status`, wait `ms` first,
 *        answer HTML, or have their connection dropped
 *   POST /__control/reset   clears the faults
 *   GET  /__control/stats   { requests, byRoute, unauthorized, copies, faults }
 *   GET  /healthz
 */
import { startOnshapeServer } from './server.js';

const server = await startOnshapeServer({
  port: Number(process.env.ONSHAPE_PORT ?? 8650),
  accessKey: process.env.ONSHAPE_ACCESS_KEY ?? 'workhub-local-access',
  secretKey: process.env.ONSHAPE_SECRET_KEY ?? 'workhub-local-secret',
  dataDir: process.env.ONSHAPE_DATA_DIR || undefined,
  paceMs: Number(process.env.ONSHAPE_PACE_MS ?? 150),
});
console.log(`Onshape stand-in listening on ${server.url}`);
const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
