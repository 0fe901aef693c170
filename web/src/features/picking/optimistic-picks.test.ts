import { describe, expect, it } from 'vitest';
import { reconcilePicks, shownPicked, toggledPick, type PendingPick } from './optimistic-picks';

describe('optimistic picks', () => {
  it('shows the pending pick over the live one', () => {
    const pending = new Map<number, PendingPick>([[1, { picked: 5 }]]);
    expect(shownPicked({ picked: 0 }, 1, pending)).toBe(5);
    expect(shownPicked({ picked: 2 }, 0, pending)).toBe(2);
  });

  it('keeps a pick until the service confirmed it and the live list caught up', () => {
    const unanswered = new Map<number, PendingPick>([[0, { picked: 5 }]]);
    expect(reconcilePicks(unanswered, '2026-01-02T00:00:00.000Z')).toBe(unanswered);
    const answered = new Map<number, PendingPick>([[0, { picked: 5, confirmedAt: '2026-01-02T00:00:01.000Z' }]]);
    expect(reconcilePicks(answered, '2026-01-02T00:00:00.000Z')).toBe(answered);
    expect(reconcilePicks(answered, '2026-01-02T00:00:01.000Z').size).toBe(0);
  });

  it('ticks a line whole, and unticking keeps the partial pick it had', () => {
    expect(toggledPick({ qty: 198 }, 99, undefined)).toBe(198);
    expect(toggledPick({ qty: 198 }, 0, undefined)).toBe(198);
    expect(toggledPick({ qty: 198 }, 198, 99)).toBe(99);
    expect(toggledPick({ qty: 198 }, 198, undefined)).toBe(0);
    expect(toggledPick({ qty: 198 }, 198, 0)).toBe(0);
  });
});
