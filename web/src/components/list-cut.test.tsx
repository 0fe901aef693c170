// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ListCutNotice, listCutText } from './list-cut';

afterEach(cleanup);

describe('ListCutNotice', () => {
  it('says when a list read at its limit was cut, and nothing below the limit', () => {
    expect(listCutText(999, 1000, 'projects')).toBeNull();
    expect(listCutText(1000, 1000, 'projects')).toBe('Showing the first 1000 projects; more exist and are not shown.');
    const { rerender } = render(<ListCutNotice count={3} limit={4} noun="class-part versions" />);
    expect(screen.queryByTestId('list-cut')).toBeNull();
    rerender(<ListCutNotice count={4} limit={4} noun="class-part versions" />);
    expect(screen.getByTestId('list-cut').textContent).toBe('Showing the first 4 class-part versions; more exist and are not shown.');
  });
});
