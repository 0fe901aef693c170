// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { VersionedWorkspace } from '@workhub/domain';
import { SpaceList } from './space-list';
import { FailureBox } from './failure';

afterEach(cleanup);

const space = (over: Partial<VersionedWorkspace>): VersionedWorkspace => ({
  id: 'sp-1',
  creator: 'ada',
  deleted: false,
  major: 1,
  minor: 2,
  patch: 0,
  name: 'kitchen',
  projectId: 'P-1001',
  status: 'new',
  workspaceName: 'kitchen w1.2.0',
  workspaceType: 'space',
  type: 'json',
  created: '2026-01-02T03:04:05.000Z',
  modified: '2026-01-02T03:04:05.000Z',
  contentBytes: 10,
  contentChunks: 1,
  ...over,
});

describe('SpaceList', () => {
  it('shows each state with its badge and the version as w… until committed, v… after', () => {
    const spaces = [
      space({ id: 'a', name: 'a', status: 'new' }),
      space({ id: 'b', name: 'b', status: 'patched' }),
      space({ id: 'c', name: 'c', status: 'candidate', activeCandidate: 'cand-1' }),
      space({ id: 'd', name: 'd', status: 'committed' }),
      space({ id: 'e', name: 'e', status: 'patched', deleted: true }),
    ];
    const onTrash = vi.fn();
    render(
      <MemoryRouter>
        <SpaceList spaces={spaces} onTrash={onTrash} />
      </MemoryRouter>,
    );
    const rows = screen.getAllByTestId('space-row');
    expect(rows.map((r) => within(r).getByTestId('space-status').textContent)).toEqual([
      'New',
      'Patched',
      'Candidate',
      'Committed',
      'In the trash',
    ]);
    expect(rows.map((r) => within(r).getByTestId('space-version').textContent)).toEqual(['w1.2.0', 'w1.2.0', 'w1.2.0', 'v1.2.0', 'w1.2.0']);
    expect(within(rows[0]!).getByText('2026-01-02 03:04:05')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'a' }).getAttribute('href')).toBe('/space/a');
    // A space in the trash cannot be trashed again.
    expect(within(rows[4]!).queryByRole('button')).toBeNull();
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Trash' }));
    expect(onTrash).toHaveBeenCalledWith(spaces[1]);
  });
});

describe('FailureBox', () => {
  it('names the failure, its kind and the fields at fault', () => {
    render(
      <FailureBox
        title="The patch was not applied"
        failure={{
          message: 'Operation 1 (remove /layers/nope): the path does not exist',
          status: 422,
          fieldErrors: { patch: 'does not apply' },
        }}
      />,
    );
    const box = screen.getByRole('alert');
    expect(box.textContent).toContain('The patch was not applied — The patch does not apply');
    expect(box.textContent).toContain('remove /layers/nope');
    expect(box.textContent).toContain('patch: does not apply');
  });
});
