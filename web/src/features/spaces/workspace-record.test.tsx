// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';

const firebase = vi.hoisted(() => ({ workspace: vi.fn(), content: vi.fn() }));
const ws = vi.hoisted(() => ({ create: vi.fn(), trash: vi.fn(), update: vi.fn(), putEntries: vi.fn(), setEntryFields: vi.fn() }));
vi.mock('../../services/firebase-service', () => ({ firebaseService: firebase }));
vi.mock('../../services/workspace-service', () => ({ workspaceService: ws }));
const { useAuthStore } = await import('../../stores/auth-store');
const { WorkspaceRecord } = await import('./workspace-record');

afterEach(cleanup);

const doc = {
  id: 'w1',
  creator: 'eero',
  deleted: false,
  major: 1,
  minor: 2,
  patch: 0,
  name: 'kitchen',
  workspaceName: 'kitchen draft',
  status: 'new',
  workspaceType: 'space',
};
const entries = [
  { documentId: 'json', documentType: 'json', data: {} },
  { documentId: 'notes', documentType: 'note', message: 'hello' },
];

beforeEach(() => {
  vi.clearAllMocks();
  firebase.workspace.mockResolvedValue({ workspace: doc });
  firebase.content.mockResolvedValue({ workspaceId: 'w1', entries });
});

async function open(user: string, isWorkspaceAdmin = false) {
  act(() => useAuthStore.setState({ user, roles: { isWorkspaceAdmin, isSoftwareEng: false } }));
  render(
    <MemoryRouter>
      <WorkspaceRecord workspaceId="w1" />
    </MemoryRouter>,
  );
  const details = screen.getByTestId('workspace-record') as HTMLDetailsElement;
  details.open = true;
  fireEvent(details, new Event('toggle'));
  await screen.findByRole('table', { name: 'Content entries' });
}

describe('WorkspaceRecord (the workspace endpoints on a space or class-part workspace page)', () => {
  it('reads the document and its entries through the Firebase service', async () => {
    await open('eero');
    expect(firebase.workspace).toHaveBeenCalledWith('w1');
    expect(firebase.content).toHaveBeenCalledWith('w1');
    const table = screen.getByRole('table', { name: 'Content entries' });
    expect(within(table).getByText('notes')).toBeTruthy();
    expect(screen.getByTestId('workspace-record-deleted').textContent).toBe('no');
  });

  it('saves only the changed settings (PUT /workspace) and reads again', async () => {
    ws.update.mockResolvedValue({ workspace: doc });
    await open('eero');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'review' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect((await screen.findByRole('status')).textContent).toBe('Settings saved.');
    expect(ws.update).toHaveBeenCalledWith('w1', { status: 'review' });
    expect(firebase.workspace).toHaveBeenCalledTimes(2);
  });

  it('trashes after a confirmation (DELETE /workspace)', async () => {
    ws.trash.mockResolvedValue({ workspace: { ...doc, deleted: true } });
    await open('eero');
    fireEvent.click(screen.getByRole('button', { name: 'Move to the trash' }));
    expect(ws.trash).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Trash it' }));
    expect((await screen.findByRole('status')).textContent).toBe('Moved to the trash.');
    expect(ws.trash).toHaveBeenCalledWith('w1');
  });

  it("sets an entry's fields (PUT /workspace_content) and adds one (POST /workspace_content); a space's content stays locked", async () => {
    ws.setEntryFields.mockResolvedValue({ entry: {} });
    ws.putEntries.mockResolvedValue({ documentIds: ['extra'] });
    await open('frances', true);
    expect(screen.getByRole('button', { name: 'Edit json' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Edit notes' }));
    fireEvent.change(screen.getByLabelText('Fields of notes'), { target: { value: '{"message":"bye"}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save notes' }));
    expect((await screen.findByRole('status')).textContent).toBe('Entry notes saved.');
    expect(ws.setEntryFields).toHaveBeenCalledWith('w1', { documentId: 'notes', message: 'bye' });

    fireEvent.change(screen.getByLabelText('Entry id'), { target: { value: 'extra' } });
    fireEvent.change(screen.getByLabelText('Entry type'), { target: { value: 'note' } });
    fireEvent.change(screen.getByLabelText('Entry fields (JSON)'), { target: { value: '{"name":"x"}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add or replace entry' }));
    await vi.waitFor(() => expect(ws.putEntries).toHaveBeenCalledWith('w1', { name: 'x', documentId: 'extra', documentType: 'note' }));
  });

  it('copies as a new workspace without the version service content (POST /workspace) and links to it', async () => {
    ws.create.mockResolvedValue({ workspaceId: 'w2' });
    await open('ada');
    fireEvent.click(screen.getByRole('button', { name: 'Copy as a new workspace' }));
    expect((await screen.findByTestId('workspace-copy-link')).getAttribute('href')).toBe('/space/w2');
    expect(ws.create).toHaveBeenCalledWith(
      { workspaceType: 'space', name: 'kitchen', workspaceName: 'kitchen draft (copy)', status: 'new', major: 1, minor: 2, patch: 0 },
      [entries[1]],
    );
  });

  it('disables the changes with the reason for someone who is neither the creator nor an admin', async () => {
    await open('ada');
    const trash = screen.getByRole('button', { name: 'Move to the trash' });
    expect(trash).toHaveProperty('disabled', true);
    expect(trash.getAttribute('title')).toBe('Only the creator of the workspace or a workspace admin may change it');
    expect(screen.getByRole('button', { name: 'Save settings' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Edit notes' })).toHaveProperty('disabled', true);
  });
});
