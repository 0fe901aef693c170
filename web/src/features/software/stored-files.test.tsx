// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { StorageObjectDoc } from '@workhub/domain';

const storage = vi.hoisted(() => ({ postBundle: vi.fn(), postBaseFile: vi.fn(), delete: vi.fn() }));
const cloud = vi.hoisted(() => ({ get: vi.fn(), delete: vi.fn() }));
vi.mock('../../services/storage-service', () => ({ SHARED_APP: 'workhub', storageService: storage }));
vi.mock('../../services/cloud-service', () => ({ cloudService: cloud }));
const { useAuthStore } = await import('../../stores/auth-store');
const { StoreFiles, StoredFileActions, deleteRefusal } = await import('./stored-files');

afterEach(cleanup);
beforeEach(() => vi.clearAllMocks());

const file = (over: Partial<StorageObjectDoc> = {}): StorageObjectDoc => ({
  id: 'x',
  app_name: 'workhub',
  project: 'P-1',
  key: 'walls/north.json',
  version: 0,
  type: 'json',
  bytes: 12,
  contentType: 'application/json',
  isVersioned: false,
  created: '2026-11-28T10:00:00.000Z',
  createdBy: 'eero@modulr.example',
  ...over,
});

const signIn = (email: string, isWorkspaceAdmin: boolean) =>
  act(() => useAuthStore.setState({ email, roles: { isWorkspaceAdmin, isSoftwareEng: false } }));

describe('deleteRefusal (the storage and cloud services rule)', () => {
  it('lets an admin delete anything, others only their own files outside the shared folder', () => {
    expect(deleteRefusal(file({ project: 'global' }), { email: 'a@x', isWorkspaceAdmin: true })).toBeNull();
    expect(deleteRefusal(file(), { email: 'eero@modulr.example', isWorkspaceAdmin: false })).toBeNull();
    expect(deleteRefusal(file({ project: 'global' }), { email: 'eero@modulr.example', isWorkspaceAdmin: false })).toMatch(
      /workspace admins only/,
    );
    expect(deleteRefusal(file(), { email: 'ada@modulr.example', isWorkspaceAdmin: false })).toBe(
      'Stored by eero@modulr.example: only they or a workspace admin may delete it',
    );
  });
});

describe('StoredFileActions', () => {
  it('deletes a JSON file through the storage service after a confirmation', async () => {
    signIn('eero@modulr.example', false);
    storage.delete.mockResolvedValue({ deleted: ['x'] });
    render(<StoredFileActions file={file()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete walls/north.json' }));
    expect(storage.delete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete walls/north.json for good' }));
    await vi.waitFor(() => expect(storage.delete).toHaveBeenCalledWith({ app_name: 'workhub', project: 'P-1', key: 'walls/north.json' }));
    expect(cloud.delete).not.toHaveBeenCalled();
  });

  it('deletes an uploaded binary through the cloud service and shows a refusal', async () => {
    signIn('a@x', true);
    cloud.delete.mockRejectedValue(new Error('images/a.png does not exist'));
    render(<StoredFileActions file={file({ key: 'images/a.png', type: 'base64', contentType: 'image/png', project: 'global' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete images/a.png' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete images/a.png for good' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Could not delete images/a.png: images/a.png does not exist');
    expect(cloud.delete).toHaveBeenCalledWith({ app_name: 'workhub', project: 'global', key: 'images/a.png' });
    expect(storage.delete).not.toHaveBeenCalled();
  });

  it('disables Delete with the reason for someone the service would refuse', () => {
    signIn('ada@modulr.example', false);
    render(<StoredFileActions file={file()} />);
    const button = screen.getByRole('button', { name: 'Delete walls/north.json' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('title')).toBe('Stored by eero@modulr.example: only they or a workspace admin may delete it');
  });

  it("downloads the file's bytes read through the cloud service", async () => {
    signIn('ada@modulr.example', false);
    cloud.get.mockResolvedValue(new Blob(['{}'], { type: 'application/json' }));
    const createObjectURL = vi.fn(() => 'blob:x');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    render(<StoredFileActions file={file()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download walls/north.json' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(cloud.get).toHaveBeenCalledWith({ app_name: 'workhub', project: 'P-1', key: 'walls/north.json' });
    expect(createObjectURL).toHaveBeenCalled();
    click.mockRestore();
  });
});

describe('StoreFiles', () => {
  it('stores a datatype file as JSON and says what it stored', async () => {
    storage.postBundle.mockResolvedValue({ object: { key: 'walls/north.json', bytes: 9 } });
    render(<StoreFiles />);
    fireEvent.change(screen.getByLabelText('Datatype'), { target: { value: 'walls' } });
    fireEvent.change(screen.getByLabelText('File name'), { target: { value: 'north' } });
    fireEvent.change(screen.getByLabelText('JSON'), { target: { value: '{"a":1}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Store datatype file' }));
    expect((await screen.findByRole('status')).textContent).toBe('Stored walls/north.json (9 B).');
    expect(storage.postBundle).toHaveBeenCalledWith('walls', 'north', { a: 1 });
  });

  it('refuses text that is not JSON without a call', async () => {
    render(<StoreFiles />);
    fireEvent.change(screen.getByLabelText('Datatype'), { target: { value: 'walls' } });
    fireEvent.change(screen.getByLabelText('File name'), { target: { value: 'north' } });
    fireEvent.change(screen.getByLabelText('JSON'), { target: { value: '{a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Store datatype file' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^Not JSON/);
    expect(storage.postBundle).not.toHaveBeenCalled();
  });

  it('stores a base file as base64 under its name without the global_data/ prefix', async () => {
    storage.postBaseFile.mockResolvedValue({ object: { key: 'images/logo.png', bytes: 3, contentType: 'image/png' } });
    render(<StoreFiles />);
    const picked = new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('File'), { target: { files: [picked] } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'global_data/images/logo.png' } });
    fireEvent.click(screen.getByRole('button', { name: 'Store base file' }));
    expect((await screen.findByRole('status')).textContent).toBe('Stored images/logo.png (3 B, image/png).');
    expect(storage.postBaseFile).toHaveBeenCalledWith('images/logo.png', 'AQID', 'image/png');
  });
});
