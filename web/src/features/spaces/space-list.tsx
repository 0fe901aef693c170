import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import type { VersionedWorkspace } from '@workhub/domain';
import { spaceVersionText, timeText } from './space-format';
import { SpaceStatus } from './space-status';

export interface SpaceListProps {
  spaces: VersionedWorkspace[];
  /** Trash one space (absent: no trash column). */
  onTrash?: (space: VersionedWorkspace) => void;
  /** Who may trash a space (default: anyone shown the button). */
  mayTrash?: (space: VersionedWorkspace) => boolean;
  /** The space being trashed (its button is busy). */
  trashing?: string | null;
  /** The address of a space (default /space/{id}). */
  linkTo?: (space: VersionedWorkspace) => string;
  /** The space shown next to the list (highlighted). */
  current?: string;
  compact?: boolean;
}

/** The spaces as a table: name, status, version, project, creator, modified. */
export function SpaceList({
  spaces,
  onTrash,
  mayTrash = () => true,
  trashing,
  linkTo = (s) => paths.space(s.id),
  current,
  compact,
}: SpaceListProps) {
  return (
    <table className={`spaces-table${compact ? ' spaces-table-compact' : ''}`} data-testid="space-list">
      <thead>
        <tr>
          <th>Name</th>
          <th>Status</th>
          <th>Version</th>
          {!compact && <th>Project</th>}
          {!compact && <th>Creator</th>}
          {!compact && <th>Modified (UTC)</th>}
          {onTrash && <th aria-label="Actions" />}
        </tr>
      </thead>
      <tbody>
        {spaces.map((s) => (
          <tr
            key={s.id}
            data-testid="space-row"
            data-space-id={s.id}
            className={`${s.deleted ? 'space-deleted' : ''}${s.id === current ? ' space-current' : ''}`}
          >
            <td>
              <Link to={linkTo(s)}>{s.name}</Link>
              {!compact && <div className="hint">{s.id}</div>}
            </td>
            <td>
              <SpaceStatus workspace={s} />
            </td>
            <td className="space-version" data-testid="space-version">
              {spaceVersionText(s)}
            </td>
            {!compact && <td>{s.projectId || <span className="hint">company-wide</span>}</td>}
            {!compact && <td>{s.creator}</td>}
            {!compact && <td>{timeText(s.modified)}</td>}
            {onTrash && (
              <td>
                {!s.deleted && mayTrash(s) && (
                  <button type="button" className="space-trash danger" disabled={trashing === s.id} onClick={() => onTrash(s)}>
                    {trashing === s.id ? 'Trashing…' : 'Trash'}
                  </button>
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
