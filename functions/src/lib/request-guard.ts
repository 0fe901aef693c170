import type { NextFunction, Request, Response } from 'express';
import { bodyLimitsOfPath, namesObjectInternal, requestProblem, type RequestProblem } from '@workhub/domain';
import { HttpError, sendError } from './http.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** The body's bytes, as Cloud Functions (and its emulator) keep them after parsing. */
    rawBody?: Buffer;
  }
}

/** The body's size: Cloud Functions has parsed it already (up to its own 32 MB), so count its bytes. */
function bodyBytes(req: Request): number {
  if (req.rawBody) return req.rawBody.length;
  const declared = Number(req.header('content-length'));
  return Number.isFinite(declared) ? declared : 0;
}

/**
 * Keys of a URL-encoded string (query string or form body) as sent: the parser (qs) silently
 * drops `__proto__[x]` and `constructor[x]`, which would let the rest of the request through.
 */
function rawKeysProblem(encoded: string): RequestProblem | undefined {
  if (!encoded) return undefined;
  for (const key of new URLSearchParams(encoded).keys()) {
    const internal = key.split(/[.[\]]/).find((segment) => namesObjectInternal(segment));
    if (internal !== undefined) return { where: key, message: `Key ${internal} is not allowed`, kind: 'bad-request' };
  }
  return undefined;
}

/**
 * Runs before every service route (api.ts mounts it once for all of them): a body over
 * REQUEST_LIMITS.bodyBytes (or its service's own limit: SERVICE_BODY_LIMITS) is a 413; keys naming object internals (`__proto__`, `constructor`,
 * `prototype`, also as dotted segments and inside JSON query parameters), nesting too deep and
 * over-long keys, strings or arrays are a 400, before any handler reads or merges the request.
 */
export function requestGuard(req: Request, res: Response, next: NextFunction): void {
  const limits = bodyLimitsOfPath(req.path);
  if (bodyBytes(req) > limits.bodyBytes) {
    return sendError(res, new HttpError(413, 'too-large', `Request body too large: at most ${limits.bodyBytes / 1_048_576} MiB`));
  }
  const problem =
    rawKeysProblem(req.originalUrl.split('?').slice(1).join('?')) ??
    (req.is('application/x-www-form-urlencoded') && req.rawBody ? rawKeysProblem(req.rawBody.toString('utf8')) : undefined) ??
    requestProblem(req.query, 'query', { jsonInStrings: true }) ??
    requestProblem(req.body, 'body', { stringBytes: limits.stringBytes });
  if (problem) {
    const status = problem.kind === 'too-large' ? 413 : 400;
    return sendError(res, new HttpError(status, problem.kind, `Invalid request: ${problem.message}`, { [problem.where]: problem.message }));
  }
  next();
}

/**
 * A tripwire for prototype pollution: the own keys of the shared prototypes when the process
 * started. Input checks make pollution impossible; if a change slips through anyway, it is
 * undone before the next request runs, so no other user's request is affected, logged as an
 * error, and named in the `X-WorkHub-Restored` header of that next answer (the fuzz test
 * asserts that no answer carries it).
 */
export const RESTORED_HEADER = 'X-WorkHub-Restored';
const SHARED_PROTOTYPES: Array<[string, object]> = [
  ['Object.prototype', Object.prototype],
  ['Array.prototype', Array.prototype],
  ['Function.prototype', Function.prototype],
  ['String.prototype', String.prototype],
];
const original = new Map(
  SHARED_PROTOTYPES.map(([name, proto]) => [
    name,
    new Map(Reflect.ownKeys(proto).map((key) => [key, Reflect.getOwnPropertyDescriptor(proto, key)!])),
  ]),
);

export function sharedObjectsGuard(_req: Request, res: Response, next: NextFunction): void {
  const changed: string[] = [];
  for (const [name, proto] of SHARED_PROTOTYPES) {
    const known = original.get(name)!;
    for (const key of Reflect.ownKeys(proto)) {
      const before = known.get(key);
      const now = Reflect.getOwnPropertyDescriptor(proto, key)!;
      if (before && before.value === now.value && before.get === now.get && before.set === now.set) continue;
      changed.push(`${name}.${String(key)}`);
      if (before) Reflect.defineProperty(proto, key, before);
      else Reflect.deleteProperty(proto, key);
    }
  }
  if (changed.length > 0) {
    console.error('[api] an earlier request changed shared objects; restored:', changed.join(', '));
    res.setHeader(RESTORED_HEADER, changed.join(', ').slice(0, 500));
  }
  next();
}
