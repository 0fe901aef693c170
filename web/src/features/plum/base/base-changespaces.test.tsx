// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';

const base = vi.hoisted(() => ({ createChangespace: vi.fn() }));
vi.mock('../../../services/base-service', () => ({ baseService: base }));
const { ChangespaceForm, changespaceDraft } = await import('./base-changespaces');

afterEach(cleanup);
beforeEach(() => vi.clearAllMocks());

describe('changespaceDraft (the route schema on what was typed)', () => {
  it('takes a name and optional contents, and names the first problem', () => {
    expect(changespaceDraft('base', 'walls', '')).toEqual({ ok: true, input: { application: 'base', name: 'walls' } });
    expect(changespaceDraft('base', 'walls', '[{').ok).toBe(false);
    expect(changespaceDraft('base', 'walls', '[{"id":"a b","data":{}}]')).toEqual({
      ok: false,
      problem: 'contents.0.id: Letters, digits, . _ - only',
    });
    expect(changespaceDraft('base', 'walls', '[{"id":"a","data":{}},{"id":"a","data":{}}]')).toEqual({
      ok: false,
      problem: 'contents.1.id: Content a given twice',
    });
  });
});

describe('ChangespaceForm (POST /base/changespace on /plum/base)', () => {
  it('saves a changespace with its contents and says so', async () => {
    base.createChangespace.mockResolvedValue('cs1');
    render(<ChangespaceForm />);
    fireEvent.change(screen.getByLabelText('Application'), { target: { value: 'pipe' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Rework walls' } });
    fireEvent.change(screen.getByLabelText(/^Contents/), { target: { value: '[{"id":"w1","data":{"len":12}}]' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changespace' }));
    expect((await screen.findByRole('status')).textContent).toBe('Changespace Rework walls saved (cs1) with 1 contents.');
    expect(base.createChangespace).toHaveBeenCalledWith({
      application: 'pipe',
      name: 'Rework walls',
      contents: [{ id: 'w1', data: { len: 12 } }],
    });
  });

  it('keeps Save disabled with the problem for contents the service would refuse', () => {
    render(<ChangespaceForm />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'x' } });
    fireEvent.change(screen.getByLabelText(/^Contents/), { target: { value: '{"id":"w1"}' } });
    const button = screen.getByRole('button', { name: 'Save changespace' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('title')).toMatch(/^contents/);
    expect(base.createChangespace).not.toHaveBeenCalled();
  });
});
