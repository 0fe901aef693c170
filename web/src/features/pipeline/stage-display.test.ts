import { describe, expect, it } from 'vitest';
import { NEW_STAGE, type PipeAssembly, type Stage } from '@workhub/domain';
import { emptyApprovals } from '@workhub/domain/testing';
import { exactWhen, formatDuration, whoAndWhen } from './stage-display';
import { matchesStatus } from './board-view';

const NOW = Date.parse('2026-03-04T12:00:00Z');

describe('formatDuration', () => {
  it('says seconds, minutes, hours and days', () => {
    expect(formatDuration(12_400)).toBe('12 s');
    expect(formatDuration(4 * 60_000 + 5_000)).toBe('4 min');
    expect(formatDuration(3 * 3_600_000 + 5 * 60_000)).toBe('3 h 5 min');
    expect(formatDuration(2 * 3_600_000)).toBe('2 h');
    expect(formatDuration(5 * 86_400_000)).toBe('5 d');
    expect(formatDuration(-1)).toBe('0 s');
  });
});

describe('whoAndWhen', () => {
  const running: Stage = {
    status: 'inProgress',
    substatus: '',
    details: '',
    startedBy: 'ada',
    startedAt: new Date(NOW - 12_000).toISOString(),
    leaseUntil: new Date(NOW + 20_000).toISOString(),
  };
  it('counts a running stage up from its start', () => {
    expect(whoAndWhen(running, 'inProgress', NOW)).toBe('ada · 12 s');
    expect(whoAndWhen(running, 'inProgress', NOW + 60_000)).toBe('ada · 1 min');
  });
  it('says how long ago a stalled stage started', () => {
    expect(whoAndWhen(running, 'stalled', NOW + 3_600_000)).toBe('ada · started 1 h ago');
    // The exact start stays at hand, in the spec's format.
    expect(exactWhen(running, 'stalled')).toBe('started 2026-03-04 11:59:48');
    expect(exactWhen(running, 'inProgress')).toBe('started 2026-03-04 11:59:48');
  });
  it('gives a finished stage its finish time in the spec format (UTC), a new one nothing', () => {
    const done: Stage = { ...running, status: 'done', finishedAt: '2025-03-04T10:00:00Z' };
    expect(whoAndWhen(done, 'done', NOW)).toBe('ada · 2025-03-04 10:00:00');
    expect(exactWhen(done, 'done')).toBeUndefined();
    expect(whoAndWhen(NEW_STAGE, 'new', NOW)).toBe('');
  });
});

describe('matchesStatus', () => {
  const stage = (s: Partial<Stage>): Stage => ({ ...NEW_STAGE, ...s });
  const done = stage({ status: 'done' });
  const assembly = (over: Partial<PipeAssembly>): PipeAssembly => ({
    projectId: 'P-1',
    assembly: 'm1-a',
    module: 1,
    assemblyName: 'a',
    order: 0,
    projectAssembly: done,
    assign: done,
    parts: done,
    reassembly: done,
    pbom: NEW_STAGE,
    materialRequest: NEW_STAGE,
    mbom: NEW_STAGE,
    approvals: emptyApprovals(),
    manualMaterialRequests: [],
    notes: '',
    ...over,
  });
  it('finds a stage whose lease ran out as stalled, not in progress, by the clock alone', () => {
    const a = assembly({ pbom: stage({ status: 'inProgress', leaseUntil: new Date(NOW + 1000).toISOString() }) });
    expect(matchesStatus(a, 'inProgress', NOW, true)).toBe(true);
    expect(matchesStatus(a, 'stalled', NOW, true)).toBe(false);
    expect(matchesStatus(a, 'stalled', NOW + 2000, true)).toBe(true);
    expect(matchesStatus(a, 'inProgress', NOW + 2000, true)).toBe(false);
  });
  it('calls an assembly blocked when its next stage waits for something', () => {
    // The purchasing BOM waits for design approval.
    expect(matchesStatus(assembly({}), 'blocked', NOW, true)).toBe(true);
    const approved = assembly({ approvals: { ...emptyApprovals(), design: [{ user: 'ada', status: 'approved', notes: '' }] } });
    expect(matchesStatus(approved, 'blocked', NOW, true)).toBe(false);
    expect(matchesStatus(approved, 'error', NOW, true)).toBe(false);
    expect(matchesStatus(assembly({ parts: stage({ status: 'error' }) }), 'error', NOW, true)).toBe(true);
    expect(matchesStatus(approved, 'all', NOW, true)).toBe(true);
  });
});
