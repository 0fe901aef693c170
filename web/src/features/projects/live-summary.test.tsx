// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { newPipeAssembly, type Project } from '@workhub/domain';
import { PipelineSummary, ProjectSummary, RawDocument } from './live-summary';

afterEach(cleanup);

const project: Project = {
  id: 'P-1001',
  clientName: 'Rivera Family',
  apns: [],
  salesforce: { clientName: 'Rivera Family', address: { street: '1 Elm St', city: 'Fresno', state: 'CA', zip: '93701' } },
  milestones: { productionPayment: '2026-03-04T14:05:09.000Z', permittingStarted: '2026-02-01T09:00:00.000Z' },
  buildSlot: null,
  buildSpec: 'v3.2.0',
  delivered: false,
  phase: 'permitting',
  phases: {},
  notes: '',
  links: {},
};

describe('the /live summary', () => {
  it('shows the project readable: id, client, phase, and milestones in catalogue order with dates in the one clock', () => {
    render(<ProjectSummary project={project} />);
    const summary = screen.getByTestId('project-summary');
    expect(summary.querySelector('[data-fact="Project"]')!.textContent).toBe('P-1001');
    expect(summary.querySelector('[data-fact="Client"]')!.textContent).toBe('Rivera Family');
    expect(summary.querySelector('[data-fact="Phase"]')!.textContent).toBe('Permitting');
    expect(summary.querySelector('[data-fact="Address"]')!.textContent).toBe('1 Elm St, Fresno, CA 93701');
    const rows = within(screen.getByTestId('summary-milestones'))
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual(['Permitting started2026-02-01 09:00:00', 'Production payment2026-03-04 14:05:09']);
  });

  it('counts each stage’s assemblies by state; a stage whose lease ran out counts as stalled', () => {
    const at = '2026-01-01T00:00:00.000Z';
    const a = newPipeAssembly('P-1001', { assembly: 'm1-a', module: 1, assemblyName: 'a', order: 0 }, at);
    const done = { status: 'done' as const, substatus: '', details: '' };
    const assemblies = [
      { ...a, projectAssembly: done, assign: { status: 'error' as const, substatus: 'Assigned wrong project id?', details: '' } },
      {
        ...a,
        assembly: 'm1-b',
        projectAssembly: done,
        assign: { status: 'inProgress' as const, substatus: '', details: '', leaseUntil: at },
      },
    ];
    render(<PipelineSummary assemblies={assemblies} now={Date.parse('2026-01-02T00:00:00Z')} />);
    const row = (stage: string) => screen.getByTestId('summary-stages').querySelector(`tr[data-stage="${stage}"]`)!;
    const count = (stage: string, key: string) => row(stage).querySelector(`[data-count="${key}"]`)!.textContent;
    expect(count('projectAssembly', 'done')).toBe('2');
    expect(count('assign', 'error')).toBe('1');
    expect(count('assign', 'stalled')).toBe('1');
    expect(count('parts', 'new')).toBe('2');
  });

  it('folds the raw JSON behind "Show the raw document"', () => {
    render(<RawDocument value={{ id: 'P-1001' }} />);
    const details = screen.getByTestId('raw-document') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    fireEvent.click(screen.getByText('Show the raw document'));
    expect(details.open).toBe(true);
    expect(details.querySelector('pre')!.textContent).toContain('"id": "P-1001"');
  });
});
