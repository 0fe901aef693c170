import { useEffect, useState } from 'react';
import { fetchDelay } from '@workhub/domain';

/**
 * The value once it has stopped changing for `delayMs` (never less than the spec's minimum fetch
 * delay, 200 ms: core spec section 9, domain fetchDelay). A filter that fetches reads through
 * this, so typing or clicking through choices fetches once, after the user stops. The first value
 * is passed through at once (the first fetch does not wait).
 */
export function useDebounced<T>(value: T, delayMs = 0): T {
  const [settled, setSettled] = useState(value);
  const wait = fetchDelay(delayMs);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), wait);
    return () => clearTimeout(timer);
  }, [value, settled, wait]);
  return settled;
}
