import { memo } from 'react';
import { Link } from 'react-router';
import { stageBlock, PIPE_STAGES, STAGE_LABELS, type PipeAssembly } from '@workhub/domain';
import { paths } from '../../lib/paths';
import type { ApproverNames } from '../../stores/approvers-store';
import { ApprovalSummary } from './approvals';
import { StageCell } from './stage-cell';
import { countRowRender } from './render-count';

export interface AssemblyRowProps {
  assembly: PipeAssembly;
  /** The project has a base design (the first stage waits for it). */
  hasBase: boolean;
  /** Names of each role's approvers, for 'waiting for production approval — Ken Thompson or Jean Prouve'. */
  approvers?: ApproverNames | null | undefined;
}

/**
 * One assembly across the stages. Memoised: a live change re-renders only the row whose document
 * changed (the snapshot keeps the other documents' objects, see useStableDocuments).
 */
export const AssemblyRow = memo(function AssemblyRow({ assembly, hasBase, approvers }: AssemblyRowProps) {
  countRowRender(`${assembly.projectId}/${assembly.assembly}`);
  return (
    <tr
      data-testid="board-row"
      data-project={assembly.projectId}
      data-assembly={assembly.assembly}
      data-removed={assembly.removed ? 'true' : undefined}
      className={assembly.removed ? 'removed' : undefined}
    >
      <th scope="row" className="board-assembly">
        <Link to={`${paths.projectTab(assembly.projectId, 'pipe')}?assembly=${encodeURIComponent(assembly.assembly)}`}>
          {assembly.assemblyName}
        </Link>
        <span className="hint">module {assembly.module}</span>
        <RemovedBadge assembly={assembly} />
        {assembly.notes && <span className="board-notes">{assembly.notes}</span>}
      </th>
      {PIPE_STAGES.map((stage) => (
        <StageCell
          key={stage}
          stage={assembly[stage]}
          label={STAGE_LABELS[stage]}
          block={assembly[stage].status === 'new' ? stageBlock(assembly, stage, { hasBase, approvers: approvers ?? undefined }) : undefined}
        />
      ))}
      <td className="board-approvals">
        <ApprovalSummary approvals={assembly.approvals} compact />
      </td>
    </tr>
  );
});

/** 'removed in v1.0.2': the assembly's base design no longer defines it (kept with its work; it does not run). */
export function RemovedBadge({ assembly }: { assembly: Pick<PipeAssembly, 'removed'> }) {
  if (!assembly.removed) return null;
  return (
    <span
      className="removed-badge"
      data-testid="removed-badge"
      title={`The base design ${assembly.removed.version} no longer has this assembly: it keeps its work and does not run`}
    >
      removed in {assembly.removed.version}
    </span>
  );
}
