import type { VersionedWorkspace } from '@workhub/domain';

const LABELS: Record<string, string> = {
  new: 'New',
  patched: 'Patched',
  candidate: 'Candidate',
  committed: 'Committed',
  deleted: 'In the trash',
};

/** The state a space is in: new → patched → candidate → committed, or in the trash. */
export const spaceState = (w: Pick<VersionedWorkspace, 'status' | 'deleted'>) => (w.deleted ? 'deleted' : w.status);

/** The status badge of a space (one colour per state). */
export function SpaceStatus({ workspace }: { workspace: Pick<VersionedWorkspace, 'status' | 'deleted'> }) {
  const state = spaceState(workspace);
  return (
    <span className={`space-status space-status-${LABELS[state] ? state : 'other'}`} data-testid="space-status">
      {LABELS[state] ?? state}
    </span>
  );
}
