import * as Sentry from '@sentry/node';
import type { NextFunction, Request, Response } from 'express';
import { errorReportSettings, type ErrorReportsEnv } from '@workhub/domain';

/**
 * Error reports and traces of the functions (core §9; docs/decisions.md "Error reports (issue 27,
 * item 3)"), with Sentry's SDK, every request traced (tracesSampleRate 1). Configured by the
 * environment: SENTRY_DSN in a deployment (the Sentry project); locally and in the tests
 * SENTRY_SPOTLIGHT, the local receiver's URL (scripts/lib.sh spotlight_env, emulators/spotlight).
 * With neither the SDK is off: nothing is sent and nothing else changes. Sentry's options for this
 * environment, or null when error reports are off.
 */
export function errorReportOptions(env: ErrorReportsEnv): Sentry.NodeOptions | null {
  return errorReportSettings(env, 'functions');
}

const options = errorReportOptions(process.env);
if (options) Sentry.init(options);

/** Whether this process reports errors (a DSN or the local receiver is configured). */
export const errorReportsOn = options !== null;

/**
 * Traces each request: a span `METHOD /path` continuing the caller's trace (the web app sends
 * sentry-trace and baggage headers), ended when the answer is sent, with its status.
 */
export function traceRequests(req: Request, res: Response, next: NextFunction): void {
  if (!errorReportsOn) return next();
  const sentryTrace = req.header('sentry-trace');
  const baggage = req.header('baggage');
  Sentry.withIsolationScope(() =>
    Sentry.continueTrace({ sentryTrace, baggage }, () =>
      Sentry.startSpan(
        { name: `${req.method} ${req.path}`, op: 'http.server', forceTransaction: true, attributes: { 'http.request.method': req.method } },
        (span) =>
          new Promise<void>((resolve) => {
            res.on('close', () => {
              span.setAttribute('http.response.status_code', res.statusCode);
              if (res.statusCode >= 500) span.setStatus({ code: 2, message: 'internal_error' });
              resolve();
            });
            next();
          }),
      ),
    ),
  );
}

/** Reports an error no route turned into a 4xx (a 500): its event id, or undefined when reports are off. */
export function reportError(error: unknown): string | undefined {
  if (!errorReportsOn) return undefined;
  return Sentry.captureException(error);
}
