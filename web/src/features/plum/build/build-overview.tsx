import { Link } from 'react-router';
import { BUILD_TYPES, BUILD_TYPE_LABELS, formatUtc, type BuildSpecSummary } from '@workhub/domain';
import { paths } from '../../../lib/paths';

/** /plum/build: one release at a glance (when, by whom, why, entries per type) and every release. */
export function BuildOverview({
  release,
  releases,
  explicit,
}: {
  release: BuildSpecSummary;
  releases: readonly BuildSpecSummary[];
  explicit: boolean;
}) {
  const newest = releases.at(-1)?.version;
  const v = explicit ? release.version : null;
  return (
    <section className="page build-page" data-testid="build-overview">
      <h2>
        Release {release.version} {release.version === newest && <span className="version-tag">latest</span>}
      </h2>
      <dl className="facts build-facts">
        <dt>Released</dt>
        <dd data-testid="released">{formatUtc(release.released)} UTC</dd>
        <dt>Released by</dt>
        <dd data-testid="released-by">{release.releasedBy || 'Unknown'}</dd>
        <dt>Message</dt>
        <dd data-testid="release-message">{release.message || 'No message'}</dd>
      </dl>
      <h3>Entries by build type</h3>
      <table className="build-table counts-table" data-testid="type-counts">
        <thead>
          <tr>
            <th>Build type</th>
            <th className="number">Entries</th>
          </tr>
        </thead>
        <tbody>
          {BUILD_TYPES.map((type) => (
            <tr key={type}>
              <td>
                <Link to={paths.buildType(type, v)}>{BUILD_TYPE_LABELS[type]}</Link>
              </td>
              <td className="number">{release.counts[type] ?? 0}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>All releases</h3>
      <table className="build-table" data-testid="releases">
        <thead>
          <tr>
            <th>Version</th>
            <th>Released</th>
            <th>By</th>
            <th>Message</th>
          </tr>
        </thead>
        <tbody>
          {[...releases].reverse().map((r) => (
            <tr key={r.version} aria-current={r.version === release.version ? 'true' : undefined}>
              <td>
                <Link to={paths.build(r.version)}>{r.version}</Link>
              </td>
              <td>{formatUtc(r.released)}</td>
              <td>{r.releasedBy}</td>
              <td>{r.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
