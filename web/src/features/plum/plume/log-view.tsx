import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { LOG_LEVELS, type LogLine } from '@workhub/domain';
import { LiveStatus } from '../../../components/live-status';
import {
  ALL_LEVELS,
  clockOf,
  countByLevel,
  filterLines,
  isAtEnd,
  levelName,
  lineCountText,
  toggledLevel,
  type LevelFilter,
} from './log-lines';
import { isUnderWay, runStatusOf } from './run-words';
import { ErrorNote, useNow } from '../../../components/kit';
import { useRun, useRunLog } from './use-plume-data';

/** At most this many lines are on the page (the newest); the count still says how many there are. */
export const MAX_SHOWN_LINES = 5_000;

const LogRow = memo(function LogRow({ line }: { line: LogLine }) {
  const level = levelName(line.level);
  return (
    <li className={`plume-log-line level-${level}`} data-n={line.n}>
      <span className="plume-log-n">{line.n}</span>
      <span className="plume-log-at">{clockOf(line.at)}</span>
      <span className="plume-log-level">{level}</span>
      <span className="plume-log-message">{line.message}</span>
    </li>
  );
});

/**
 * The `log` view: a run's log live as its chunks arrive, coloured by level, filtered by level; it
 * follows new lines while scrolled to the end and stays put once the user scrolls up.
 */
export function LogView({ runId }: { runId: string }) {
  const { data: lines, status, error, connection } = useRunLog(runId);
  const { data: run } = useRun(runId);
  const now = useNow(5_000);
  const [filter, setFilter] = useState<LevelFilter>(ALL_LEVELS);
  const [following, setFollowing] = useState(true);
  const box = useRef<HTMLOListElement>(null);
  const shown = useMemo(() => filterLines(lines, filter), [lines, filter]);
  const onPage = shown.length > MAX_SHOWN_LINES ? shown.slice(shown.length - MAX_SHOWN_LINES) : shown;
  const counts = useMemo(() => countByLevel(lines), [lines]);

  // New lines while following: keep the newest in view.
  useLayoutEffect(() => {
    const el = box.current;
    if (el && following) el.scrollTop = el.scrollHeight;
  }, [onPage, following]);

  const underWay = run ? isUnderWay(runStatusOf(run, now)) : false;
  const logsOff = run && !run.settings.devWriteLogs;
  return (
    <div className="plume-log" data-testid="log-view" data-run-id={runId} data-lines={lines.length} data-shown={shown.length}>
      <div className="plume-view-head">
        <h3>Log</h3>
        <span className="plume-log-count" data-testid="log-count">
          {lineCountText(shown.length, lines.length)}
        </span>
        {underWay && <span className="plume-log-live">receiving…</span>}
        <LiveStatus connection={connection} />
      </div>
      <div className="plume-log-filter" role="group" aria-label="Levels shown">
        {LOG_LEVELS.map((name, level) => (
          <button
            key={name}
            type="button"
            className={`level-${name}`}
            aria-pressed={filter.has(level)}
            onClick={() => setFilter((f) => toggledLevel(f, level))}
          >
            {name} <span className="plume-log-level-count">{counts[level]}</span>
          </button>
        ))}
      </div>
      {status === 'error' && error && <ErrorNote>{error.message}</ErrorNote>}
      {status === 'loading' ? (
        <p className="page-loading">Reading the log…</p>
      ) : lines.length === 0 ? (
        <p className="hint" data-testid="log-empty">
          {logsOff
            ? 'This run stored no log lines (its plume setting "write logs" was off); the summary is on the run.'
            : underWay
              ? 'No lines yet; they appear here as the run writes them.'
              : 'This run has no log lines.'}
        </p>
      ) : (
        <>
          {shown.length > onPage.length && (
            <p className="hint">
              Showing the newest {MAX_SHOWN_LINES.toLocaleString('en-US')} of {shown.length.toLocaleString('en-US')} lines.
            </p>
          )}
          <ol
            className="plume-log-lines"
            ref={box}
            tabIndex={0}
            aria-label="Log lines"
            onScroll={(e) => {
              const atEnd = isAtEnd(e.currentTarget);
              if (atEnd !== following) setFollowing(atEnd);
            }}
          >
            {onPage.map((line) => (
              <LogRow key={line.n} line={line} />
            ))}
          </ol>
          {!following && (
            <button type="button" className="plume-log-jump" onClick={() => setFollowing(true)} data-testid="log-follow">
              Scrolled up: new lines are not followed. Jump to the newest ↓
            </button>
          )}
        </>
      )}
    </div>
  );
}
