// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Switch } from './switch';

afterEach(cleanup);

describe('Switch', () => {
  it('is a checkbox with the switch role inside .switch, its props on the checkbox and its text after it', () => {
    const onChange = vi.fn();
    const { container } = render(
      <Switch id="s" aria-label="Dark mode" checked={false} onChange={(e) => onChange(e.target.checked)}>
        <span>Off</span>
      </Switch>,
    );
    const input = screen.getByRole('switch', { name: 'Dark mode' }) as HTMLInputElement;
    expect(input.type).toBe('checkbox');
    expect(input.id).toBe('s');
    expect(input.parentElement).toBe(container.querySelector('span.switch'));
    expect(input.nextElementSibling?.textContent).toBe('Off');
    fireEvent.click(input);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('passes disabled on to the checkbox', () => {
    render(<Switch aria-label="Flag" checked disabled onChange={() => undefined} />);
    const input = screen.getByRole('switch', { name: 'Flag' }) as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect(input.checked).toBe(true);
  });
});
