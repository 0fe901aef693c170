import {
  PIPE_STAGES,
  type ApprovalEntry,
  type ApprovalRole,
  type Approvals,
  type PipeAssembly,
  type PipeStage,
  type Stage,
} from './pipe.js';
import { stageDisplayStatus, type StageDisplayStatus } from './background-jobs.js';
import { whoCanApprove } from '../access.js';

/**
 * The pipeline's order and gates (docs/decisions.md "Projects and the pipeline"): each stage needs
 * the one before it done; the purchasing BOM needs design approval, the material request
 * management approval and the manufacturing BOM production approval.
 */
export const STAGE_APPROVAL: Partial<Record<PipeStage, ApprovalRole>> = {
  pbom: 'design',
  materialRequest: 'management',
  mbom: 'production',
};

export const STAGE_LABELS: Record<PipeStage, string> = {
  projectAssembly: 'Project assembly',
  assign: 'CAD',
  parts: 'Parts',
  reassembly: 'Reassembly',
  pbom: 'Purchasing BOM',
  materialRequest: 'Material request',
  mbom: 'Manufacturing BOM',
};

/** What each stage waits for while the stage before it is not done. */
const WAITING_FOR: Record<PipeStage, string> = {
  projectAssembly: 'the base design',
  assign: 'the project assembly',
  parts: 'CAD assignment',
  reassembly: 'parts',
  pbom: 'reassembly',
  materialRequest: 'the purchasing BOM',
  mbom: 'the material request',
};

export type RoleApproval = 'approved' | 'rejected' | 'pending' | 'none';

/** A role's state: rejected if anyone rejected, approved if anyone approved, pending if asked, else none. */
export function roleApproval(entries: readonly ApprovalEntry[]): RoleApproval {
  if (entries.some((e) => e.status === 'rejected')) return 'rejected';
  if (entries.some((e) => e.status === 'approved')) return 'approved';
  return entries.length ? 'pending' : 'none';
}

/** Records an approval entry: the user's earlier entry for the role is replaced (core spec section 4). */
export function withApproval(approvals: Approvals, role: ApprovalRole, entry: ApprovalEntry): Approvals {
  const next: Approvals = { design: [...approvals.design], management: [...approvals.management], production: [...approvals.production] };
  next[role] = [...next[role].filter((e) => e.user !== entry.user), entry];
  return next;
}

export interface BlockingOptions {
  hasBase: boolean;
  /** Names of the people holding each approval role: 'waiting for production approval — Ken Thompson or Jean Prouve'. */
  approvers?: Readonly<Record<ApprovalRole, readonly string[]>> | undefined;
}

/** Why a stage cannot start, by kind: the base design dropped it, an earlier stage is not done, an approval is missing or rejected. */
export type StageBlockKind = 'removed' | 'earlier' | 'approval' | 'rejected';
export interface StageBlock {
  kind: StageBlockKind;
  /** In words: 'waiting for production approval — Ken Thompson or Jean Prouve'. */
  reason: string;
  /** With kind 'earlier': what it waits for ('reassembly'). */
  waitsFor?: string;
}

/**
 * Why a stage cannot start now, with its kind, or undefined when it can. A running stage (live
 * lease) is not "blocked": starting it again is a 409 of its own. With `approvers`, a wait for an
 * approval says who can give it. An assembly the base design no longer defines (`removed`) is
 * blocked at every stage.
 */
export function stageBlock(assembly: PipeAssembly, stage: PipeStage, options: BlockingOptions): StageBlock | undefined {
  // The base design no longer defines it: it keeps its work and nothing of it runs (the pipe service refuses it).
  if (assembly.removed) return { kind: 'removed', reason: `removed in ${assembly.removed.version}: does not run` };
  const index = PIPE_STAGES.indexOf(stage);
  const earlier = { kind: 'earlier', reason: `waiting for ${WAITING_FOR[stage]}`, waitsFor: WAITING_FOR[stage] } as const;
  if (index === 0) return options.hasBase ? undefined : earlier;
  const before = PIPE_STAGES[index - 1]!;
  if (assembly[before].status !== 'done') return earlier;
  const role = STAGE_APPROVAL[stage];
  if (role) {
    const entries = assembly.approvals[role];
    const state = roleApproval(entries);
    if (state === 'rejected') {
      const by = entries.find((e) => e.status === 'rejected');
      return { kind: 'rejected', reason: `${role} approval rejected${by ? ` by ${by.user}${by.notes ? `: ${by.notes}` : ''}` : ''}` };
    }
    if (state !== 'approved')
      return {
        kind: 'approval',
        reason: `waiting for ${role} approval${options.approvers ? ` — ${whoCanApprove(role, options.approvers[role])}` : ''}`,
      };
  }
  return undefined;
}

