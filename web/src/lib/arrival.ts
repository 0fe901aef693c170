import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * How long a page waits for an item that this browser has just written (created or renamed)
 * to arrive on its live read before it says 404. The service has answered, so the item exists;
 * the listener's snapshot carrying it is merely on its way.
 */
export const ARRIVAL_WAIT_MS = 20_000;

/** The navigation state a page sets when it opens an item it has just written. */
export interface ArrivalState {
  expecting?: string;
}

export function arrivalState(id: string): ArrivalState {
  return { expecting: id };
}

/**
 * True while the page was opened for `id` right after this browser wrote it, the live read does
 * not hold it yet (`present` false, never true so far) and ARRIVAL_WAIT_MS have not passed;
 * then the page may say 404.
 */
export function useAwaitingArrival(id: string | undefined, present: boolean): boolean {
  const expecting = (useLocation().state as ArrivalState | null)?.expecting;
  const expected = id !== undefined && expecting === id;
  // Kept per id: the same page renamed to another id (the job editor) must wait for the new id even
  // in the render before any effect has run, not reuse the old id's 'arrived'.
  const [expiredFor, setExpiredFor] = useState<string | null>(null);
  // Once it has arrived the wait is over for good: if it goes away later (deleted), that is a 404.
  const [arrivedFor, setArrivedFor] = useState<string | null>(null);
  if (present && id !== undefined && arrivedFor !== id) setArrivedFor(id);
  useEffect(() => {
    if (!expected || id === undefined) return;
    const timer = setTimeout(() => setExpiredFor(id), ARRIVAL_WAIT_MS);
    return () => clearTimeout(timer);
  }, [expected, id]);
  return expected && !present && expiredFor !== id && arrivedFor !== id;
}
