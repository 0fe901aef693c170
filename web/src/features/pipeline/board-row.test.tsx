// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { newPipeAssembly, STAGE_LABELS, type PipeStage } from '@workhub/domain';
import { AssemblyRow } from './board-row';

afterEach(cleanup);

const assembly = newPipeAssembly(
  'P-9',
  { assembly: 'm1-chassis', module: 1, assemblyName: 'chassis', order: 0 },
  '2026-01-01T00:00:00.000Z',
);

const row = (a: typeof assembly) =>
  render(
    <MemoryRouter>
      <table>
        <tbody>
          <AssemblyRow assembly={a} hasBase />
        </tbody>
      </table>
    </MemoryRouter>,
  );

describe('AssemblyRow', () => {
  it('shows an assembly the base design no longer has as removed, with the version that removed it', () => {
    row({ ...assembly, removed: { at: '2026-01-02T00:00:00.000Z', version: 'v1.0.2' } });
    expect(screen.getByTestId('board-row').dataset.removed).toBe('true');
    expect(screen.getByTestId('removed-badge').textContent).toBe('removed in v1.0.2');
  });

  it('shows no mark on an assembly the base has', () => {
    row(assembly);
    expect(screen.getByTestId('board-row').dataset.removed).toBeUndefined();
    expect(screen.queryByTestId('removed-badge')).toBeNull();
  });
});

describe('the board cells: blockers stand out, routine waits are quiet', () => {
  const done = { status: 'done' as const, substatus: '', details: '', startedBy: 'ada', finishedAt: '2026-01-02T00:00:00.000Z' };
  const cell = (stage: PipeStage) => screen.getByTestId('board-row').querySelector<HTMLElement>(`[data-stage="${STAGE_LABELS[stage]}"]`)!;

  it('marks a failed stage as a blocker with its reason, and the stages after it as quiet waits', () => {
    row({
      ...assembly,
      projectAssembly: done,
      assign: done,
      parts: { ...done, status: 'error', substatus: 'Could not generate parts.', details: 'Retry after fixing the CAD link' },
    });
    const failed = cell('parts');
    expect(failed.dataset.kind).toBe('blocker');
    expect(failed.className).toContain('cell-blocker');
    expect(failed.textContent).toContain('✕failed');
    expect(within(failed).getByTestId('stage-reason').textContent).toBe('Could not generate parts. — Retry after fixing the CAD link');
    const later = cell('reassembly');
    expect(later.dataset.kind).toBe('waiting');
    expect(later.dataset.waitsOn).toBe('earlier');
    expect(later.textContent).toBe('○waits for parts');
    expect(later.className).not.toContain('cell-blocker');
  });

  it('marks a stalled stage as a blocker', () => {
    const stalled = {
      status: 'inProgress' as const,
      substatus: '',
      details: '',
      startedBy: 'ada',
      startedAt: '2026-01-01T00:00:00.000Z',
      leaseUntil: '2026-01-01T00:00:30.000Z',
    };
    row({ ...assembly, projectAssembly: done, assign: stalled });
    expect(cell('assign').dataset.kind).toBe('blocker');
    expect(cell('assign').dataset.status).toBe('stalled');
    expect(within(cell('assign')).getByTestId('stage-reason').textContent).toMatch(/worker stopped reporting/);
  });

  it('marks a rejected approval as a blocker on its stage, and shows who approved or rejected with their note', () => {
    row({
      ...assembly,
      projectAssembly: done,
      assign: done,
      parts: done,
      reassembly: done,
      approvals: {
        design: [{ user: 'eero', status: 'rejected', notes: 'Header size wrong on gridline B' }],
        management: [{ user: 'frances', status: 'approved', notes: 'Looks good' }],
        production: [],
      },
    });
    expect(cell('pbom').dataset.kind).toBe('blocker');
    expect(cell('pbom').textContent).toContain('rejected');
    expect(within(cell('pbom')).getByTestId('stage-reason').textContent).toBe(
      'design approval rejected by eero: Header size wrong on gridline B',
    );
    const approvals = screen.getByRole('list', { name: 'Approvals' });
    const design = approvals.querySelector<HTMLElement>('[data-role="design"]')!;
    expect(design.className).toContain('approval-rejected');
    // The note is on the page, not only in a tooltip.
    expect(within(design).getByTestId('approval-entry').textContent).toBe('eero: “Header size wrong on gridline B”');
    expect(approvals.querySelector('[data-role="management"]')!.textContent).toContain('frances: “Looks good”');
  });

  it('says a wait for an approval in words, and a stage that can start', () => {
    row({ ...assembly, projectAssembly: done, assign: done, parts: done, reassembly: done });
    expect(cell('pbom').dataset.waitsOn).toBe('approval');
    expect(cell('pbom').textContent).toContain('waiting for design approval');
    row({ ...assembly, projectAssembly: done });
    expect(screen.getAllByTestId('board-row')[1]!.querySelector<HTMLElement>(`[data-stage="CAD"]`)!.textContent).toBe('○ready to start');
  });
});
