import { describe, expect, it } from 'vitest';
import { initialLoadingBar, loadingBarNextTick, loadingBarOn, loadingBarTick, loadingBarView, type LoadingBarState } from './loading-bar';

function run(events: Array<[number, boolean | 'tick']>): LoadingBarState {
  return events.reduce((s, [t, e]) => (e === 'tick' ? loadingBarTick(s, t) : loadingBarOn(s, e, t)), initialLoadingBar);
}

describe('loading bar', () => {
  it('is not shown for work that ends within the 200 ms throttle', () => {
    const s = run([
      [0, true],
      [150, 'tick'],
      [199, false],
    ]);
    expect(s.phase).toBe('idle');
    expect(loadingBarView(s, 199).visible).toBe(false);
  });

  it('shows after 200 ms and creeps up over 5000 ms', () => {
    const waiting = run([[0, true]]);
    expect(loadingBarNextTick(waiting, 0)).toBe(200);
    expect(loadingBarView(loadingBarTick(waiting, 199), 199).visible).toBe(false);
    const running = loadingBarTick(waiting, 200);
    expect(running.phase).toBe('running');
    const early = loadingBarView(running, 1200).progress;
    const late = loadingBarView(running, 5200).progress;
    expect(early).toBeGreaterThan(0);
    expect(late).toBeGreaterThan(early);
    expect(late).toBeCloseTo(0.9);
    expect(loadingBarView(running, 60_000).progress).toBeCloseTo(0.9);
  });

  it('fills, then hides 500 ms after finishing', () => {
    const finishing = run([
      [0, true],
      [200, 'tick'],
      [1000, false],
    ]);
    expect(loadingBarView(finishing, 1000)).toEqual({ visible: true, progress: 1 });
    expect(loadingBarNextTick(finishing, 1000)).toBe(500);
    expect(loadingBarTick(finishing, 1499).phase).toBe('finishing');
    expect(loadingBarTick(finishing, 1500).phase).toBe('idle');
  });

  it('goes back to running when work starts again while finishing', () => {
    const s = run([
      [0, true],
      [200, 'tick'],
      [1000, false],
      [1200, true],
    ]);
    expect(s).toEqual({ phase: 'running', since: 1200 });
  });
});
