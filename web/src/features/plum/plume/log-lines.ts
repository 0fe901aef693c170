import { LOG_LEVELS, type LogChunk, type LogLevelName, type LogLine } from '@workhub/domain';

/**
 * The run log as the log pane shows it (docs/base-spec.md "Generators": lines arrive in chunk
 * documents `generatorRuns/{runId}/log/{seq}`). Pure: the pane's rules are unit-tested here.
 */

export const levelName = (level: number): LogLevelName => LOG_LEVELS[Math.max(0, Math.min(LOG_LEVELS.length - 1, level))]!;

/** Every line of the chunks, in order: by chunk seq, then by line number; a line repeated in two chunks once. */
export function linesOfChunks(chunks: readonly LogChunk[]): LogLine[] {
  const sorted = [...chunks].sort((a, b) => a.seq - b.seq);
  const lines: LogLine[] = [];
  const seen = new Set<number>();
  let ordered = true;
  for (const chunk of sorted) {
    for (const line of chunk.lines) {
      if (seen.has(line.n)) continue;
      seen.add(line.n);
      if (lines.length > 0 && lines[lines.length - 1]!.n > line.n) ordered = false;
      lines.push(line);
    }
  }
  return ordered ? lines : lines.sort((a, b) => a.n - b.n);
}

/** The levels the log shows: a set of level numbers (all four by default). */
export type LevelFilter = ReadonlySet<number>;
export const ALL_LEVELS: LevelFilter = new Set(LOG_LEVELS.map((_, i) => i));

export function toggledLevel(filter: LevelFilter, level: number): LevelFilter {
  const next = new Set(filter);
  if (next.has(level)) next.delete(level);
  else next.add(level);
  return next;
}

export function filterLines(lines: readonly LogLine[], filter: LevelFilter): readonly LogLine[] {
  return filter.size === ALL_LEVELS.size ? lines : lines.filter((line) => filter.has(line.level));
}

/** Lines per level (the filter buttons show them). */
export function countByLevel(lines: readonly LogLine[]): number[] {
  const counts = LOG_LEVELS.map(() => 0);
  for (const line of lines) counts[Math.max(0, Math.min(counts.length - 1, line.level))]!++;
  return counts;
}

/** Within this many pixels of the end, the log counts as scrolled to the newest line (and follows new ones). */
export const FOLLOW_SLACK_PX = 24;

/** Whether a scrolled box is at its end: new lines keep it there; scrolled up, it stays where the user put it. */
export function isAtEnd(box: { scrollTop: number; clientHeight: number; scrollHeight: number }): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= FOLLOW_SLACK_PX;
}

/** '12:03:04.123' of an ISO time (the log's clock column); the text itself when it is not a time. */
export function clockOf(at: string): string {
  const match = /T(\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?)/.exec(at);
  return match ? match[1]! : at;
}

export const lineCountText = (shown: number, total: number) =>
  shown === total
    ? `${total.toLocaleString('en-US')} ${total === 1 ? 'line' : 'lines'}`
    : `${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} lines`;
