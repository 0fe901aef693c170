// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';

const base = vi.hoisted(() => ({ assignBlock: vi.fn() }));
vi.mock('../../services/base-service', () => ({ baseService: base }));
const { useAuthStore } = await import('../../stores/auth-store');
const { BlockAssignments } = await import('./block-assignments');

afterEach(cleanup);
beforeEach(() => {
  vi.clearAllMocks();
  act(() => useAuthStore.setState({ email: 'eero@modulr.example' }));
});

describe('BlockAssignments (POST /base/blocks/assign on the block page)', () => {
  it('lists the assignments and assigns the block to my Onshape document', async () => {
    base.assignBlock.mockResolvedValue({
      name: 'bath-5x8',
      user: 'eero',
      assign: { onshapeUrl: 'https://cad.onshape.com/documents/d1', at: 'x' },
    });
    render(
      <BlockAssignments
        block={{
          name: 'bath-5x8',
          assigns: { ada: { onshapeUrl: 'https://cad.onshape.com/documents/a', at: '2026-11-27T08:00:00.000Z' } },
        }}
      />,
    );
    expect(screen.getByRole('table', { name: 'Assignments' }).textContent).toContain('2026-11-27 08:00:00');
    expect((screen.getByLabelText('User') as HTMLInputElement).value).toBe('eero');
    fireEvent.change(screen.getByLabelText('Onshape URL'), { target: { value: 'https://cad.onshape.com/documents/d1' } });
    fireEvent.change(screen.getByLabelText('Onshape workspace'), { target: { value: 'w9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect((await screen.findByRole('status')).textContent).toBe("bath-5x8 is assigned to eero's Onshape document.");
    expect(base.assignBlock).toHaveBeenCalledWith({
      name: 'bath-5x8',
      user: 'eero',
      onshapeUrl: 'https://cad.onshape.com/documents/d1',
      workspaceId: 'w9',
    });
  });

  it('keeps Assign disabled with the reason for a URL that is not https, without a call', () => {
    render(<BlockAssignments block={{ name: 'bath-5x8', assigns: {} }} />);
    expect(screen.getByTestId('block-assigns-empty')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Onshape URL'), { target: { value: 'http://cad.onshape.com/d' } });
    const button = screen.getByRole('button', { name: 'Assign' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('title')).toBe('onshapeUrl: Must be an https URL');
    fireEvent.click(button);
    expect(base.assignBlock).not.toHaveBeenCalled();
  });

  it("shows the service's refusal", async () => {
    base.assignBlock.mockRejectedValue(new Error('No block bath-5x8'));
    render(<BlockAssignments block={{ name: 'bath-5x8', assigns: {} }} />);
    fireEvent.change(screen.getByLabelText('Onshape URL'), { target: { value: 'https://cad.onshape.com/documents/d1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect((await screen.findByRole('status')).textContent).toBe('Could not assign bath-5x8: No block bath-5x8');
  });
});
