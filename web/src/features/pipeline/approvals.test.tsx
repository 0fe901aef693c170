// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { withApproval } from '@workhub/domain';
import { emptyApprovals } from '@workhub/domain/testing';
import { WhoCanApprove } from './approvals';

afterEach(cleanup);

const names = { design: ['Ada Lovelace', 'Eero Saarinen', 'Zaha Hadid'], management: ['Grace Hopper', 'Frances Allen'], production: [] };
const entry = (user: string, status: 'approved' | 'rejected' | 'pending') => ({ user, status, notes: '' });

describe('WhoCanApprove', () => {
  it('names who can act on each role not approved that the user does not hold; a rejection stands until its author changes it', () => {
    let approvals = withApproval(emptyApprovals(), 'design', entry('eero', 'approved'));
    approvals = withApproval(approvals, 'management', entry('grace', 'rejected'));
    render(<WhoCanApprove approvals={approvals} names={names} mine={[]} />);
    const items = screen.getAllByRole('listitem').map((li) => [li.dataset.role, li.textContent]);
    expect(items).toEqual([
      ['management', 'management approval rejected by grace — it stands until grace changes it'],
      ['production', 'waiting for production approval — nobody holds the production approver role yet'],
    ]);
  });

  it('leaves out the roles the user holds, and shows nothing before the approvers are known', () => {
    const { container, rerender } = render(<WhoCanApprove approvals={emptyApprovals()} names={null} mine={[]} />);
    expect(container.textContent).toBe('');
    rerender(<WhoCanApprove approvals={emptyApprovals()} names={names} mine={['design', 'production']} />);
    expect(screen.getByRole('list', { name: 'Who can approve' }).textContent).toBe(
      'waiting for management approval — Grace Hopper or Frances Allen',
    );
  });
});
