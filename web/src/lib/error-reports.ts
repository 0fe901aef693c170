import { useEffect } from 'react';
import { createRoutesFromChildren, matchRoutes, useLocation, useNavigationType, type createBrowserRouter } from 'react-router';
import type { BrowserOptions } from '@sentry/react';

/**
 * Error reports and traces of the web app (core §9; docs/decisions.md "Error reports (issue 27,
 * item 3)"), with Sentry's SDK for React: every page load and navigation traced by route
 * (tracesSampleRate 1), the calls to /api carrying the trace on to the functions, and the errors
 * the stores show reported with an event id the toast shows. Configured when the app is built:
 * VITE_SENTRY_DSN in a deployment; locally and in the tests VITE_SENTRY_SPOTLIGHT, the local
 * receiver's URL (scripts/lib.sh spotlight_env). With neither the SDK is off and never loaded.
 *
 * The SDK is loaded after the first page (it is not needed to show it): an error before it is
 * loaded gets its event id at once and is sent when it is.
 */

type AppRouter = ReturnType<typeof createBrowserRouter>;
type SentrySdk = typeof import('@sentry/react');

// Each variable by name (web/src/lib/env.ts: import.meta.env whole would inline every VITE_ variable).
const dsn = (import.meta.env.VITE_SENTRY_DSN as string | undefined)?.trim() || undefined;
const spotlight = (import.meta.env.VITE_SENTRY_SPOTLIGHT as string | undefined)?.trim() || undefined;

/** Whether this build reports errors. */
export const errorReportsOn = Boolean(dsn || spotlight);

let sdk: SentrySdk | undefined;
const waiting: Array<(sentry: SentrySdk) => void> = [];

/** Loads and starts the SDK with the router's tracing (main.tsx, once); nothing when reports are off. */
export function startErrorReports(router: AppRouter): void {
  if (!errorReportsOn || sdk) return;
  void import('@sentry/react').then((Sentry) => {
    Sentry.init({
      ...(dsn ? { dsn } : localReceiver(Sentry, spotlight!)),
      environment: dsn ? import.meta.env.MODE : 'local',
      tracesSampleRate: 1,
      initialScope: { tags: { service: 'web' } },
      integrations: [
        Sentry.reactRouterV7BrowserTracingIntegration({ useEffect, useLocation, useNavigationType, createRoutesFromChildren, matchRoutes }),
      ],
    });
    // The router exists already (created before the SDK loaded): its navigations are traced from here.
    Sentry.wrapCreateBrowserRouterV7(() => router)(router.routes);
    sdk = Sentry;
    for (const send of waiting.splice(0)) send(Sentry);
  });
}

/**
 * Locally: every envelope to the receiver's /stream (Spotlight's HTTP API). The browser SDK sends
 * nothing, and propagates no trace to /api, without a DSN (its production build also ignores the
 * `spotlight` option), so it gets one naming the receiver, and a transport that posts there.
 */
function localReceiver(Sentry: SentrySdk, url: string): Pick<BrowserOptions, 'dsn' | 'transport'> {
  const receiver = new URL(url);
  return {
    dsn: `${receiver.protocol}//local@${receiver.host}/0`,
    transport: (options) =>
      Sentry.makeFetchTransport({ ...options, url, headers: { ...options.headers, 'Content-Type': 'application/x-sentry-envelope' } }),
  };
}

/** A new event id: 32 hexadecimal digits, as Sentry's. */
const newEventId = () => crypto.randomUUID().replaceAll('-', '');

/** Reports an error: its event id (what the toast shows staff to quote), or undefined when reports are off. */
export function reportError(error: unknown): string | undefined {
  if (!errorReportsOn) return undefined;
  const eventId = newEventId();
  const send = (Sentry: SentrySdk) => void Sentry.captureException(error, { event_id: eventId });
  if (sdk) send(sdk);
  else waiting.push(send);
  return eventId;
}
