// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { StatusBadge } from './status-badge';

afterEach(cleanup);

describe('StatusBadge', () => {
  it('shows its text with a tone (neutral by default)', () => {
    render(
      <>
        <StatusBadge data-testid="a">Inactive</StatusBadge>
        <StatusBadge data-testid="b" tone="ok" className="extra">
          Active
        </StatusBadge>
      </>,
    );
    const a = screen.getByTestId('a');
    expect(a.textContent).toBe('Inactive');
    expect(a.className).toBe('status-badge');
    expect(a.dataset.tone).toBe('neutral');
    const b = screen.getByTestId('b');
    expect(b.className).toBe('status-badge extra');
    expect(b.dataset.tone).toBe('ok');
  });
});
