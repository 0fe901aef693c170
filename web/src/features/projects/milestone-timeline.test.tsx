// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { Project } from '@workhub/domain';
import { MilestoneTimeline } from './milestone-timeline';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const project: Project = {
  id: 'P-1004',
  clientName: 'Nguyen Family',
  apns: [],
  salesforce: { clientName: 'Nguyen Family', address: { street: '8 Oak Ave', city: 'Sacramento', state: 'CA', zip: '95814' } },
  // Opened 2026-01-01; now 2026-04-11 (100 days): a milestone on 2026-01-21 is a fifth of the way.
  milestones: {
    permittingPayment: '2026-01-11T12:00:00.000Z',
    permittingStarted: '2026-01-21T12:00:00.000Z',
    productionPayment: '2026-02-20T12:00:00.000Z',
  },
  buildSlot: null,
  buildSpec: 'v3.2.0',
  delivered: false,
  phase: 'permitting',
  phases: {
    sales: { start: '2026-01-01T12:00:00.000Z', end: '2026-01-21T12:00:00.000Z' },
    permitting: { start: '2026-01-21T12:00:00.000Z' },
  },
  notes: '',
  links: {},
};

describe('the milestone timeline on the client tab', () => {
  it('draws each reached group on its catalogue row, its milestones marked with their dates, and names the others', () => {
    vi.useFakeTimers({ now: Date.parse('2026-04-11T12:00:00.000Z'), toFake: ['Date'] });
    render(<MilestoneTimeline project={project} />);
    const rows = screen.getAllByTestId('timeline-row');
    expect(rows.map((r) => r.dataset.row)).toEqual(['1', '2', '3', '4', '5']);
    const groups = screen.getAllByTestId('timeline-group');
    expect(groups.map((g) => [g.dataset.group, g.closest<HTMLElement>('[data-row]')!.dataset.row])).toEqual([
      ['Permitting', '2'],
      ['Payment', '5'],
    ]);
    expect(groups.map((g) => g.querySelector('.ms-group-name')!.textContent)).toEqual([
      'Permitting 2026-01-21',
      'Payment 2026-01-11 → 2026-02-20',
    ]);
    const payment = groups[1]!;
    expect(payment.style.left).toBe('10%');
    expect(payment.style.width).toBe('40%');
    const marks = [...payment.querySelectorAll<HTMLElement>('[data-testid=timeline-mark]')];
    expect(marks.map((m) => m.getAttribute('aria-label'))).toEqual([
      'Permitting payment 2026-01-11 12:00:00',
      'Production payment 2026-02-20 12:00:00',
    ]);
    expect(marks.map((m) => m.style.left)).toEqual(['0%', '100%']);
    expect(screen.getByTestId('timeline-not-drawn').textContent).toBe(
      'Not reached yet: Sitework (row 4), Manufacturing (row 1), Install (row 3), Final (row 4). ' +
        'No milestones of their own (their work is on the base, pipe and build pages): Sales, Base, Cad, Procurement, Logistics.',
    );
    expect(screen.getByTestId('milestone-timeline').textContent).toContain('2026-01-01 opened');
  });
});
