import { useSyncExternalStore } from 'react';

/**
 * The one clock of the pages (issue 25, item 4). One timer per period, shared by every component
 * that asks for that period and stopped when the last one goes; only those components re-render on
 * a tick. Stalled stages and runs, running times and "3 min ago" are computed from it.
 */
interface Clock {
  listeners: Set<() => void>;
  timer: ReturnType<typeof setInterval>;
  now: number;
}
const clocks = new Map<number, Clock>();

/** This second (React reads a snapshot several times per render: it must not move between reads). */
const thisSecond = () => Math.floor(Date.now() / 1000) * 1000;

function subscriberOf(everyMs: number) {
  return (listener: () => void) => {
    let clock = clocks.get(everyMs);
    if (!clock) {
      const started: Clock = {
        listeners: new Set(),
        now: thisSecond(),
        timer: setInterval(() => {
          started.now = Date.now();
          for (const l of started.listeners) l();
        }, everyMs),
      };
      clock = started;
      clocks.set(everyMs, clock);
    }
    clock.listeners.add(listener);
    const own = clock;
    return () => {
      own.listeners.delete(listener);
      if (own.listeners.size === 0) {
        clearInterval(own.timer);
        if (clocks.get(everyMs) === own) clocks.delete(everyMs);
      }
    };
  };
}
const subscribers = new Map<number, (listener: () => void) => () => void>();
const snapshots = new Map<number, () => number>();
const noSubscription = () => () => undefined;

/** The number of clocks running (for tests: a clock stops when nothing listens). */
export const runningClocks = () => clocks.size;

/**
 * The time (ms since the epoch), renewed every `everyMs` (default each second) while the
 * component is shown; with `false`, the time (to the second) of this render, never ticking.
 */
export function useNow(everyMs: number | false = 1000): number {
  const period = everyMs === false ? 0 : everyMs;
  let subscribe = subscribers.get(period);
  let snapshot = snapshots.get(period);
  if (!subscribe || !snapshot) {
    subscribe = period === 0 ? noSubscription : subscriberOf(period);
    snapshot = () => clocks.get(period)?.now ?? thisSecond();
    subscribers.set(period, subscribe);
    snapshots.set(period, snapshot);
  }
  return useSyncExternalStore(subscribe, snapshot);
}
