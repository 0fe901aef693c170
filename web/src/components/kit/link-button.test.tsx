// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LinkButton } from './link-button';

afterEach(cleanup);

describe('LinkButton', () => {
  it('is a plain button (never submits a form) with the one link-button class', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <LinkButton onClick={onClick} aria-pressed>
          Clear
        </LinkButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Clear' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('link-button');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('marks a destructive action and keeps an extra class', () => {
    render(
      <LinkButton danger className="row-remove" disabled aria-label="Remove row">
        ×
      </LinkButton>,
    );
    const button = screen.getByRole('button', { name: 'Remove row' }) as HTMLButtonElement;
    expect(button.className).toBe('link-button link-button-danger row-remove');
    expect(button.disabled).toBe(true);
  });
});
