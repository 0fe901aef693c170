import { formatUtc, formatVersion, formatWorkspaceVersion, type VersionedWorkspace } from '@workhub/domain';

/** The version shown for a space: `v…` once committed, else the workspace version `w…`. */
export const spaceVersionText = (w: VersionedWorkspace) => (w.status === 'committed' ? formatVersion(w) : formatWorkspaceVersion(w));

/** A stored time in the one format (domain formatUtc, 'yyyy-MM-dd HH:mm:ss' UTC); '—' when it does not read. */
export const timeText = (value: string | undefined): string => formatUtc(value) || '—';
