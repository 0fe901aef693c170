import { describe, expect, it } from 'vitest';
import {
  blockingReason,
  classifyBoardCell,
  classifyStageCell,
  roleApproval,
  stageBlock,
  withApproval,
  currentStage,
} from './pipeline-rules.js';
import { emptyApprovals } from './approvals.testing.js';
import { NEW_STAGE, PIPE_STAGES, type PipeAssembly } from './pipe.js';
import { stageDisplayStatus, stageIsRunning } from './background-jobs.js';

const done = { status: 'done' as const, substatus: '', details: '' };
function assembly(doneUntil: number, approvals = emptyApprovals()): PipeAssembly {
  const a = {
    projectId: 'P-1',
    assembly: 'm1-bath',
    module: 1,
    assemblyName: 'bath',
    order: 0,
    approvals,
    manualMaterialRequests: [],
    notes: '',
  } as unknown as PipeAssembly;
  PIPE_STAGES.forEach((s, i) => Object.assign(a, { [s]: i < doneUntil ? done : NEW_STAGE }));
  return a;
}
const entry = (user: string, status: 'approved' | 'rejected' | 'pending', notes = '') => ({ user, status, notes });

describe('pipeline gates', () => {
  it('needs the base for the project assembly, then each stage the one before', () => {
    expect(blockingReason(assembly(0), 'projectAssembly', { hasBase: false })).toBe('waiting for the base design');
    expect(blockingReason(assembly(0), 'projectAssembly', { hasBase: true })).toBeUndefined();
    expect(blockingReason(assembly(1), 'parts', { hasBase: true })).toBe('waiting for CAD assignment');
    expect(blockingReason(assembly(2), 'parts', { hasBase: true })).toBeUndefined();
  });

  it('blocks every stage of an assembly the base design no longer defines', () => {
    const removed = { ...assembly(2), removed: { at: '2026-11-20T09:00:00.000Z', version: 'v1.0.3' } };
    for (const stage of ['projectAssembly', 'parts', 'pbom'] as const)
      expect(blockingReason(removed, stage, { hasBase: true })).toBe('removed in v1.0.3: does not run');
  });

  it('gates the BOMs and the material request on the roles', () => {
    expect(blockingReason(assembly(4), 'pbom', { hasBase: true })).toBe('waiting for design approval');
    const approved = withApproval(emptyApprovals(), 'design', entry('eero', 'approved'));
    expect(blockingReason(assembly(4, approved), 'pbom', { hasBase: true })).toBeUndefined();
    expect(blockingReason(assembly(5, approved), 'materialRequest', { hasBase: true })).toBe('waiting for management approval');
    expect(blockingReason(assembly(6, approved), 'mbom', { hasBase: true })).toBe('waiting for production approval');
    const rejected = withApproval(approved, 'design', entry('zaha', 'rejected', 'Header size wrong'));
    expect(blockingReason(assembly(4, rejected), 'pbom', { hasBase: true })).toBe('design approval rejected by zaha: Header size wrong');
  });

  it('says who can give a missing approval when the approvers are known', () => {
    const approvers = { design: ['Eero Saarinen'], management: [], production: ['Ken Thompson', 'Jean Prouve'] };
    const approved = withApproval(emptyApprovals(), 'design', entry('eero', 'approved'));
    expect(blockingReason(assembly(4), 'pbom', { hasBase: true, approvers })).toBe('waiting for design approval — Eero Saarinen');
    expect(blockingReason(assembly(5, approved), 'materialRequest', { hasBase: true, approvers })).toBe(
      'waiting for management approval — nobody holds the management approver role yet',
    );
    expect(blockingReason(assembly(6, approved), 'mbom', { hasBase: true, approvers })).toBe(
      'waiting for production approval — Ken Thompson or Jean Prouve',
    );
  });

  it("replaces a user's earlier entry for a role, keeps other users and roles", () => {
    let a = withApproval(emptyApprovals(), 'design', entry('eero', 'rejected', 'no'));
    a = withApproval(a, 'design', entry('zaha', 'approved'));
    a = withApproval(a, 'production', entry('eero', 'approved'));
    a = withApproval(a, 'design', entry('eero', 'approved', 'fixed'));
    expect(a.design).toEqual([entry('zaha', 'approved'), entry('eero', 'approved', 'fixed')]);
    expect(a.production).toHaveLength(1);
    expect(roleApproval(a.design)).toBe('approved');
    expect(roleApproval([])).toBe('none');
    expect(roleApproval([entry('x', 'pending')])).toBe('pending');
  });

  it('finds the current stage', () => {
    expect(currentStage(assembly(3))).toBe('reassembly');
    expect(currentStage(assembly(7))).toBeUndefined();
  });
});