/** Why a stage cannot start now, in words ('waiting for production approval'), or undefined when it can (see stageBlock). */
export function blockingReason(assembly: PipeAssembly, stage: PipeStage, options: BlockingOptions): string | undefined {
  return stageBlock(assembly, stage, options)?.reason;
}

/**
 * What a board cell is at a glance (docs/decisions.md "The board's blockers and reach by clicking"):
 * - blocker: someone must act — the stage failed, its worker stalled, or its approval was rejected;
 * - inProgress: running now;
 * - waiting: nothing is wrong — it waits for an earlier stage (routine, quiet), for an approval
 *   nobody has given yet, is ready to start, or no longer runs (removed from the base design);
 * - done.
 */
export type BoardCellKind = 'blocker' | 'inProgress' | 'waiting' | 'done';

export interface BoardCell {
  kind: BoardCellKind;
  status: StageDisplayStatus;
  /** Short words for the cell's first line: 'failed', 'stalled', 'rejected', 'waits for reassembly', 'ready to start'. */
  headline: string;
  /** The reason in words, shown under the headline (blockers, approval waits, removed); none for a routine wait. */
  reason?: string;
  /** For a waiting cell, what it waits on ('nothing' when it is ready to start). */
  waitsOn?: StageBlockKind | 'nothing';
}

/**
 * Classifies one stage of an assembly for the board. `block` is stageBlock's answer for a stage
 * that is new (ignored otherwise); `now` decides whether a running stage's lease ran out (stalled).
 */
export function classifyStageCell(stage: Stage, block: StageBlock | undefined, now: number): BoardCell {
  const status = stageDisplayStatus(stage, now);
  switch (status) {
    case 'error': {
      const why = [stage.substatus, stage.details].filter(Boolean).join(' — ');
      return { kind: 'blocker', status, headline: 'failed', reason: why || 'it failed without a reason: see the function logs' };
    }
    case 'stalled':
      return { kind: 'blocker', status, headline: 'stalled', reason: 'its worker stopped reporting: start it again from the pipe tab' };
    case 'inProgress':
      return { kind: 'inProgress', status, headline: 'in progress' };
    case 'done':
      return { kind: 'done', status, headline: 'done' };
    case 'new':
      break;
  }
  if (!block) return { kind: 'waiting', status, headline: 'ready to start', waitsOn: 'nothing' };
  switch (block.kind) {
    case 'rejected':
      return { kind: 'blocker', status, headline: 'rejected', reason: block.reason };
    case 'earlier':
      return { kind: 'waiting', status, headline: `waits for ${block.waitsFor ?? 'the stage before'}`, waitsOn: 'earlier' };
    case 'approval':
      return { kind: 'waiting', status, headline: 'needs approval', reason: block.reason, waitsOn: 'approval' };
    case 'removed':
      return { kind: 'waiting', status, headline: 'does not run', reason: block.reason, waitsOn: 'removed' };
  }
}

/** classifyStageCell for one stage of an assembly, with its block worked out (stageBlock). */
export function classifyBoardCell(assembly: PipeAssembly, stage: PipeStage, options: BlockingOptions & { now: number }): BoardCell {
  const block = assembly[stage].status === 'new' ? stageBlock(assembly, stage, options) : undefined;
  return classifyStageCell(assembly[stage], block, options.now);
}

/** The first stage not done (where the assembly stands), or undefined when all are done. */
export const currentStage = (assembly: PipeAssembly): PipeStage | undefined => PIPE_STAGES.find((s) => assembly[s].status !== 'done');

/** A one-line summary of an assembly for lists: 'Purchasing BOM: error', 'done'. */
export function assemblySummary(assembly: PipeAssembly, now: number): { stage: PipeStage | undefined; status: string } {
  const stage = currentStage(assembly);
  return { stage, status: stage ? stageDisplayStatus(assembly[stage], now) : 'done' };
}
