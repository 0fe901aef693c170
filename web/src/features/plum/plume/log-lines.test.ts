import { describe, expect, it } from 'vitest';
import type { LogChunk } from '@workhub/domain';
import {
  ALL_LEVELS,
  clockOf,
  countByLevel,
  filterLines,
  isAtEnd,
  levelName,
  lineCountText,
  linesOfChunks,
  toggledLevel,
} from './log-lines';

const line = (n: number, level = 2) => ({ n, at: `2026-11-24T10:00:0${n % 10}.000Z`, level, message: `line ${n}` });

describe('linesOfChunks', () => {
  it('orders the lines by chunk seq and line number, whatever order the chunks arrive in', () => {
    const chunks: LogChunk[] = [
      { seq: 2, lines: [line(4), line(5)] },
      { seq: 0, lines: [line(0), line(1)] },
      { seq: 1, lines: [line(2), line(3)] },
    ];
    expect(linesOfChunks(chunks).map((l) => l.n)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('keeps a line repeated in two chunks once and sorts lines out of order', () => {
    const chunks: LogChunk[] = [
      { seq: 0, lines: [line(0), line(2)] },
      { seq: 1, lines: [line(2), line(1), line(3)] },
    ];
    expect(linesOfChunks(chunks).map((l) => l.n)).toEqual([0, 1, 2, 3]);
  });

  it('no chunks: no lines', () => expect(linesOfChunks([])).toEqual([]));
});

describe('level filter', () => {
  const lines = [line(0, 0), line(1, 1), line(2, 2), line(3, 3), line(4, 2)];
  it('shows every line with every level on, only the chosen levels otherwise', () => {
    expect(filterLines(lines, ALL_LEVELS)).toBe(lines);
    const noDebug = toggledLevel(ALL_LEVELS, 3);
    expect(filterLines(lines, noDebug).map((l) => l.n)).toEqual([0, 1, 2, 4]);
    expect(filterLines(lines, toggledLevel(toggledLevel(noDebug, 2), 1)).map((l) => l.n)).toEqual([0]);
    expect(toggledLevel(noDebug, 3)).toEqual(ALL_LEVELS);
  });
  it('counts the lines per level', () => expect(countByLevel(lines)).toEqual([1, 1, 2, 1]));
  it('names the levels, clamping out-of-range ones', () => {
    expect([0, 1, 2, 3].map(levelName)).toEqual(['error', 'warn', 'info', 'debug']);
    expect(levelName(9)).toBe('debug');
    expect(levelName(-1)).toBe('error');
  });
});

describe('following the newest line', () => {
  it('is at the end within the slack, not when scrolled up', () => {
    expect(isAtEnd({ scrollTop: 600, clientHeight: 400, scrollHeight: 1000 })).toBe(true);
    expect(isAtEnd({ scrollTop: 590, clientHeight: 400, scrollHeight: 1000 })).toBe(true);
    expect(isAtEnd({ scrollTop: 500, clientHeight: 400, scrollHeight: 1000 })).toBe(false);
    expect(isAtEnd({ scrollTop: 0, clientHeight: 400, scrollHeight: 300 })).toBe(true);
  });
});

describe('words', () => {
  it('clock and counts', () => {
    expect(clockOf('2026-11-24T10:21:07.123Z')).toBe('10:21:07.123');
    expect(clockOf('soon')).toBe('soon');
    expect(lineCountText(1, 1)).toBe('1 line');
    expect(lineCountText(1200, 1200)).toBe('1,200 lines');
    expect(lineCountText(3, 1200)).toBe('3 of 1,200 lines');
  });
});
