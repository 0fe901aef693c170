// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CommitInput, CommitTextArea } from './commit-input';

afterEach(cleanup);

describe('CommitInput', () => {
  it('commits on Enter and on blur, reverts on Escape', () => {
    const onCommit = vi.fn();
    render(<CommitInput aria-label="name" value="a" onCommit={onCommit} />);
    const input = screen.getByLabelText('name') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'b' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onCommit).toHaveBeenLastCalledWith('b');
    input.focus();
    fireEvent.change(input, { target: { value: 'c' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('a');
    expect(document.activeElement).not.toBe(input);
    expect(onCommit).toHaveBeenCalledTimes(1); // the blur after Escape commits nothing
    fireEvent.change(input, { target: { value: 'd' } });
    fireEvent.blur(input);
    expect(onCommit).toHaveBeenLastCalledWith('d');
    expect(onCommit).toHaveBeenCalledTimes(2);
  });

  it('converts number inputs to numbers and ignores unchanged values', () => {
    const onCommit = vi.fn();
    render(<CommitInput aria-label="qty" type="number" value={3} onCommit={onCommit} />);
    const input = screen.getByLabelText('qty');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '12.5' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onCommit).toHaveBeenCalledWith(12.5);
  });

  it('an empty number field commits nothing and shows the value again (not 0)', () => {
    const onCommit = vi.fn();
    render(<CommitInput aria-label="qty" type="number" value={7} onCommit={onCommit} />);
    const input = screen.getByLabelText('qty') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onCommit).not.toHaveBeenCalled();
    expect(input.value).toBe('7');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(onCommit).not.toHaveBeenCalled();
    expect(input.value).toBe('7');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.blur(input);
    expect(onCommit).toHaveBeenCalledWith(0);
  });

  it('text areas commit on Enter but not Shift+Enter', () => {
    const onCommit = vi.fn();
    render(<CommitTextArea aria-label="notes" value="" onCommit={onCommit} />);
    const area = screen.getByLabelText('notes');
    fireEvent.change(area, { target: { value: 'x' } });
    fireEvent.keyDown(area, { key: 'Enter', shiftKey: true });
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.keyDown(area, { key: 'Enter' });
    expect(onCommit).toHaveBeenCalledWith('x');
  });
});
