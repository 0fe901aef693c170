import * as Sentry from '@sentry/node';
import { errorReportSettings } from '@workhub/domain';
import type { Logger } from './logger.js';

/**
 * Error reports and traces of collab-server (core §9; docs/decisions.md "Error reports (issue 27,
 * item 3)"), with Sentry's SDK (tracesSampleRate 1). Configured by the environment: SENTRY_DSN in
 * a deployment; locally and in the tests SENTRY_SPOTLIGHT, the local receiver's URL (scripts/lib.sh
 * spotlight_env). With neither the SDK is off: nothing is sent and nothing else changes.
 */
export function errorReportOptions(env: NodeJS.ProcessEnv): Sentry.NodeOptions | null {
  return errorReportSettings(env, 'collab-server');
}

/** Starts the SDK when configured (uncaught exceptions and unhandled rejections are reported from then on); whether it is on. */
export function startErrorReports(env: NodeJS.ProcessEnv): boolean {
  const options = errorReportOptions(env);
  if (options) Sentry.init(options);
  return options !== null;
}

/**
 * The server's log with its error lines reported too: every `log.error` is a failure an engineer
 * should see (a room that could not load or save, Redis, Firestore or Auth unreachable), each a
 * Sentry event at level error with the line as its message (the lines carry no token or secret).
 */
export function reportingLogger(log: Logger): Logger {
  return {
    info: (line) => log.info(line),
    error: (line) => {
      const reference = Sentry.captureMessage(line, 'error');
      log.error(`${line} (error report ${reference})`);
    },
  };
}

/** Sends what is queued before the process exits. */
export const flushErrorReports = (ms: number): Promise<boolean> => Sentry.flush(ms);
