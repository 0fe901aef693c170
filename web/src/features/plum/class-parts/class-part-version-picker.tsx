import { Link } from 'react-router';
import { formatUtc, type ClassPartVersion } from '@workhub/domain';
import { paths } from '../../../lib/paths';

/**
 * The versions of a class part, newest first; picking one opens its address (the id form,
 * '/plum/class-parts/bath/bath~vanity-v1.2.0'; the newest is the name form).
 */
export function ClassPartVersionPicker({ versions, selected }: { versions: readonly ClassPartVersion[]; selected: ClassPartVersion }) {
  const newest = versions.at(-1);
  return (
    <table className="data-table" data-testid="class-part-versions">
      <thead>
        <tr>
          <th>Version</th>
          <th>Message</th>
          <th>Committed</th>
          <th>Active</th>
        </tr>
      </thead>
      <tbody>
        {[...versions].reverse().map((v) => (
          <tr key={v.id} data-testid="class-part-version-row" data-version={v.version} aria-selected={v.id === selected.id}>
            <td>
              <Link
                to={v.id === newest?.id ? paths.classPart(v.system, v.name) : paths.classPart(v.system, v.id)}
                aria-current={v.id === selected.id ? 'page' : undefined}
              >
                {v.version}
              </Link>
              {v.id === newest?.id && <span className="hint"> (newest)</span>}
            </td>
            <td>{v.message || <span className="hint">no message</span>}</td>
            <td>
              {formatUtc(v.created)} <span className="hint">by {v.createdBy}</span>
            </td>
            <td>{v.isActive ? 'Yes' : 'No'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