describe('stalled stages', () => {
  const now = Date.parse('2026-11-24T10:00:00Z');
  it('shows inProgress with a lapsed lease as stalled, and lets it start again', () => {
    const running = { status: 'inProgress' as const, leaseUntil: '2026-11-24T10:00:20Z' };
    const dead = { status: 'inProgress' as const, leaseUntil: '2026-11-24T09:59:59Z' };
    expect(stageDisplayStatus(running, now)).toBe('inProgress');
    expect(stageIsRunning(running, now)).toBe(true);
    expect(stageDisplayStatus(dead, now)).toBe('stalled');
    expect(stageIsRunning(dead, now)).toBe(false);
    expect(stageDisplayStatus({ status: 'done' }, now)).toBe('done');
  });
});

describe('classifying a board cell (blocker, in progress, waiting, done)', () => {
  const NOW = Date.parse('2026-03-04T12:00:00Z');
  const opts = { hasBase: true, now: NOW };
  it('makes a failed stage a blocker with its reason in words', () => {
    const failed = { status: 'error' as const, substatus: 'Could not generate parts.', details: 'Retry after fixing the CAD link' };
    const a = { ...assembly(2), parts: failed };
    expect(classifyBoardCell(a, 'parts', opts)).toEqual({
      kind: 'blocker',
      status: 'error',
      headline: 'failed',
      reason: 'Could not generate parts. — Retry after fixing the CAD link',
    });
    // A failure with no words still says what to do.
    expect(classifyStageCell({ status: 'error', substatus: '', details: '' }, undefined, NOW).reason).toMatch(/function logs/);
  });
  it('makes a stage whose lease ran out a blocker (stalled), and a live one in progress, by the clock', () => {
    const running = { status: 'inProgress' as const, substatus: '', details: '', leaseUntil: new Date(NOW + 1000).toISOString() };
    expect(classifyStageCell(running, undefined, NOW).kind).toBe('inProgress');
    const stalled = classifyStageCell(running, undefined, NOW + 2000);
    expect(stalled).toMatchObject({ kind: 'blocker', status: 'stalled', headline: 'stalled' });
    expect(stalled.reason).toMatch(/worker stopped/);
  });
  it('makes a rejected approval a blocker that says who rejected it and why', () => {
    const a = assembly(4, { ...emptyApprovals(), design: [entry('eero', 'rejected', 'Header size wrong on gridline B')] });
    expect(classifyBoardCell(a, 'pbom', opts)).toEqual({
      kind: 'blocker',
      status: 'new',
      headline: 'rejected',
      reason: 'design approval rejected by eero: Header size wrong on gridline B',
    });
  });
  it('keeps a wait for an earlier stage quiet: waiting, short words, no reason line', () => {
    expect(classifyBoardCell(assembly(2), 'pbom', opts)).toEqual({
      kind: 'waiting',
      status: 'new',
      headline: 'waits for reassembly',
      waitsOn: 'earlier',
    });
    expect(stageBlock(assembly(2), 'pbom', { hasBase: true })).toEqual({
      kind: 'earlier',
      reason: 'waiting for reassembly',
      waitsFor: 'reassembly',
    });
  });
  it('says a wait for an approval with who can give it, a stage ready to start, and a removed one', () => {
    const waiting = classifyBoardCell(assembly(4), 'pbom', {
      ...opts,
      approvers: { design: ['Zaha Hadid'], management: [], production: [] },
    });
    expect(waiting).toMatchObject({ kind: 'waiting', waitsOn: 'approval', headline: 'needs approval' });
    expect(waiting.reason).toBe('waiting for design approval — Zaha Hadid');
    expect(classifyBoardCell(assembly(2), 'parts', opts)).toEqual({
      kind: 'waiting',
      status: 'new',
      headline: 'ready to start',
      waitsOn: 'nothing',
    });
    const removed = { ...assembly(2), removed: { at: '2026-03-01T00:00:00Z', version: 'v1.0.2' } };
    expect(classifyBoardCell(removed, 'parts', opts)).toMatchObject({
      kind: 'waiting',
      waitsOn: 'removed',
      reason: 'removed in v1.0.2: does not run',
    });
  });
  it('calls a done stage done, and ignores the gates of a stage that already ran', () => {
    expect(classifyBoardCell(assembly(7), 'mbom', opts)).toEqual({ kind: 'done', status: 'done', headline: 'done' });
    // Done despite a later rejection: the work stands (the rejection shows in the approvals column).
    const a = assembly(7, { ...emptyApprovals(), design: [entry('ada', 'rejected')] });
    expect(classifyBoardCell(a, 'pbom', opts).kind).toBe('done');
  });
});
