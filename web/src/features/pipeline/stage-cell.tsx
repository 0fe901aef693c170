import { memo, useEffect, useRef, useState } from 'react';
import { classifyStageCell, stageDisplayStatus, type Stage, type StageBlock } from '@workhub/domain';
import { useNow } from '../../components/kit';
import { exactWhen, STATUS_TEXT, whoAndWhen } from './stage-display';

/** How long a changed cell stays highlighted. */
export const FLASH_MS = 2500;

/**
 * On for a while after `signature` changes (not on the first render): where a live change lands;
 * `count` says how many changes have landed, which stays (tests wait on it, not on the moment).
 */
export function useFlash(signature: string): { on: boolean; count: number } {
  const previous = useRef(signature);
  const [flash, setFlash] = useState({ on: false, count: 0 });
  useEffect(() => {
    if (previous.current === signature) return;
    previous.current = signature;
    setFlash((f) => ({ on: true, count: f.count + 1 }));
    const timer = setTimeout(() => setFlash((f) => ({ ...f, on: false })), FLASH_MS);
    return () => clearTimeout(timer);
  }, [signature]);
  return flash;
}

/** What a viewer sees of a stage: a change to any of it flashes the cell. */
const signatureOf = (s: Stage) =>
  `${s.status}|${s.substatus}|${s.details}|${s.startedBy ?? ''}|${s.startedAt ?? ''}|${s.finishedAt ?? ''}|${s.leaseUntil ?? ''}`;

export interface StageStatusProps {
  stage: Stage;
  /** Why a new stage cannot start, in words ('waiting for production approval'). */
  blocked?: string | undefined;
  /** What the stage is, for screen readers and tests ('Purchasing BOM'). */
  label: string;
  /** Says 'ready to start' on a new stage that is not blocked (where blocking reasons are known). */
  showReady?: boolean;
}

/**
 * One stage's state: icon and word for the status (stalled when its lease ran out, by a ticking
 * clock), the substatus, who started it and for how long (or when it finished), and why it is
 * blocked. Highlighted for a moment when a live change lands on it.
 */
export function StageStatus({ stage, blocked, label, showReady = false }: StageStatusProps) {
  // Only a running stage needs the clock: its time counts up and its lease may lapse.
  const now = useNow(stage.status === 'inProgress' ? 1000 : false);
  const status = stageDisplayStatus(stage, now);
  const flash = useFlash(signatureOf(stage));
  const text = STATUS_TEXT[status];
  const who = whoAndWhen(stage, status, now);
  const isBlocked = status === 'new' && !!blocked;
  return (
    <div
      className={`stage stage-${status}${isBlocked ? ' stage-blocked' : ''}${flash.on ? ' flash' : ''}`}
      data-testid="stage"
      data-stage={label}
      data-status={status}
      data-flash={flash.on || undefined}
      data-flashes={flash.count}
      title={stage.details || undefined}
    >
      <span className="stage-status">
        <span className="stage-icon" aria-hidden="true">
          {text.icon}
        </span>
        {text.label}
      </span>
      {stage.substatus && <span className="stage-substatus">{stage.substatus}</span>}
      {who && (
        <span className="stage-who" title={exactWhen(stage, status)}>
          {who}
        </span>
      )}
      {isBlocked && <span className="stage-why">{blocked}</span>}
      {showReady && status === 'new' && !blocked && <span className="stage-ready">ready to start</span>}
    </div>
  );
}

const BLOCKER_ICON: Record<string, string> = { failed: '✕', stalled: '⚠', rejected: '⊘' };

export interface BoardStageProps {
  stage: Stage;
  /** Why a new stage cannot start, by kind (stageBlock); undefined when it can or it is not new. */
  block?: StageBlock | undefined;
  /** What the stage is ('Purchasing BOM'). */
  label: string;
}

/**
 * A board cell, classified (classifyStageCell): a blocker (failed, stalled, rejected) is red with
 * an icon and its reason in words; a routine wait for an earlier stage is quiet grey and short; a
 * wait for an approval says who can give it; running and done keep their colours.
 */
export function BoardStage({ stage, block, label }: BoardStageProps) {
  const now = useNow(stage.status === 'inProgress' ? 1000 : false);
  const cell = classifyStageCell(stage, block, now);
  const flash = useFlash(signatureOf(stage));
  const icon = cell.kind === 'blocker' ? BLOCKER_ICON[cell.headline] : STATUS_TEXT[cell.status].icon;
  const who = whoAndWhen(stage, cell.status, now);
  const classes = [
    'stage',
    `stage-${cell.status}`,
    `cell-${cell.kind}`,
    cell.waitsOn ? `waits-${cell.waitsOn}` : '',
    flash.on ? 'flash' : '',
  ];
  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      data-testid="stage"
      data-stage={label}
      data-status={cell.status}
      data-kind={cell.kind}
      data-waits-on={cell.waitsOn}
      data-flash={flash.on || undefined}
      data-flashes={flash.count}
      title={block?.reason ?? (stage.details || undefined)}
    >
      <span className="stage-status">
        <span className="stage-icon" aria-hidden="true">
          {icon}
        </span>
        {cell.headline}
      </span>
      {cell.reason && (
        <span className="stage-reason" data-testid="stage-reason">
          {cell.reason}
        </span>
      )}
      {cell.status !== 'error' && stage.substatus && <span className="stage-substatus">{stage.substatus}</span>}
      {who && (
        <span className="stage-who" title={exactWhen(stage, cell.status)}>
          {who}
        </span>
      )}
    </div>
  );
}

/** A board cell: memoised on its stage object, which stays the same object while its document does not change. */
export const StageCell = memo(function StageCell(props: BoardStageProps) {
  return (
    <td className="board-cell">
      <BoardStage {...props} />
    </td>
  );
});
