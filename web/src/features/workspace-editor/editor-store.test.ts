import { beforeEach, describe, expect, it, vi } from 'vitest';

// The service answers when the test says so, so a second request can be tried while the first is open.
const pending: { resolve: (value: unknown) => void }[] = [];
const answerLater = () => new Promise((resolve) => pending.push({ resolve }));
const service = vi.hoisted(() => ({
  blockWorkspace: vi.fn(),
  saveBlockWorkspace: vi.fn(),
  commitBlockWorkspace: vi.fn(),
}));
vi.mock('../../services/base-service', () => ({ baseService: service }));

const { useEditorStore } = await import('./editor-store');

describe('editor store: workspace fetch and save while saving (core spec section 5)', () => {
  beforeEach(() => {
    pending.length = 0;
    vi.clearAllMocks();
    service.blockWorkspace.mockImplementation(async () => ({
      workspace: { id: 'w1', name: 'base/blocks/b' },
      content: { data: { name: 'b', width: 1, height: 1, layers: {} } },
    }));
    service.saveBlockWorkspace.mockImplementation(answerLater);
    service.commitBlockWorkspace.mockImplementation(async () => 'v1.1.0');
    useEditorStore.getState().reset();
  });

  it('ignores a second save and a fetch while a save is under way, and takes them again afterwards', async () => {
    const first = useEditorStore.getState().commit('w1', {}, 'first');
    expect(useEditorStore.getState().saving).toBe(true);
    expect(await useEditorStore.getState().commit('w1', {}, 'second')).toBeUndefined();
    expect(await useEditorStore.getState().loadContent('w1')).toBeUndefined();
    expect(service.saveBlockWorkspace).toHaveBeenCalledTimes(1);
    expect(service.blockWorkspace).not.toHaveBeenCalled();

    await vi.waitFor(() => expect(pending).toHaveLength(1));
    pending[0]!.resolve(null);
    expect(await first).toBe('v1.1.0');
    expect(service.commitBlockWorkspace).toHaveBeenCalledTimes(1);
    expect(service.commitBlockWorkspace).toHaveBeenCalledWith('w1', 'first');
    expect(useEditorStore.getState().saving).toBe(false);

    expect(await useEditorStore.getState().loadContent('w1')).toMatchObject({ name: 'b' });
    expect(service.blockWorkspace).toHaveBeenCalledTimes(1);
  });

  it('a failed save ends the saving state, so the user can try again', async () => {
    service.saveBlockWorkspace.mockImplementationOnce(async () => {
      throw new Error('down');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await useEditorStore.getState().commit('w1', {}, 'first')).toBeUndefined();
    expect(useEditorStore.getState().saving).toBe(false);
    expect(useEditorStore.getState().committing).toBe(false);
  });
});

describe('editor store: the selection (issue 26)', () => {
  beforeEach(() => useEditorStore.getState().reset());

  it('selects one, many, adds with Shift and toggles; the last picked is the one the panels show', () => {
    const s = () => useEditorStore.getState();
    s().select('1:1');
    expect([s().selection, s().selected]).toEqual([['1:1'], '1:1']);
    s().selectMany(['1:2', '1:3']);
    expect([s().selection, s().selected]).toEqual([['1:2', '1:3'], '1:3']);
    s().selectMany(['1:1', '1:2'], true);
    expect([s().selection, s().selected]).toEqual([['1:3', '1:1', '1:2'], '1:2']);
    s().toggle('1:2');
    expect([s().selection, s().selected]).toEqual([['1:3', '1:1'], '1:1']);
    s().toggle('1:4');
    expect(s().selection).toEqual(['1:3', '1:1', '1:4']);
    s().select(null);
    expect([s().selection, s().selected]).toEqual([[], null]);
  });
});
