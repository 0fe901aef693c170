import { describe, expect, it } from 'vitest';
import { errorReportOptions, reportingLogger } from './error-reports.js';

describe('collab-server error reports', () => {
  it('are configured by the environment: off without a DSN or the local receiver, every trace sampled when on', () => {
    expect(errorReportOptions({})).toBeNull();
    expect(errorReportOptions({ SENTRY_SPOTLIGHT: 'http://127.0.0.1:8969/stream' })).toMatchObject({
      spotlight: 'http://127.0.0.1:8969/stream',
      tracesSampleRate: 1,
    });
    expect(errorReportOptions({ SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2' })).toMatchObject({
      dsn: 'https://key@o1.ingest.sentry.io/2',
      tracesSampleRate: 1,
    });
  });

  it('report each error line of the log, which names the report, and leave info lines alone', () => {
    const lines: string[] = [];
    const log = reportingLogger({ info: (l) => lines.push(`info ${l}`), error: (l) => lines.push(`error ${l}`) });
    log.info('collab-server listening');
    log.error('collab-server: loading room "w1" failed: disk full');
    expect(lines[0]).toBe('info collab-server listening');
    expect(lines[1]).toMatch(/^error collab-server: loading room "w1" failed: disk full \(error report [0-9a-f]{32}\)$/);
  });
});
