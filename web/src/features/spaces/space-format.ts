import { formatVersion, formatWorkspaceVersion, type VersionedWorkspace } from '@workhub/domain';

/** The version shown for a space: `v…` once committed, else the workspace version `w…`. */
export const spaceVersionText = (w: VersionedWorkspace) => (w.status === 'committed' ? formatVersion(w) : formatWorkspaceVersion(w));

/** A stored ISO time as `yyyy-MM-dd HH:mm` UTC; '—' when it does not read. */
export function timeText(value: string | undefined): string {
  const millis = value ? Date.parse(value) : NaN;
  if (Number.isNaN(millis)) return '—';
  return new Date(millis).toISOString().slice(0, 16).replace('T', ' ');
}
