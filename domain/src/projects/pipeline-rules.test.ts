import { describe, expect, it } from 'vitest';
import { blockingReason, roleApproval, withApproval, currentStage } from './pipeline-rules.js';
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
