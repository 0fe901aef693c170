// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ErrorNote } from './error-note';

afterEach(cleanup);

describe('ErrorNote', () => {
  it('is a paragraph with the alert role and one class, passing on test ids', () => {
    render(<ErrorNote data-testid="pull-error">The pull failed: offline</ErrorNote>);
    const note = screen.getByRole('alert');
    expect(note.tagName).toBe('P');
    expect(note.className).toBe('error-note');
    expect(note.textContent).toBe('The pull failed: offline');
    expect(note.getAttribute('data-testid')).toBe('pull-error');
  });

  it('is a span inside a line when inline', () => {
    render(<ErrorNote inline>Not saved</ErrorNote>);
    const note = screen.getByRole('alert');
    expect(note.tagName).toBe('SPAN');
    expect(note.className).toBe('error-note');
  });
});
