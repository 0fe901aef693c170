import { Link } from 'react-router';
import { formatUtc, type ClassPartVersion } from '@workhub/domain';
import { paths } from '../../../lib/paths';
import type { ClassPartGroup } from './class-part-view';
import { statusText } from './class-part-words';
import { StatusBadge } from '../../../components/kit';

/** Active or inactive, in words. */
export function ActiveBadge({ isActive }: { isActive: boolean }) {
  return <StatusBadge tone={isActive ? 'ok' : 'neutral'}>{isActive ? 'Active' : 'Inactive'}</StatusBadge>;
}

/** The ten systems (or one), each with its class parts: newest version, status, active, owner. */
export function ClassPartList({
  systems,
}: {
  systems: readonly { system: string; groups: readonly ClassPartGroup<ClassPartVersion>[] }[];
}) {
  return (
    <>
      {systems.map(({ system, groups }) => (
        <section key={system} className="class-part-system" aria-label={`System ${system}`} data-testid="class-part-system">
          <h2>
            <Link to={paths.classPartSystem(system)}>{system}</Link> <span className="hint">({groups.length})</span>
          </h2>
          {groups.length === 0 ? (
            <p className="hint">No class parts in this system yet.</p>
          ) : (
            <table className="data-table">
              <thead>
                <tr>
                  <th>Class part</th>
                  <th>Newest version</th>
                  <th>Versions</th>
                  <th>Status</th>
                  <th>Active</th>
                  <th>Owner</th>
                  <th>Last changed</th>
                </tr>
              </thead>
              <tbody>
                {groups.map(({ path, name, newest, versions }) => (
                  <tr key={path} data-testid="class-part-row" data-path={path} className={newest.isActive ? undefined : 'dimmed'}>
                    <td>
                      <Link to={paths.classPart(newest.system, name)}>{name}</Link>
                    </td>
                    <td data-testid="class-part-newest">{newest.version}</td>
                    <td>{versions.length}</td>
                    <td>
                      {statusText(newest.status)}
                      {newest.substatus ? <span className="hint"> · {newest.substatus}</span> : null}
                    </td>
                    <td>
                      <ActiveBadge isActive={newest.isActive} />
                    </td>
                    <td>{newest.properties.owner}</td>
                    <td>
                      {formatUtc(newest.modified)} <span className="hint">by {newest.modifiedBy}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}
    </>
  );
}
