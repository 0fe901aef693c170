import type { PickLine } from '@workhub/domain';

/**
 * A pick the user asked for that the live list does not show yet (issue 27 item 8): the box shows it
 * at once; it goes when the live list has caught up with the service's answer (`confirmedAt`, the
 * answered list's `updatedAt`), or is rolled back when the service refuses it.
 */
export interface PendingPick {
  picked: number;
  /** Set once the service answered: the answered list's `updatedAt`. */
  confirmedAt?: string;
}

export type PendingPicks = ReadonlyMap<number, PendingPick>;

/** The quantity a line shows: the pending pick while there is one, else the live one. */
export function shownPicked(line: Pick<PickLine, 'picked'>, index: number, pending: PendingPicks): number {
  return pending.get(index)?.picked ?? line.picked;
}

/** The pending picks left once the live list (`liveUpdatedAt`) has caught up with the confirmed ones. */
export function reconcilePicks(pending: PendingPicks, liveUpdatedAt: string): PendingPicks {
  let changed = false;
  const next = new Map(pending);
  for (const [line, pick] of pending)
    if (pick.confirmedAt !== undefined && liveUpdatedAt >= pick.confirmedAt) {
      next.delete(line);
      changed = true;
    }
  return changed ? next : pending;
}

/**
 * What a click on a line's box asks for: a line not fully picked is picked whole; unticking a whole
 * pick puts back the partial quantity the line had before it was ticked here (a '99 of 198' is kept,
 * not erased), else 0. The quantity field beside the box sets any other amount.
 */
export function toggledPick(line: Pick<PickLine, 'qty'>, shown: number, partialBefore: number | undefined): number {
  if (shown < line.qty) return line.qty;
  return partialBefore !== undefined && partialBefore > 0 && partialBefore < line.qty ? partialBefore : 0;
}
