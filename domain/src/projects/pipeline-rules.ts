import { PIPE_STAGES, type ApprovalEntry, type ApprovalRole, type Approvals, type PipeAssembly, type PipeStage } from './pipe.js';
import { stageDisplayStatus } from './background-jobs.js';
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

/**
 * Why a stage cannot start now, in words ('waiting for production approval'), or undefined when
 * it can. A running stage (live lease) is not "blocked": starting it again is a 409 of its own.
 * With `approvers`, a wait for an approval says who can give it. An assembly the base design no
 * longer defines (`removed`) is blocked at every stage.
 */
export function blockingReason(assembly: PipeAssembly, stage: PipeStage, options: BlockingOptions): string | undefined {
  // The base design no longer defines it: it keeps its work and nothing of it runs (the pipe service refuses it).
  if (assembly.removed) return `removed in ${assembly.removed.version}: does not run`;
  const index = PIPE_STAGES.indexOf(stage);
  if (index === 0) return options.hasBase ? undefined : `waiting for ${WAITING_FOR[stage]}`;
  const before = PIPE_STAGES[index - 1]!;
  if (assembly[before].status !== 'done') return `waiting for ${WAITING_FOR[stage]}`;
  const role = STAGE_APPROVAL[stage];
  if (role) {
    const entries = assembly.approvals[role];
    const state = roleApproval(entries);
    if (state === 'rejected') {
      const by = entries.find((e) => e.status === 'rejected');
      return `${role} approval rejected${by ? ` by ${by.user}${by.notes ? `: ${by.notes}` : ''}` : ''}`;
    }
    if (state !== 'approved')
      return `waiting for ${role} approval${options.approvers ? ` — ${whoCanApprove(role, options.approvers[role])}` : ''}`;
  }
  return undefined;
}

/** The first stage not done (where the assembly stands), or undefined when all are done. */
export const currentStage = (assembly: PipeAssembly): PipeStage | undefined => PIPE_STAGES.find((s) => assembly[s].status !== 'done');

/** A one-line summary of an assembly for lists: 'Purchasing BOM: error', 'done'. */
export function assemblySummary(assembly: PipeAssembly, now: number): { stage: PipeStage | undefined; status: string } {
  const stage = currentStage(assembly);
  return { stage, status: stage ? stageDisplayStatus(assembly[stage], now) : 'done' };
}
