import { useEffect, useRef, useState } from 'react';
import { CHANGE_LOG_SIZE, HIGHLIGHT_MS, diffLive, flattenLive, type LiveChange } from '@workhub/domain';

export interface LoggedChange extends LiveChange {
  /** When it arrived (ms since the epoch). */
  at: number;
  seq: number;
}

export interface LiveChanges {
  rows: Map<string, string>;
  /** Path → until when its row is highlighted. */
  highlighted: ReadonlySet<string>;
  /** Newest first. */
  log: LoggedChange[];
  updates: number;
}

/**
 * Follows a live value: its rows, the rows changed by the latest updates (highlighted for
 * HIGHLIGHT_MS) and a log of changes. The first snapshot is the baseline, not a change; `watchKey`
 * starts over (another thing watched).
 */
export function useLiveChanges(value: unknown, watchKey: string): LiveChanges {
  const [state, setState] = useState<{
    key: string;
    rows: Map<string, string>;
    until: Map<string, number>;
    log: LoggedChange[];
    updates: number;
  }>(() => ({
    key: watchKey,
    rows: new Map(),
    until: new Map(),
    log: [],
    updates: 0,
  }));
  const seq = useRef(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (value === undefined) return;
    const rows = flattenLive(value);
    setState((previous) => {
      if (previous.key !== watchKey || previous.updates === 0) return { key: watchKey, rows, until: new Map(), log: [], updates: 1 };
      const changes = diffLive(previous.rows, rows);
      if (changes.length === 0) return previous;
      const at = Date.now();
      const until = new Map(previous.until);
      for (const change of changes) until.set(change.path, at + HIGHLIGHT_MS);
      const logged = changes.map((change) => ({ ...change, at, seq: ++seq.current }));
      return { key: watchKey, rows, until, log: [...logged, ...previous.log].slice(0, CHANGE_LOG_SIZE), updates: previous.updates + 1 };
    });
  }, [value, watchKey]);

  // Highlights fade: re-check while any is on.
  const anyOn = [...state.until.values()].some((t) => t > now);
  useEffect(() => {
    if (!anyOn) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [anyOn, state.until]);
  useEffect(() => setNow(Date.now()), [state.until]);

  const highlighted = new Set([...state.until].filter(([, t]) => t > now).map(([path]) => path));
  return { rows: state.rows, highlighted, log: state.log, updates: state.updates };
}
