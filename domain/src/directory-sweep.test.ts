import { describe, expect, it } from 'vitest';
import { SESSION_MAX_AGE_MS } from './access.js';
import { directorySweepProgress, directorySweepSummary, forEachBounded, sweepCandidates, type SweepAccount } from './directory-sweep.js';

const now = Date.parse('2026-11-28T12:00:00Z');
const at = (msAgo: number) => new Date(now - msAgo).toUTCString();
const account = (uid: string, extra: Partial<SweepAccount> = {}, metadata: SweepAccount['metadata'] = { lastSignInTime: at(1000) }) => ({
  uid,
  email: `${uid}@modulr.example`,
  disabled: false,
  metadata,
  ...extra,
});

describe('sweepCandidates', () => {
  it('keeps enabled accounts with an email whose last sign-in or refresh is within the session limit', () => {
    const accounts = [
      account('recent'),
      account('refreshed', {}, { lastSignInTime: at(SESSION_MAX_AGE_MS * 2), lastRefreshTime: at(60_000) }),
      account('old', {}, { lastSignInTime: at(SESSION_MAX_AGE_MS + 1000), lastRefreshTime: at(SESSION_MAX_AGE_MS + 500) }),
      account('never', {}, { lastSignInTime: null, lastRefreshTime: null }),
      account('disabled', { disabled: true }),
      account('no-email', { email: undefined }),
      account('edge', {}, { lastSignInTime: at(SESSION_MAX_AGE_MS) }),
    ];
    expect(sweepCandidates(accounts, now).map((a) => a.uid)).toEqual(['recent', 'refreshed', 'edge']);
  });
});

describe('directory sweep texts', () => {
  it('say how far it got and what it did', () => {
    expect(directorySweepProgress(120, 340)).toBe('checked 120 of 340 accounts');
    expect(directorySweepSummary({ checked: 340, disabled: 2, errors: 0 })).toBe('checked 340 accounts: 2 disabled, 0 errors');
    expect(directorySweepSummary({ checked: 1, disabled: 0, errors: 1 })).toBe('checked 1 account: 0 disabled, 1 error');
  });
});

describe('forEachBounded', () => {
  it('runs every item with at most `limit` in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const seen: number[] = [];
    const done = await forEachBounded([...Array(20).keys()], 8, async (item) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await Promise.resolve();
      await Promise.resolve();
      seen.push(item);
      inFlight--;
    });
    expect(done).toBe(20);
    expect(most).toBe(8);
    expect(seen.sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
  });

  it('stops at the first failure: nothing starts after it, the ones in flight finish, then it rejects with it', async () => {
    const started: number[] = [];
    const finished: number[] = [];
    const gates = new Map<number, () => void>();
    const run = forEachBounded([0, 1, 2, 3, 4, 5], 2, async (item) => {
      started.push(item);
      if (item === 1) throw new Error('down');
      await new Promise<void>((resolve) => gates.set(item, resolve));
      finished.push(item);
    });
    // Item 0 is in flight when item 1 fails: nothing else starts, and 0 finishes before the rejection.
    await Promise.resolve();
    gates.get(0)?.();
    await expect(run).rejects.toThrow('down');
    expect(started).toEqual([0, 1]);
    expect(finished).toEqual([0]);
  });

  it('does nothing for no items', async () => {
    expect(await forEachBounded([], 8, () => Promise.reject(new Error('never')))).toBe(0);
  });
});
