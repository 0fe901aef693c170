import { beforeEach, describe, expect, it, vi } from 'vitest';

const pending: { resolve: (value: unknown) => void }[] = [];
const service = vi.hoisted(() => ({ commitBlockWorkspace: vi.fn(), blocks: vi.fn() }));
vi.mock('../../services/base-service', () => ({ baseService: service }));

const { useBlocksStore } = await import('./blocks-store');

describe('blocks store: a workspace commit while one is saving (core spec section 5)', () => {
  beforeEach(() => {
    pending.length = 0;
    vi.clearAllMocks();
    service.commitBlockWorkspace.mockImplementation(() => new Promise((resolve) => pending.push({ resolve })));
    service.blocks.mockImplementation(async () => []);
    useBlocksStore.setState({ saving: false, error: null });
  });

  it('is ignored until the first has landed', async () => {
    const first = useBlocksStore.getState().commitWorkspace('w1', 'first');
    expect(await useBlocksStore.getState().commitWorkspace('w2', 'second')).toBeUndefined();
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    expect(service.commitBlockWorkspace).toHaveBeenCalledTimes(1);
    pending[0]!.resolve('v1.1.0');
    expect(await first).toBe('v1.1.0');
    expect(useBlocksStore.getState().saving).toBe(false);
    void useBlocksStore.getState().commitWorkspace('w2', 'second');
    await vi.waitFor(() => expect(service.commitBlockWorkspace).toHaveBeenCalledTimes(2));
  });
});
