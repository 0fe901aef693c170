import { SESSION_MAX_AGE_MS } from './access.js';

/**
 * The directory sweep (issue 23, item 4): every DIRECTORY_SWEEP_INTERVAL_MINUTES a scheduled
 * function starts one background job that asks the company directory (Microsoft Graph) about every
 * Firebase account with a session that may still be open, and ends the sessions of the accounts the
 * directory has disabled or does not know. Its stage is a server-only document (config/*).
 */
export const DIRECTORY_SWEEP_JOB_KIND = 'auth.directorySweep';
export const DIRECTORY_SWEEP_TARGET = { doc: 'config/directorySweep', field: 'sweep' } as const;
export const DIRECTORY_SWEEP_INTERVAL_MINUTES = 15;
/** Directory questions in flight at once. */
export const DIRECTORY_SWEEP_CONCURRENCY = 8;
/** Who a scheduled sweep's job and stage name as starting it. */
export const DIRECTORY_SWEEP_STARTED_BY = 'directory-sweep';

/** What the sweep reads of a Firebase Auth account (the Admin SDK's UserRecord has these). */
export interface SweepAccount {
  uid: string;
  email?: string;
  disabled: boolean;
  metadata: { lastSignInTime?: string | null; lastRefreshTime?: string | null };
}

/**
 * The accounts the sweep asks the directory about: not disabled, with an email (the directory's
 * userPrincipalName; an account without one never came through the sign-in exchange), and signed
 * in or refreshed within the session limit (SESSION_MAX_AGE_MS): an older session is refused anyway.
 */
export function sweepCandidates<T extends SweepAccount>(accounts: readonly T[], now: number): T[] {
  return accounts.filter((account) => {
    if (account.disabled || !account.email) return false;
    const times = [account.metadata.lastSignInTime, account.metadata.lastRefreshTime]
      .map((time) => (time ? Date.parse(time) : NaN))
      .filter((time) => Number.isFinite(time));
    return times.some((time) => now - time <= SESSION_MAX_AGE_MS);
  });
}

/** The sweep's substatus while it works and when it is done. */
export function directorySweepProgress(checked: number, total: number): string {
  return `checked ${checked} of ${total} accounts`;
}
export function directorySweepSummary(counts: { checked: number; disabled: number; errors: number }): string {
  const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  return `checked ${plural(counts.checked, 'account')}: ${counts.disabled} disabled, ${plural(counts.errors, 'error')}`;
}

/**
 * Runs `work` on every item with at most `limit` in flight, in order of start. The first failure
 * stops it: no item starts after it, the ones in flight finish (their results kept), then it
 * rejects with that failure. Answers the number of items done.
 */
export async function forEachBounded<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<number> {
  let next = 0;
  let done = 0;
  let failure: { error: unknown } | undefined;
  const lane = async () => {
    while (!failure && next < items.length) {
      const index = next++;
      try {
        await work(items[index]!, index);
        done++;
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  if (failure) throw failure.error;
  return done;
}
