/** The environment a server reads its error-report settings from (core §9). */
export interface ErrorReportsEnv {
  SENTRY_DSN?: string;
  SENTRY_SPOTLIGHT?: string;
  SENTRY_ENVIRONMENT?: string;
}

/** A server's Sentry settings: every trace sampled (core §9), tagged with the service. */
export interface ErrorReportSettings {
  dsn?: string;
  spotlight: string | false;
  environment: string;
  tracesSampleRate: 1;
  initialScope: { tags: { service: string } };
}

/**
 * Where a server's error reports go (docs/decisions.md "Error reports (issue 27, item 3)"):
 * SENTRY_DSN in a deployment; locally and in the tests SENTRY_SPOTLIGHT, the local receiver's URL
 * (scripts/lib.sh spotlight_env). With neither, null: the SDK stays off, nothing is sent.
 */
export function errorReportSettings(env: ErrorReportsEnv, service: string): ErrorReportSettings | null {
  const dsn = env.SENTRY_DSN?.trim() || undefined;
  const spotlight = env.SENTRY_SPOTLIGHT?.trim() || undefined;
  if (!dsn && !spotlight) return null;
  return {
    ...(dsn ? { dsn } : {}),
    spotlight: spotlight ?? false,
    environment: env.SENTRY_ENVIRONMENT?.trim() || (dsn ? 'production' : 'local'),
    tracesSampleRate: 1,
    initialScope: { tags: { service } },
  };
}
