import { describe, expect, it } from 'vitest';
import { errorReportOptions } from './error-reports.js';

describe('functions error reports: configured by the environment', () => {
  it('is off with neither a DSN nor the local receiver', () => {
    expect(errorReportOptions({})).toBeNull();
    expect(errorReportOptions({ SENTRY_DSN: ' ', SENTRY_SPOTLIGHT: '' })).toBeNull();
  });
  it('sends to the local receiver (Spotlight) without a DSN, every trace sampled', () => {
    expect(errorReportOptions({ SENTRY_SPOTLIGHT: 'http://127.0.0.1:8969/stream' })).toMatchObject({
      spotlight: 'http://127.0.0.1:8969/stream',
      tracesSampleRate: 1,
      environment: 'local',
    });
    expect(errorReportOptions({ SENTRY_SPOTLIGHT: 'http://127.0.0.1:8969/stream' })).not.toHaveProperty('dsn');
  });
  it('sends to the Sentry project of a deployment’s DSN', () => {
    expect(errorReportOptions({ SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2' })).toMatchObject({
      dsn: 'https://key@o1.ingest.sentry.io/2',
      spotlight: false,
      tracesSampleRate: 1,
      environment: 'production',
    });
  });
});
