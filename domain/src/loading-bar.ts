/** Loading-bar timing (core spec section 4). */
export const LOADING_THROTTLE_MS = 200;
export const LOADING_CREEP_MS = 5000;
export const LOADING_HIDE_AFTER_MS = 500;
/** The bar creeps towards this fraction while work is under way; finishing fills it. */
export const LOADING_CREEP_TARGET = 0.9;

export type LoadingBarPhase = 'idle' | 'waiting' | 'running' | 'finishing';

export interface LoadingBarState {
  phase: LoadingBarPhase;
  /** When the current phase began (ms). */
  since: number;
}

export const initialLoadingBar: LoadingBarState = { phase: 'idle', since: 0 };

/** The state after work starts or stops at `now`. */
export function loadingBarOn(state: LoadingBarState, busy: boolean, now: number): LoadingBarState {
  if (busy) {
    if (state.phase === 'idle') return { phase: 'waiting', since: now };
    if (state.phase === 'finishing') return { phase: 'running', since: now };
    return state;
  }
  if (state.phase === 'waiting') return { phase: 'idle', since: now }; // done within the throttle: never shown
  if (state.phase === 'running') return { phase: 'finishing', since: now };
  return state;
}

/** Advances time-driven transitions: waiting -> running after the throttle, finishing -> idle after the hide delay. */
export function loadingBarTick(state: LoadingBarState, now: number): LoadingBarState {
  if (state.phase === 'waiting' && now - state.since >= LOADING_THROTTLE_MS)
    return { phase: 'running', since: state.since + LOADING_THROTTLE_MS };
  if (state.phase === 'finishing' && now - state.since >= LOADING_HIDE_AFTER_MS)
    return { phase: 'idle', since: state.since + LOADING_HIDE_AFTER_MS };
  return state;
}

/** What to draw at `now`: visible or not, and the filled fraction (0..1). */
export function loadingBarView(state: LoadingBarState, now: number): { visible: boolean; progress: number } {
  switch (state.phase) {
    case 'idle':
    case 'waiting':
      return { visible: false, progress: 0 };
    case 'running': {
      const t = Math.min(1, Math.max(0, (now - state.since) / LOADING_CREEP_MS));
      return { visible: true, progress: LOADING_CREEP_TARGET * (1 - (1 - t) * (1 - t)) };
    }
    case 'finishing':
      return { visible: true, progress: 1 };
  }
}

/** Milliseconds until the next time-driven transition, or null when none is pending. */
export function loadingBarNextTick(state: LoadingBarState, now: number): number | null {
  if (state.phase === 'waiting') return Math.max(0, state.since + LOADING_THROTTLE_MS - now);
  if (state.phase === 'finishing') return Math.max(0, state.since + LOADING_HIDE_AFTER_MS - now);
  return null;
}
