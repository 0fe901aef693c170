import { beforeEach, describe, expect, it, vi } from 'vitest';

// The service answers when the test says so, so a second request can be tried while the first is open.
const pending: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
const answerLater = () => new Promise((resolve, reject) => pending.push({ resolve, reject }));
const service = vi.hoisted(() => ({
  workspace: vi.fn(),
  updateWorkspace: vi.fn(),
  assignCad: vi.fn(),
  unassignCad: vi.fn(),
  assignRouting: vi.fn(),
  unassignRouting: vi.fn(),
  usage: vi.fn(),
  commit: vi.fn(),
  deleteWorkspace: vi.fn(),
}));
vi.mock('../../../services/class-parts-service', () => ({ classPartsService: service }));

const { useClassPartWorkspaceStore } = await import('./class-part-workspace-store');
const store = () => useClassPartWorkspaceStore.getState();

describe('class-part workspace store: a fetch or save while saving is ignored (core spec section 5)', () => {
  beforeEach(() => {
    pending.length = 0;
    vi.clearAllMocks();
    service.workspace.mockImplementation(async () => ({ workspace: { id: 'w1', name: 'bath/vanity' }, content: {} }));
    service.usage.mockImplementation(async () => ({ name: 'bath/vanity', buildSpecs: [], classBlocks: [], projects: [] }));
    service.updateWorkspace.mockImplementation(answerLater);
    service.assignRouting.mockImplementation(async () => ({ workspaceId: 'w1', routings: [], ignored: false }));
    service.commit.mockImplementation(async () => ({ version: 'v1.3.0', classPartId: 'bath~vanity-v1.3.0' }));
    service.deleteWorkspace.mockImplementation(async () => ({ deleted: true }));
    store().reset();
  });

  it('ignores saves, assignments, the usage fetch, a commit and a delete while a save is under way, and takes them afterwards', async () => {
    const first = store().save('w1', { description: 'first' });
    expect(store().saving).toBe(true);
    expect(await store().save('w1', { description: 'second' })).toBe(false);
    expect(await store().assignRouting('w1', 'saw-cut')).toBe(false);
    expect(await store().assignCad('w1', 'https://cad.onshape.com/documents/abc')).toBe(false);
    expect(await store().fetchUsage('w1')).toBeUndefined();
    expect(await store().commit('w1', 'message')).toBeUndefined();
    expect(await store().remove('w1')).toBe(false);
    expect(service.updateWorkspace).toHaveBeenCalledTimes(1);
    expect(service.updateWorkspace).toHaveBeenCalledWith('w1', { description: 'first' });
    for (const other of [
      service.assignRouting,
      service.assignCad,
      service.workspace,
      service.usage,
      service.commit,
      service.deleteWorkspace,
    ])
      expect(other).not.toHaveBeenCalled();

    await vi.waitFor(() => expect(pending).toHaveLength(1));
    pending[0]!.resolve({});
    expect(await first).toBe(true);
    expect(store().saving).toBe(false);

    expect(await store().fetchUsage('w1')).toEqual({ name: 'bath/vanity', buildSpecs: [], classBlocks: [], projects: [] });
    expect(service.usage).toHaveBeenCalledWith('bath/vanity');
    expect(store().usage?.workspaceId).toBe('w1');
    expect(await store().commit('w1', '  moved the CNC routing first ')).toEqual({ version: 'v1.3.0', classPartId: 'bath~vanity-v1.3.0' });
    expect(service.commit).toHaveBeenCalledWith('w1', 'moved the CNC routing first');
  });

  it('a failed save ends the saving state and keeps the error, so the user can try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = store().save('w1', { details: 'x' });
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    pending[0]!.reject(new Error('owner: required'));
    expect(await first).toBe(false);
    expect(store().saving).toBe(false);
    expect(store().error?.message).toContain('owner: required');
    service.updateWorkspace.mockImplementationOnce(async () => ({}));
    expect(await store().save('w1', { details: 'x' })).toBe(true);
    expect(store().error).toBeNull();
  });

  it('a commit needs a message: nothing is posted without one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await store().commit('w1', '   ')).toBeUndefined();
    expect(service.commit).not.toHaveBeenCalled();
    expect(store().saving).toBe(false);
  });

  it('tells an ignored routing (unknown id) from an added one', async () => {
    service.assignRouting.mockImplementationOnce(async () => ({ workspaceId: 'w1', routings: [], ignored: true }));
    expect(await store().assignRouting('w1', 'no-such-routing')).toBe('ignored');
    expect(await store().assignRouting('w1', 'saw-cut')).toBe(true);
  });

  it('marks the workspace as being left while its commit runs, and not after a refused one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    service.commit.mockImplementationOnce(answerLater);
    const committing = store().commit('w1', 'done');
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    expect(store().leaving).toBe('w1');
    pending[0]!.resolve({ version: 'v1.3.0', classPartId: 'bath~vanity-v1.3.0' });
    await committing;
    expect(store().leaving).toBe('w1');

    store().reset();
    service.commit.mockImplementationOnce(async () => {
      throw new Error('v1.3.0 of bath/vanity is committed already');
    });
    expect(await store().commit('w1', 'again')).toBeUndefined();
    expect(store().leaving).toBeNull();
  });
});
