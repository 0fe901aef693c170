/**
 * How many times each board row rendered: read by the board-render benchmark to show that a live
 * change re-renders only the changed row. A counter per row, nothing else (no cost worth measuring).
 */
export const rowRenders = new Map<string, number>();

export function countRowRender(key: string): void {
  rowRenders.set(key, (rowRenders.get(key) ?? 0) + 1);
}
