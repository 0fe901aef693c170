// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Each area's chunk as a load the test settles by hand, counting the loads in flight. */
const loads = vi.hoisted(() => {
  const state = { inFlight: 0, most: 0, started: [] as string[], pending: [] as (() => void)[] };
  const load = (name: string) => () => {
    state.started.push(name);
    state.inFlight++;
    state.most = Math.max(state.most, state.inFlight);
    return new Promise<void>((resolve) =>
      state.pending.push(() => {
        state.inFlight--;
        resolve();
      }),
    );
  };
  return { state, load };
});

vi.mock('./route-table', () => ({
  firebaseSdksLayout: loads.load('firebase'),
  areaModules: { home: loads.load('home'), jobs: loads.load('jobs'), admin: loads.load('admin') },
}));

const { prefetchAreasWhenIdle } = await import('./prefetch');

/** The idle callbacks asked for, run by the test when it says the browser is idle. */
const idle: (() => void)[] = [];
const runIdle = () => idle.splice(0).forEach((run) => run());
const settle = async () => {
  loads.state.pending.splice(0).forEach((done) => done());
  // the load's .catch().finally() chain
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

afterEach(() => {
  vi.unstubAllGlobals();
  idle.length = 0;
  Object.assign(loads.state, { inFlight: 0, most: 0, started: [], pending: [] });
  delete document.documentElement.dataset.prefetch;
});

describe('prefetchAreasWhenIdle', () => {
  it('loads one chunk at a time, each when the browser is idle again, then says done', async () => {
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    prefetchAreasWhenIdle();
    expect(document.documentElement.dataset.prefetch).toBe('waiting');
    expect(loads.state.started).toEqual([]);
    for (const name of ['firebase', 'home', 'jobs', 'admin']) {
      runIdle();
      expect(loads.state.started.at(-1)).toBe(name);
      // Nothing else starts while this chunk loads, idle or not.
      runIdle();
      expect(loads.state.inFlight).toBe(1);
      await settle();
    }
    runIdle();
    expect(loads.state.started).toEqual(['firebase', 'home', 'jobs', 'admin']);
    expect(loads.state.most).toBe(1);
    expect(document.documentElement.dataset.prefetch).toBe('done');
  });

  it('skips on data-saver', () => {
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('navigator', { connection: { saveData: true, effectiveType: '4g' } });
    prefetchAreasWhenIdle();
    runIdle();
    expect(loads.state.started).toEqual([]);
    expect(document.documentElement.dataset.prefetch).toBe('skipped');
  });
});
