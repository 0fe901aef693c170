import { formatUtc, type Stage, type StageDisplayStatus } from '@workhub/domain';

/** Each status's icon and words: the board never says a status by colour alone. */
export const STATUS_TEXT: Record<StageDisplayStatus, { icon: string; label: string }> = {
  new: { icon: '○', label: 'not started' },
  inProgress: { icon: '◔', label: 'in progress' },
  done: { icon: '✓', label: 'done' },
  error: { icon: '✕', label: 'error' },
  stalled: { icon: '⚠', label: 'stalled' },
};

/** A duration in words a board can show: '12 s', '4 min', '3 h 5 min', '2 d'. */
export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 60) return `${s} s`;
  const min = Math.floor(s / 60);
  if (min < 60) return `${min} min`;
  const h = Math.floor(min / 60);
  if (h < 48) return min % 60 ? `${h} h ${min % 60} min` : `${h} h`;
  return `${Math.floor(h / 24)} d`;
}

/** A time as the spec shows every time: 'yyyy-MM-dd HH:mm:ss' in UTC (domain formatUtc; core spec §9). */
export function formatWhen(iso: string | undefined): string {
  return formatUtc(iso);
}

/** Who ran the stage and when: 'ada · 12 s' while it runs, 'ada · 2026-03-04 14:05:09' once finished. */
export function whoAndWhen(stage: Stage, status: StageDisplayStatus, now: number): string {
  const who = stage.startedBy ?? '';
  let when = '';
  if (status === 'inProgress' || status === 'stalled') {
    const started = stage.startedAt ? Date.parse(stage.startedAt) : NaN;
    when = Number.isNaN(started) ? '' : formatDuration(now - started);
    if (status === 'stalled' && when) when = `started ${when} ago`;
  } else if (status === 'done' || status === 'error') when = formatWhen(stage.finishedAt);
  return [who, when].filter(Boolean).join(' · ');
}

/** The exact time behind a relative one, for its tooltip: 'started 2026-03-04 14:05:09'. */
export function exactWhen(stage: Stage, status: StageDisplayStatus): string | undefined {
  if ((status === 'inProgress' || status === 'stalled') && stage.startedAt) return `started ${formatUtc(stage.startedAt)}`;
  return undefined;
}
