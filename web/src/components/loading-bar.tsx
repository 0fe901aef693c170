import { useEffect, useReducer, useRef } from 'react';
import {
  initialLoadingBar,
  loadingBarNextTick,
  loadingBarOn,
  loadingBarTick,
  loadingBarView,
  LOADING_CREEP_MS,
  type LoadingBarState,
} from '@workhub/domain';
import { useLoadingStore } from '../stores/loading-store';

type Action = { type: 'busy'; busy: boolean; now: number } | { type: 'tick'; now: number };
const reduce = (state: LoadingBarState, action: Action) =>
  action.type === 'busy' ? loadingBarOn(state, action.busy, action.now) : loadingBarTick(state, action.now);

/** The progress bar: shown after a 200 ms throttle, creeps over 5000 ms, hides 500 ms after finishing. */
export function LoadingBar() {
  const busy = useLoadingStore((s) => s.active > 0);
  const [state, dispatch] = useReducer(reduce, initialLoadingBar);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => dispatch({ type: 'busy', busy, now: performance.now() }), [busy]);
  useEffect(() => {
    const now = performance.now();
    const wait = loadingBarNextTick(state, now);
    if (wait === null) return;
    // The tick is for the moment it was due: a timer firing a hair early must not stall the bar.
    const due = now + wait;
    timer.current = window.setTimeout(() => dispatch({ type: 'tick', now: Math.max(performance.now(), due) }), wait);
    return () => window.clearTimeout(timer.current);
  }, [state]);

  const { visible } = loadingBarView(state, performance.now());
  // running: CSS eases the width towards the creep target over LOADING_CREEP_MS; finishing: full.
  const width = state.phase === 'finishing' ? '100%' : state.phase === 'running' ? '90%' : '0%';
  const transition = state.phase === 'running' ? `width ${LOADING_CREEP_MS}ms cubic-bezier(0.1, 0.6, 0.3, 1)` : 'width 150ms ease-out';
  return (
    <div
      className="loading-bar"
      role="progressbar"
      aria-hidden={!visible}
      data-testid="loading-bar"
      data-phase={state.phase}
      style={{ opacity: visible ? 1 : 0 }}
    >
      <div className="loading-bar-fill" style={{ width: visible ? width : '0%', transition }} />
    </div>
  );
}
