import { describe, expect, it } from 'vitest';
import type { GeneratorRun } from '@workhub/domain';
import { canRetry, durationText, durationTitle, lastTestRuns, progressOf, runStatusOf, runTitle, timeText } from './run-words';

const run = (over: Partial<GeneratorRun>): GeneratorRun => ({
  id: 'r1',
  kind: 'test',
  generator: 'walls',
  testKey: 't1',
  projectId: 'P-1',
  baseSpecVersion: 'v0.3.0',
  createdBy: 'ada',
  createdAt: '2026-11-24T10:00:00.000Z',
  settings: { logLevel: 2, devWriteLogs: true, runAsJob: true },
  run: { status: 'done', substatus: '', details: '' },
  ...over,
});

describe('run status', () => {
  const now = Date.parse('2026-11-24T10:05:00.000Z');
  it('an in-progress run whose lease ran out is stalled and may be retried; a live one may not', () => {
    const stalled = run({ run: { status: 'inProgress', substatus: '', details: '', leaseUntil: '2026-11-24T10:04:00.000Z' } });
    const live = run({ run: { status: 'inProgress', substatus: '', details: '', leaseUntil: '2026-11-24T10:06:00.000Z' } });
    expect(runStatusOf(stalled, now)).toBe('stalled');
    expect(canRetry(runStatusOf(stalled, now))).toBe(true);
    expect(runStatusOf(live, now)).toBe('inProgress');
    expect(canRetry(runStatusOf(live, now))).toBe(false);
    expect(canRetry('error')).toBe(true);
    expect(canRetry('done')).toBe(false);
  });
});

describe('progressOf', () => {
  it('reads "n of m", "n/m" and percentages; null otherwise', () => {
    expect(progressOf('step 3 of 8: walls')).toBe(3 / 8);
    expect(progressOf('layer 2/4')).toBe(0.5);
    expect(progressOf('40% drawn')).toBe(0.4);
    expect(progressOf('12 of 0')).toBeNull();
    expect(progressOf('drawing walls')).toBeNull();
    expect(progressOf('9 of 8')).toBe(1);
  });
});

describe('words', () => {
  it('names a run and its duration', () => {
    expect(runTitle(run({ kind: 'generate', testKey: undefined }), new Map([['walls', 'Wall framing']]))).toBe('Wall framing on P-1');
    expect(runTitle(run({}))).toBe('Test t1 on P-1');
    expect(durationText('2026-11-24T10:00:00.000Z', '2026-11-24T10:00:04.250Z', 0)).toBe('4.3 s');
    expect(durationText('2026-11-24T10:00:00.000Z', '2026-11-24T10:01:12.000Z', 0)).toBe('1 min 12 s');
    expect(durationText(undefined, undefined, 0)).toBe('—');
  });
});

describe('lastTestRuns', () => {
  it("takes the newer of the service's last run and the live recent runs, per test", () => {
    const old = run({ id: 'a', createdAt: '2026-11-24T09:00:00.000Z' });
    const newer = run({ id: 'b', createdAt: '2026-11-24T10:00:00.000Z', test: { passed: false, failures: ['x'] } });
    const otherTest = run({ id: 'c', testKey: 't2', createdAt: '2026-11-24T11:00:00.000Z' });
    const generateRun = run({ id: 'd', kind: 'generate', testKey: undefined, createdAt: '2026-11-24T12:00:00.000Z' });
    const last = lastTestRuns(['t1', 't2', 't3'], new Map([['t1', old]]), [otherTest, generateRun, newer]);
    expect(last.get('t1')?.id).toBe('b');
    expect(last.get('t2')?.id).toBe('c');
    expect(last.get('t3')).toBeNull();
  });
  it("the live copy of the same run replaces the service's (its verdict arrived since)", () => {
    const answered = run({ id: 'a', run: { status: 'inProgress', substatus: '', details: '' } });
    const live = run({ id: 'a', test: { passed: true, failures: [] } });
    expect(lastTestRuns(['t1'], new Map([['t1', answered]]), [live]).get('t1')).toBe(live);
  });
});

describe('times of a run (one clock, issue 27 item 2)', () => {
  it("writes a stored time in the spec's format, in UTC", () => {
    expect(timeText('2026-11-24T10:21:07.512Z')).toBe('2026-11-24 10:21:07');
    expect(timeText('2026-11-24T23:30:00-02:00')).toBe('2026-11-25 01:30:00');
    expect(timeText(undefined)).toBe('—');
  });
  it('keeps the exact start behind a duration', () => {
    expect(durationTitle('2026-11-24T10:00:00.000Z')).toBe('started 2026-11-24 10:00:00');
  });
});
