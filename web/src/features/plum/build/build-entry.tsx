import { useState } from 'react';
import { Link } from 'react-router';
import { BUILD_TYPE_LABELS, type BuildSpec, type BuildSpecSummary, type BuildType } from '@workhub/domain';
import { paths } from '../../../lib/paths';
import { VersionSelector } from '../../../components/version-selector';
import type { EntryPresenceAnswer } from '../../../services/build-service';
import { EntryFields } from './entry-fields';
import { useChangeList } from './use-build';
import { ErrorNote } from '../../../components/kit';

type Presence = EntryPresenceAnswer['versions'];

/**
 * /plum/build/{type}/{name}: one entry of one release, every field readable, the releases having
 * it, and its changes compared with another release. An entry the release lacks says so and
 * names the releases that have it.
 */
export function BuildEntry({
  type,
  name,
  spec,
  presence,
  releases,
}: {
  type: BuildType;
  name: string;
  spec: BuildSpec;
  presence: Presence;
  releases: readonly BuildSpecSummary[];
}) {
  const entry = Object.prototype.hasOwnProperty.call(spec[type], name) ? spec[type][name] : undefined;
  const having = presence.filter((p) => p.present).map((p) => p.version);
  const missing = presence.filter((p) => !p.present).map((p) => p.version);
  const typeLabel = BUILD_TYPE_LABELS[type];
  return (
    <section className="page build-page" data-testid="build-entry">
      <p className="hint">
        <Link to={paths.buildType(type, spec.version)}>{typeLabel}</Link> in {spec.version}
      </p>
      <h2 data-testid="entry-heading">{name}</h2>
      {entry ? (
        <EntryFields type={type} entry={entry} />
      ) : (
        <div className="build-notice" role="status" data-testid="entry-missing">
          <strong>
            {name} is not in release {spec.version}.
          </strong>{' '}
          {having.length > 0 ? (
            <>
              It is in {having.length === 1 ? 'release' : 'releases'}{' '}
              {having.map((v, i) => (
                <span key={v}>
                  {i > 0 && ', '}
                  <Link to={paths.buildEntry(type, name, v)}>{v}</Link>
                </span>
              ))}
              .
            </>
          ) : (
            'No release has it.'
          )}
        </div>
      )}
      <h3>Releases having it</h3>
      <p className="hint">
        In {having.length} of {presence.length} releases{missing.length > 0 ? `; not in ${missing.join(', ')}` : ''}.
      </p>
      <ol className="presence-list" data-testid="presence">
        {[...presence].reverse().map((p) => (
          <li key={p.version} data-present={p.present} aria-current={p.version === spec.version ? 'true' : undefined}>
            <Link to={paths.buildEntry(type, name, p.version)}>{p.present ? p.version : <s>{p.version}</s>}</Link>
            <span className="presence-note">
              {!p.present ? 'not in this release' : p.changed ? (p === presence.find((x) => x.present) ? 'added' : 'changed') : 'unchanged'}
            </span>
          </li>
        ))}
      </ol>
      <EntryCompare type={type} name={name} version={spec.version} releases={releases} missing={missing} />
    </section>
  );
}

function EntryCompare({
  type,
  name,
  version,
  releases,
  missing,
}: {
  type: BuildType;
  name: string;
  version: string;
  releases: readonly BuildSpecSummary[];
  missing: readonly string[];
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const other = chosen ?? defaultComparison(releases, version, missing);
  const changes = useChangeList(type, other, other ? version : null);
  const change = changes.data?.changes.find((c) => c.name === name);
  return (
    <section className="entry-compare" data-testid="entry-compare">
      <h3>Changes</h3>
      <div className="compare-bar">
        <span>Compare with version</span>
        <VersionSelector
          versions={releases.map((r) => ({ version: r.version, label: r.message }))}
          value={other}
          onChange={setChosen}
          missing={missing}
          label="Compare with version"
        />
        {other && (
          <span className="hint">
            changes from {other} to {version}
          </span>
        )}
      </div>
      {!other ? (
        <p className="build-empty">{version} is the first release: choose another version to compare with.</p>
      ) : other === version ? (
        <p className="build-empty">Choose a version other than {version} to compare with.</p>
      ) : changes.status === 'loading' ? (
        <p className="page-loading">Comparing…</p>
      ) : changes.status === 'error' ? (
        <ErrorNote>The comparison could not be read: {changes.error}</ErrorNote>
      ) : !change ? (
        <p className="build-empty" data-testid="no-changes">
          {missing.includes(other) && missing.includes(version)
            ? `${name} is in neither release.`
            : `No changes to ${name} from ${other} to ${version}.`}
        </p>
      ) : change.change === 'changed' ? (
        <ul className="change-list" data-testid="change-list">
          {change.fields.map((f) => (
            <li key={f.field}>{f.text}</li>
          ))}
        </ul>
      ) : (
        <p className="change-list" data-testid="change-list">
          {change.change === 'added' ? `${name} is in ${version} but not in ${other}.` : `${name} is in ${other} but not in ${version}.`}
        </p>
      )}
    </section>
  );
}

/**
 * What an entry is compared with at first: the release before the one shown; when the shown
 * release lacks the entry (or is the first), the nearest release (older first) that has it.
 */
function defaultComparison(releases: readonly BuildSpecSummary[], version: string, missing: readonly string[]): string | null {
  const index = releases.findIndex((r) => r.version === version);
  const previous = releases[index - 1]?.version ?? null;
  if (previous && !missing.includes(version)) return previous;
  const having = (i: number) => releases[i] && !missing.includes(releases[i].version) && i !== index;
  for (let d = 1; d < releases.length; d++) {
    if (having(index - d)) return releases[index - d]!.version;
    if (having(index + d)) return releases[index + d]!.version;
  }
  return previous;
}
