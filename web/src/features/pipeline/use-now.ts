import { useSyncExternalStore } from 'react';

/**
 * One shared clock for the pipeline pages, ticking each second while anything listens: a stage's
 * lease that runs out turns 'stalled' and a running stage's time counts up without any write.
 * Only the components that ask for it re-render on a tick (a running or stalled cell, the
 * presence list), never every row of a board.
 */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;
let now = Date.now();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

const noSubscription = () => () => undefined;
/** Between ticks the same value (React reads a snapshot several times); before the first tick, this second. */
const current = () => (timer ? now : Math.floor(Date.now() / 1000) * 1000);

/** The time (ms), ticking each second while `ticking`; otherwise the time (to the second) of this render. */
export function useNow(ticking = true): number {
  return useSyncExternalStore(ticking ? subscribe : noSubscription, current);
}
