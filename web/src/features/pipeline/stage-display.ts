import type { Stage, StageDisplayStatus } from '@workhub/domain';

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

// One formatter each (constructing Intl formatters per cell would cost a board of 1,400 cells dearly).
const TIME = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hour12: false });
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const DAY_YEAR = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const sameDay = (a: Date, b: Date) => a.getDate() === b.getDate() && a.getMonth() === b.getMonth() && a.getFullYear() === b.getFullYear();

/** A finish time, short: today's as '14:05', this year's as 'Mar 4, 14:05', older ones as 'Mar 4, 2025' (the viewer's time zone). */
export function formatWhen(iso: string | undefined, now: number): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const today = new Date(now);
  if (sameDay(date, today)) return TIME.format(date);
  if (date.getFullYear() !== today.getFullYear()) return DAY_YEAR.format(date);
  return `${DAY.format(date)}, ${TIME.format(date)}`;
}

/** Who ran the stage and when: 'ada · 12 s' while it runs, 'ada · Mar 4, 14:05' once finished. */
export function whoAndWhen(stage: Stage, status: StageDisplayStatus, now: number): string {
  const who = stage.startedBy ?? '';
  let when = '';
  if (status === 'inProgress' || status === 'stalled') {
    const started = stage.startedAt ? Date.parse(stage.startedAt) : NaN;
    when = Number.isNaN(started) ? '' : formatDuration(now - started);
    if (status === 'stalled' && when) when = `started ${when} ago`;
  } else if (status === 'done' || status === 'error') when = formatWhen(stage.finishedAt, now);
  return [who, when].filter(Boolean).join(' · ');
}
