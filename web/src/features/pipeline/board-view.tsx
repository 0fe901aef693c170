import { Fragment, memo, useMemo } from 'react';
import { Link } from 'react-router';
import { blockingReason, currentStage, PIPE_STAGES, stageDisplayStatus, STAGE_LABELS, type PipeAssembly } from '@workhub/domain';
import { paths } from '../../lib/paths';
import type { ApproverNames } from '../../stores/approvers-store';
import { AssemblyRow } from './board-row';
import type { ProjectHeading } from './use-pipe';

export const STATUS_FILTERS = ['all', 'inProgress', 'error', 'stalled', 'blocked'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  all: 'All',
  inProgress: 'In progress',
  error: 'Error',
  stalled: 'Stalled',
  blocked: 'Blocked',
};

/** Whether an assembly shows under a status filter: any stage in progress / failed / stalled, or its next stage blocked. */
export function matchesStatus(assembly: PipeAssembly, filter: StatusFilter, now: number, hasBase: boolean): boolean {
  if (filter === 'all') return true;
  if (filter === 'blocked') {
    const next = currentStage(assembly);
    return !!next && assembly[next].status === 'new' && !!blockingReason(assembly, next, { hasBase });
  }
  return PIPE_STAGES.some((stage) => stageDisplayStatus(assembly[stage], now) === filter);
}

function BoardHead() {
  return (
    <thead>
      <tr>
        <th scope="col">Assembly</th>
        {PIPE_STAGES.map((stage) => (
          <th scope="col" key={stage}>
            {STAGE_LABELS[stage]}
          </th>
        ))}
        <th scope="col">Approvals</th>
      </tr>
    </thead>
  );
}

const COLUMNS = PIPE_STAGES.length + 2;

const ProjectHeaderRow = memo(function ProjectHeaderRow({
  heading,
  id,
  count,
}: {
  heading: ProjectHeading | undefined;
  id: string;
  count: number;
}) {
  return (
    <tr className="board-project" data-testid="board-project" data-project={id}>
      <th scope="rowgroup" colSpan={COLUMNS}>
        <Link to={paths.projectBoard(id)}>{id}</Link>
        <span className="board-client">{heading?.clientName ?? ''}</span>
        <span className="hint">
          {count} assembl{count === 1 ? 'y' : 'ies'} · <Link to={paths.projectTab(id, 'pipe')}>pipe</Link> ·{' '}
          <Link to={paths.project(id)}>project</Link>
        </span>
      </th>
    </tr>
  );
});

export interface BoardMatrixProps {
  assemblies: readonly PipeAssembly[];
  /** Project headings by id; with `grouped`, a header row per project. */
  headings: ReadonlyMap<string, ProjectHeading>;
  grouped: boolean;
  /** Names of each role's approvers: the 'why blocked' of an approval wait says who can give it. */
  approvers?: ApproverNames | null;
}

/** The matrix: assemblies × stages, with approvals; across projects, grouped under a row per project. */
export function BoardMatrix({ assemblies, headings, grouped, approvers }: BoardMatrixProps) {
  const groups = useMemo(() => {
    const byProject = new Map<string, PipeAssembly[]>();
    for (const a of assemblies) {
      const list = byProject.get(a.projectId);
      if (list) list.push(a);
      else byProject.set(a.projectId, [a]);
    }
    return [...byProject];
  }, [assemblies]);
  return (
    <div className="board-scroll">
      <table className="board" data-testid="board">
        <BoardHead />
        {groups.map(([projectId, rows]) => (
          <Fragment key={projectId}>
            <tbody data-project={projectId}>
              {grouped && <ProjectHeaderRow id={projectId} heading={headings.get(projectId)} count={rows.length} />}
              {rows.map((a) => (
                <AssemblyRow key={a.assembly} assembly={a} hasBase={headings.get(projectId)?.hasBase ?? true} approvers={approvers} />
              ))}
            </tbody>
          </Fragment>
        ))}
      </table>
    </div>
  );
}
