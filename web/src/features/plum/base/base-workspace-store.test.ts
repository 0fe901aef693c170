import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BaseSpecContent } from '@workhub/domain';

// The service answers when the test says so, so the store can be tried while a read or save is open.
const pending: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
const answerLater = () => new Promise((resolve, reject) => pending.push({ resolve, reject }));
const api = vi.hoisted(() => ({
  workspace: vi.fn(),
  saveSpec: vi.fn(),
  createWorkspace: vi.fn(),
  submitCandidate: vi.fn(),
  approve: vi.fn(),
  impact: vi.fn(),
  commit: vi.fn(),
}));
vi.mock('./base-spec-api', () => ({ baseSpecApi: api }));

const { useBaseWorkspaceStore } = await import('./base-workspace-store');
const store = () => useBaseWorkspaceStore.getState();

const SPEC: BaseSpecContent = {
  layers: {
    'design/walls': { color: '#1565c0', counts: ['count', 'length'], uom: 'ft' },
    'site/parcel': { color: '#2e7d32', counts: ['area'], uom: 'ft²' },
  },
  themes: { default: { background: '#ffffff', grid: '#e0e0e0', minorGrid: '#f5f5f5', selection: '#2962ff' } },
  goals: [],
  order: ['site/parcel', 'design/walls'],
  systems: { structure: { layers: ['design/walls'], isDefault: true } },
  properties: { ceilingHeight: { type: 'number', default: 108, uom: 'in' } },
};

const recolour = (color: string) => (c: BaseSpecContent) => ({
  ...c,
  layers: { ...c.layers, 'design/walls': { ...c.layers['design/walls']!, color } },
});

async function openLoaded() {
  api.workspace.mockResolvedValueOnce({ workspace: { id: 'w1' }, content: structuredClone(SPEC) });
  await store().open('w1');
}

describe('base-spec workspace store: saves through POST /base/spec, skipped while loading or unchanged (core spec §4)', () => {
  beforeEach(() => {
    pending.length = 0;
    vi.clearAllMocks();
    // The service keeps what it was sent, part by part, like POST /base/spec.
    let stored = structuredClone(SPEC);
    api.saveSpec.mockImplementation(async (_id: string, parts: Record<string, string>) => {
      stored = { ...stored, ...Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, JSON.parse(v)])) };
      return { workspace: { id: 'w1' }, spec: stored };
    });
    store().reset();
  });

  it('sends no request while the content is loading, even when asked to edit or save', async () => {
    api.workspace.mockImplementationOnce(answerLater);
    const opening = store().open('w1');
    expect(store().loading).toBe(true);
    expect(await store().edit(recolour('#000000'))).toBe(false);
    expect(await store().save()).toBe(false);
    expect(api.saveSpec).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    pending[0]!.resolve({ workspace: { id: 'w1' }, content: structuredClone(SPEC) });
    await opening;
    expect(store().loading).toBe(false);
    expect(store().current).toEqual(SPEC);
    expect(api.saveSpec).not.toHaveBeenCalled();
  });

  it('sends no request when nothing changed (the same content, another key order, a colour set to what it was)', async () => {
    await openLoaded();
    expect(await store().save()).toBe(false);
    expect(
      await store().edit((c) => ({
        order: c.order,
        properties: c.properties,
        systems: c.systems,
        goals: c.goals,
        themes: c.themes,
        layers: c.layers,
      })),
    ).toBe(false);
    expect(await store().edit(recolour('#1565c0'))).toBe(false);
    expect(api.saveSpec).not.toHaveBeenCalled();
  });

  it('sends one request with only the changed part, as a JSON string, when something changed', async () => {
    await openLoaded();
    expect(await store().edit(recolour('#ff0000'))).toBe(true);
    expect(api.saveSpec).toHaveBeenCalledTimes(1);
    const [workspaceId, body] = api.saveSpec.mock.calls[0]!;
    expect(workspaceId).toBe('w1');
    expect(Object.keys(body)).toEqual(['layers']);
    expect(JSON.parse(body.layers)['design/walls'].color).toBe('#ff0000');
    expect(store().saved).toEqual(store().current);
    // Saved: asking again sends nothing.
    expect(await store().save()).toBe(false);
    expect(api.saveSpec).toHaveBeenCalledTimes(1);
  });

  it('skips a save while one runs and saves the edit made meanwhile when it ends', async () => {
    await openLoaded();
    api.saveSpec.mockImplementationOnce(answerLater);
    const first = store().edit(recolour('#111111'));
    expect(store().saving).toBe(true);
    expect(await store().edit((c) => ({ ...c, order: ['design/walls', 'site/parcel'] }))).toBe(false);
    expect(api.saveSpec).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    const sent = JSON.parse(api.saveSpec.mock.calls[0]![1].layers);
    // The service keeps the first save; the second one (default answer) starts from it.
    api.saveSpec.mockImplementationOnce(async (_id: string, parts: Record<string, string>) => ({
      workspace: { id: 'w1' },
      spec: { ...SPEC, layers: sent, order: JSON.parse(parts.order!) },
    }));
    pending[0]!.resolve({ workspace: { id: 'w1' }, spec: { ...SPEC, layers: sent } });
    expect(await first).toBe(true);
    expect(api.saveSpec).toHaveBeenCalledTimes(2);
    expect(Object.keys(api.saveSpec.mock.calls[1]![1])).toEqual(['order']);
    expect(store().current?.order).toEqual(['design/walls', 'site/parcel']);
    expect(store().current?.layers['design/walls']?.color).toBe('#111111');
  });

  it('a refused save shows the stored content again and keeps the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openLoaded();
    api.saveSpec.mockRejectedValueOnce(new Error('layers: A colour is #rrggbb'));
    expect(await store().edit(recolour('#123456'))).toBe(false);
    expect(store().error?.message).toContain('A colour is #rrggbb');
    expect(store().current).toEqual(SPEC);
    expect(store().saving).toBe(false);
  });

  it('commits a candidate and keeps the new version', async () => {
    await openLoaded();
    api.commit.mockResolvedValueOnce({ version: 'v0.4.0', versionId: '_@baseSpec@json@v0.4.0' });
    const candidate = { id: 'c1', workspaceId: 'w1', major: 0, minor: 4, patch: 0 } as never;
    expect(await store().commit(candidate, '  darker walls ')).toBe('v0.4.0');
    expect(api.commit).toHaveBeenCalledWith(candidate, 'darker walls');
    expect(store().committed).toEqual({ workspaceId: 'w1', version: 'v0.4.0' });
  });
});
