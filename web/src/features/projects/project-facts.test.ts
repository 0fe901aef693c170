import { describe, expect, it } from 'vitest';
import { NEW_STAGE, PIPE_STAGES, type PipeAssembly, type Project } from '@workhub/domain';
import { emptyApprovals } from '@workhub/domain/testing';
import { dependentsSet, matchesFilter, milestoneLabel, missingPrerequisites, nextMilestone, pipelineSummaries } from './project-facts';

const assembly = (projectId: string, statuses: Partial<Record<(typeof PIPE_STAGES)[number], PipeAssembly['pbom']>>): PipeAssembly => {
  const stages = Object.fromEntries(PIPE_STAGES.map((s) => [s, statuses[s] ?? { status: 'done', substatus: '', details: '' }]));
  return {
    projectId,
    assembly: 'm1-bath',
    module: 1,
    assemblyName: 'bath',
    order: 0,
    ...(stages as Pick<PipeAssembly, (typeof PIPE_STAGES)[number]>),
    approvals: emptyApprovals(),
    manualMaterialRequests: [],
    notes: '',
  };
};

describe('project facts', () => {
  it('names milestones in words', () => {
    expect(milestoneLabel('productionPayment')).toBe('Production payment');
    expect(milestoneLabel('permittingStarted')).toBe('Permitting started');
  });

  it('the next milestone is the first not set whose prerequisites are met', () => {
    expect(nextMilestone({})).toBe('permittingPayment');
    expect(nextMilestone({ permittingPayment: 'x' })).toBe('permittingStarted');
    expect(nextMilestone({ permittingPayment: 'x', permittingStarted: 'x' })).toBe('productionPayment');
    // siteworkComplete set but productionComplete not: installStarted still waits.
    const far = { permittingPayment: 'x', permittingStarted: 'x', productionPayment: 'x', productionStarted: 'x', siteworkComplete: 'x' };
    expect(nextMilestone(far)).toBe('productionComplete');
  });

  it('lists missing prerequisites and set dependents', () => {
    expect(missingPrerequisites('installStarted', { siteworkComplete: 'x' })).toEqual(['productionComplete']);
    expect(missingPrerequisites('permittingStarted', {})).toEqual([]);
    expect(dependentsSet('productionStarted', { siteworkComplete: 'x', productionComplete: 'x' })).toEqual([
      'siteworkComplete',
      'productionComplete',
    ]);
  });

  it('filters by client, id or city', () => {
    const project = {
      id: 'P-1004',
      clientName: 'Okafor Family',
      apns: [],
      salesforce: {
        clientName: 'Okafor Family',
        addresses: [{ street: '1 Elm St', city: 'Oakland', state: 'CA', zip: '94601', primary: true }],
      },
    } as unknown as Project;
    expect(matchesFilter(project, 'okafor')).toBe(true);
    expect(matchesFilter(project, 'p-1004')).toBe(true);
    expect(matchesFilter(project, 'OAKL')).toBe(true);
    expect(matchesFilter(project, 'fresno')).toBe(false);
    expect(matchesFilter(project, '  ')).toBe(true);
  });

  it('summarises the pipeline per project: done, error, stalled (lease ran out), running', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    const summaries = pipelineSummaries(
      [
        assembly('P-1', {}),
        assembly('P-1', { pbom: { status: 'error', substatus: 'x', details: '' }, materialRequest: NEW_STAGE, mbom: NEW_STAGE }),
        assembly('P-1', { parts: { status: 'inProgress', substatus: '', details: '', leaseUntil: '2025-12-31T00:00:00Z' } }),
        assembly('P-2', { assign: { status: 'inProgress', substatus: '', details: '', leaseUntil: '2026-01-01T00:01:00Z' } }),
      ],
      now,
    );
    expect(summaries.get('P-1')).toEqual({ assemblies: 3, done: 1, error: 1, stalled: 1, inProgress: 0 });
    expect(summaries.get('P-2')).toEqual({ assemblies: 1, done: 0, error: 0, stalled: 0, inProgress: 1 });
  });
});
