import express, { type NextFunction, type Request, type Response } from 'express';
import { onRequest } from 'firebase-functions/v2/https';
import { fail } from '@workhub/domain';
import { requireUser } from './lib/require-user.js';
import { HttpError, sendError } from './lib/http.js';
import { dbRouter } from './services/db/router.js';
import { baseRouter } from './services/base/router.js';
import { authRouter } from './auth/router.js';

/** Service routers by base path; each one answers `{ success, data, error }` and needs a staff token. */
const services: Record<string, express.Router> = {
  db: dbRouter,
  base: baseRouter,
};

/**
 * A body sent as text (or bytes) is read as JSON, so malformed JSON gets an envelope too. (With
 * Content-Type application/json the platform's own parser answers malformed JSON with a plain 400
 * before this code runs; see docs/decisions.md.)
 */
function bodyAsJson(req: Request, res: Response, next: NextFunction): void {
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
  // Cloud Functions parses JSON bodies before express; outside it (tests) this does the same.
  app.use(express.json({ limit: '2mb' }));
  app.use(bodyAsJson);
  const root = express.Router();
  root.use('/auth', authRouter); // the sign-in exchange itself needs no Firebase token
  for (const [name, router] of Object.entries(services)) root.use(`/${name}`, requireUser, router);
  root.use((req: Request, res: Response) => {
    res.status(404).json(fail({ error: 'not-found', message: `No route ${req.method} ${req.path}` }));
  });
  // Hosting rewrites keep the /api prefix; the direct function URL does not.
  app.use('/api', root);
  app.use('/', root);
  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = (err as { status?: number; type?: string }).status;
    if (status === 400 || (err as { type?: string }).type === 'entity.parse.failed') {
      return sendError(res, new HttpError(400, 'bad-request', 'Malformed JSON body'));
    }
    if (status === 413) return sendError(res, new HttpError(413, 'too-large', 'Request body too large'));
    sendError(res, err);
  });
  return app;
}

export const api = onRequest({ region: 'us-central1', invoker: 'public' }, createApi());
