import express, { type NextFunction, type Request, type Response } from 'express';
import { onRequest } from 'firebase-functions/v2/https';
import { fail, REQUEST_LIMITS } from '@workhub/domain';
import { requireUser } from './lib/require-user.js';
import { HttpError, sendError } from './lib/http.js';
import { traceRequests } from './lib/error-reports.js';
import { requestGuard, sharedObjectsGuard } from './lib/request-guard.js';
import { routesOf, type ServiceRoute } from './lib/route-list.js';
import { dbRouter } from './services/db/router.js';
import { baseRouter } from './services/base/router.js';
import { authRouter } from './auth/router.js';
import { opusRouter } from './services/opus/router.js';
import { projectsRouter } from './services/projects/router.js';
import { liveRouter } from './services/live/router.js';
import { googleRouter } from './services/google/router.js';
import { zoneRouter } from './services/zone/router.js';
import { pipeRouter } from './services/pipe/router.js';
import { versionRouter } from './services/version/router.js';
import { firebaseRouter } from './services/firebase/router.js';
import { buildRouter } from './services/build/router.js';
import { erpRouter } from './services/erp/router.js';
import { erpWebhookRouter } from './services/erp/webhook-router.js';
import { diagramsRouter } from './services/diagrams/router.js';
import { emailRouter } from './services/email/router.js';
import { storageRouter } from './services/storage/router.js';
import { cloudRouter } from './services/cloud/router.js';
import { cloudSignedRouter, takesRawBody } from './services/cloud/signed-router.js';
import { homehubRouter } from './services/homehub/router.js';
import { pickRouter } from './services/pick/router.js';
import { workspaceContentRouter, workspaceRouter } from './workspace/router.js';

export interface MountedService {
  router: express.Router;
  /** 'staff': every route needs a Firebase ID token with the `allowed` claim; 'anyone': no token. */
  caller: 'staff' | 'anyone';
}

/**
 * Service routers by base path; each one answers `{ success, data, error }`. A new service is
 * added here, and tests/integration/fuzz-routes.ts must get an entry for each of its routes (the
 * fuzz test fails for a route it does not drive).
 */
export const services: Record<string, MountedService> = {
  auth: { router: authRouter, caller: 'anyone' }, // the sign-in exchange itself needs no Firebase token
  db: { router: dbRouter, caller: 'staff' },
  base: { router: baseRouter, caller: 'staff' },
  opus: { router: opusRouter, caller: 'staff' },
  projects: { router: projectsRouter, caller: 'staff' },
  live: { router: liveRouter, caller: 'staff' },
  google: { router: googleRouter, caller: 'staff' },
  zone: { router: zoneRouter, caller: 'staff' },
  pipe: { router: pipeRouter, caller: 'staff' },
  version: { router: versionRouter, caller: 'staff' },
  workspace: { router: workspaceRouter, caller: 'staff' },
  workspace_content: { router: workspaceContentRouter, caller: 'staff' },
  firebase: { router: firebaseRouter, caller: 'staff' },
  build: { router: buildRouter, caller: 'staff' },
  // Before 'erp': the ERP's signed webhook needs no staff token (its signature is checked instead).
  'erp/webhook': { router: erpWebhookRouter, caller: 'anyone' },
  erp: { router: erpRouter, caller: 'staff' },
  diagrams: { router: diagramsRouter, caller: 'staff' },
  email: { router: emailRouter, caller: 'staff' },
  storage: { router: storageRouter, caller: 'staff' },
  // Before 'cloud': presigned URLs need no staff token (their signature is checked instead).
  'cloud/object': { router: cloudSignedRouter, caller: 'anyone' },
  cloud: { router: cloudRouter, caller: 'staff' },
  homehub: { router: homehubRouter, caller: 'staff' },
  pick: { router: pickRouter, caller: 'staff' },
};

/** Every mounted route, as `/<service><path>` with its method. */
export const mountedRoutes = (): ServiceRoute[] => Object.entries(services).flatMap(([name, { router }]) => routesOf(name, router));

/**
 * A body sent as text (or bytes) is read as JSON, so malformed JSON gets an envelope too. (With
 * Content-Type application/json the platform's own parser answers malformed JSON with a plain 400
 * before this code runs; see docs/decisions.md.)
 */
function bodyAsJson(req: Request, res: Response, next: NextFunction): void {
  // A binary upload (cloud/signed-router.ts) keeps its bytes in req.rawBody for its route.
  if (takesRawBody(req)) {
    if (Buffer.isBuffer(req.body)) req.body = undefined;
    return next();
  }
  if (typeof req.body !== 'string' && !Buffer.isBuffer(req.body)) return next();
  const text = req.body.toString('utf8');
  if (text.trim() === '') {
    req.body = undefined;
    return next();
  }
  try {
    req.body = JSON.parse(text);
    next();
  } catch {
    sendError(res, new HttpError(400, 'bad-request', 'Malformed JSON body'));
  }
}

export function createApi(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(traceRequests);
  app.use(sharedObjectsGuard);
  // Cloud Functions parses JSON bodies before express; outside it (tests) this does the same.
  app.use(express.json({ limit: REQUEST_LIMITS.bodyBytes }));
  app.use(bodyAsJson);
  app.use(requestGuard);
  const root = express.Router();
  for (const [name, { router, caller }] of Object.entries(services)) {
    if (caller === 'staff') root.use(`/${name}`, requireUser, router);
    else root.use(`/${name}`, router);
  }
  root.use((req: Request, res: Response) => {
    res.status(404).json(fail({ error: 'not-found', message: `No route ${req.method} ${req.path}` }));
  });
  // Hosting rewrites keep the /api prefix; the direct function URL does not.
  app.use('/api', root);
  app.use('/', root);
  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const { status, type } = err as { status?: number; type?: string };
    if (type === 'entity.parse.failed') return sendError(res, new HttpError(400, 'bad-request', 'Malformed JSON body'));
    if (status === 413)
      return sendError(res, new HttpError(413, 'too-large', `Request body too large: at most ${REQUEST_LIMITS.bodyBytes / 1_048_576} MiB`));
    // Other client errors raised by express itself, e.g. a path with malformed %-escapes.
    if (typeof status === 'number' && status >= 400 && status < 500)
      return sendError(res, new HttpError(status, 'bad-request', 'Malformed request'));
    sendError(res, err);
  });
  return app;
}

export const api = onRequest({ region: 'us-central1', invoker: 'public' }, createApi());
