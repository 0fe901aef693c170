import { useNavigate } from 'react-router';
import { formatUtc, type ClassPartVersion } from '@workhub/domain';
import { VersionSelector } from '../../../components/version-selector';
import { paths } from '../../../lib/paths';

/** The address of one version: the newest by name ('/plum/class-parts/bath/vanity'), an older one by its id ('…/bath/bath~vanity-v1.2.0'). */
export function versionAddress(version: ClassPartVersion, newest: ClassPartVersion | undefined): string {
  return paths.classPart(version.system, version.id === newest?.id ? version.name : version.id);
}

/** Picks a version of a class part with the shared version selector; picking opens its address. Below it, the history. */
export function ClassPartVersionPicker({ versions, selected }: { versions: readonly ClassPartVersion[]; selected: ClassPartVersion }) {
  const navigate = useNavigate();
  const newest = versions.at(-1);
  const pick = (text: string) => {
    const version = versions.find((v) => v.version === text);
    if (version) void navigate(versionAddress(version, newest));
  };
  return (
    <>
      <div className="version-pick">
        <VersionSelector
          versions={versions.map((v) => ({ version: v.version, ...(v.message ? { label: v.message } : {}) }))}
          value={selected.version}
          onChange={pick}
          label="Class-part version"
        />
        <span className="hint">Pick a version to see it; the newest is shown by default.</span>
      </div>
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
                {v.version}
                {v.id === newest?.id && <span className="hint"> (newest)</span>}
                {v.id === selected.id && <span className="hint"> · shown</span>}
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
    </>
  );
}
