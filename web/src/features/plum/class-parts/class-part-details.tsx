import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatUtc, type ClassPartVersion } from '@workhub/domain';
import { arrivalState } from '../../../lib/arrival';
import { paths } from '../../../lib/paths';
import { ActiveBadge } from './class-part-list';
import { ClassPartWorkspaceList } from './class-part-workspace-list';
import { VersionSelector } from '../../../components/version-selector';
import { ClassPartVersionPicker } from './class-part-version-picker';
import { useClassPartsStore, type ComparedChange } from './class-parts-store';
import { describeOnshapeDocument, routingLabel, statusText } from './class-part-words';

/** A value that may be missing, in words. */
const orNone = (value: string | undefined | null) => (value ? value : <span className="hint">none</span>);

/**
 * One class part: the version shown (the newest, or the one the address names), every field of
 * the class-part version, its versions to pick from, the active flag, a new workspace, comparing
 * two versions, restoring an old one, and the open workspaces on it.
 */
export function ClassPartDetails({ versions, shown }: { versions: readonly ClassPartVersion[]; shown: ClassPartVersion }) {
  const navigate = useNavigate();
  const { busy, setActive, startWorkspace } = useClassPartsStore();
  const newest = versions.at(-1)!;
  const isNewest = shown.id === newest.id;

  async function start() {
    const workspaceId = await startWorkspace(shown.path, shown.version);
    if (workspaceId) await navigate(paths.classPartWorkspace(workspaceId), { state: arrivalState(workspaceId) });
  }

  return (
    <section className="page class-part-page" data-testid="class-part" data-path={shown.path}>
      <div className="page-head">
        <h1>
          {shown.name} <span className="hint">{shown.system}</span>
        </h1>
        <span data-testid="class-part-active">
          <ActiveBadge isActive={shown.isActive} />
        </span>
      </div>
      <p className="hint" data-testid="class-part-shown">
        {isNewest ? (
          <>
            Showing the newest version, <strong>{shown.version}</strong>, of {versions.length}.
          </>
        ) : (
          <>
            Showing the older version <strong>{shown.version}</strong>; the newest is{' '}
            <Link to={paths.classPart(shown.system, shown.name)}>{newest.version}</Link>.
          </>
        )}
      </p>

      <div className="class-part-actions">
        <button type="button" className="primary" disabled={busy} onClick={() => void start()}>
          Start a workspace
        </button>
        <span className="hint">to change this class part (from {shown.version}); a commit makes a new version.</span>
        <button
          type="button"
          disabled={busy}
          onClick={() => void setActive(shown.id, !shown.isActive)}
          title={shown.isActive ? 'Mark this version as not to be used' : 'Mark this version as in use'}
        >
          {shown.isActive ? 'Deactivate' : 'Activate'} {shown.version}
        </button>
      </div>

      <section aria-label="Versions" className="class-part-versions">
        <h2>Versions</h2>
        <ClassPartVersionPicker versions={versions} selected={shown} />
      </section>

      <section aria-label="Class-part version">
        <h2>Version {shown.version}</h2>
        <dl className="facts" data-testid="class-part-facts">
          <dt>Name</dt>
          <dd>{shown.name}</dd>
          <dt>System</dt>
          <dd>
            <Link to={paths.classPartSystem(shown.system)}>{shown.system}</Link>
          </dd>
          <dt>Path</dt>
          <dd>{shown.path}</dd>
          <dt>Key</dt>
          <dd>{shown.key}</dd>
          <dt>Id</dt>
          <dd>{shown.id}</dd>
          <dt>Version</dt>
          <dd data-testid="class-part-version">{shown.version}</dd>
          <dt>Status</dt>
          <dd>
            {statusText(shown.status)}
            {shown.substatus ? ` · ${shown.substatus}` : ''}
          </dd>
          <dt>Active</dt>
          <dd>{shown.isActive ? 'Yes' : 'No'}</dd>
          <dt>Commit message</dt>
          <dd data-testid="class-part-message">{orNone(shown.message)}</dd>
          <dt>Created</dt>
          <dd>
            {formatUtc(shown.created)} by {shown.createdBy}
          </dd>
          <dt>Modified</dt>
          <dd>
            {formatUtc(shown.modified)} by {shown.modifiedBy}
          </dd>
          <dt>Description</dt>
          <dd>{orNone(shown.description)}</dd>
          <dt>Details</dt>
          <dd className="pre">{orNone(shown.details)}</dd>
        </dl>
      </section>

      <section aria-label="Properties">
        <h2>Properties</h2>
        <dl className="facts" data-testid="class-part-properties">
          <dt>Owner</dt>
          <dd data-testid="class-part-owner">{shown.properties.owner}</dd>
          <dt>System</dt>
          <dd>{shown.properties.system}</dd>
          <dt>Tiling</dt>
          <dd>{orNone(shown.properties.tiling)}</dd>
          <dt>Item group</dt>
          <dd>{shown.properties.itemGroup}</dd>
        </dl>
      </section>

      <section aria-label="Routings">
        <h2>Routings</h2>
        {shown.routings.length === 0 ? (
          <p className="hint">No routings.</p>
        ) : (
          <ol className="class-part-routings" data-testid="class-part-routings">
            {shown.routings.map((r) => (
              <li key={r.id} data-testid="class-part-routing">
                {routingLabel(r)}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-label="CAD documents">
        <h2>CAD documents (Onshape)</h2>
        {shown.onshapeDocuments.length === 0 ? (
          <p className="hint">No CAD document assigned.</p>
        ) : (
          <ul data-testid="class-part-cad">
            {shown.onshapeDocuments.map((d) => {
              const { label, detail, url } = describeOnshapeDocument(d);
              return (
                <li key={url} data-testid="class-part-cad-document">
                  <a href={url} target="_blank" rel="noreferrer">
                    {label}
                  </a>{' '}
                  <span className="hint">{detail}</span>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-label="Build specifications">
        <h2>Build specifications</h2>
        {shown.buildSpecs.length === 0 ? (
          <p className="hint">Not in any build specification.</p>
        ) : (
          <p>Released in build specifications {shown.buildSpecs.join(', ')}.</p>
        )}
      </section>

      <CompareVersions versions={versions} shown={shown} />
      {!isNewest && <RestoreVersion key={shown.id} shown={shown} newest={newest} />}

      <ClassPartWorkspaceList name={shown.path} title="Open workspaces on this class part" />
    </section>
  );
}

/** Compare any two versions: the change list in words (GET classPart/compare). */
function CompareVersions({ versions, shown }: { versions: readonly ClassPartVersion[]; shown: ClassPartVersion }) {
  const { busy, compare } = useClassPartsStore();
  // Until the user picks: the shown version against the newest, or (the newest shown) against the one before.
  const newest = versions.at(-1)!;
  const [picked, setPicked] = useState<{ from?: string; to?: string }>({});
  const isNewest = shown.id === newest.id;
  const from = picked.from ?? (isNewest ? (versions.at(-2)?.version ?? shown.version) : shown.version);
  const to = picked.to ?? newest.version;
  const setFrom = (version: string) => setPicked((p) => ({ ...p, from: version }));
  const setTo = (version: string) => setPicked((p) => ({ ...p, to: version }));
  const [result, setResult] = useState<{ from: string; to: string; changes: ComparedChange[] } | null>(null);

  if (versions.length < 2) return null;
  const options = versions.map((v) => v.version);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const changes = await compare(shown.path, from, to);
    if (changes) setResult({ from, to, changes });
  }
  return (
    <section aria-label="Compare versions" className="class-part-compare">
      <h2>Compare versions</h2>
      <form className="inline-form row" onSubmit={(e) => void submit(e)}>
        <div className="field">
          <span aria-hidden="true">From</span>
          <VersionSelector versions={options} value={from} onChange={setFrom} label="Compare from" />
        </div>
        <div className="field">
          <span aria-hidden="true">To</span>
          <VersionSelector versions={options} value={to} onChange={setTo} label="Compare to" />
        </div>
        <button type="submit" disabled={busy || from === to}>
          Compare
        </button>
        {from === to && <span className="hint">Pick two different versions.</span>}
      </form>
      {result && (
        <div data-testid="class-part-changes">
          <h3>
            From {result.from} to {result.to}
          </h3>
          {result.changes.length === 0 ? (
            <p className="hint">No differences.</p>
          ) : (
            <ul>
              {result.changes.map((c, i) => (
                <li key={i} data-testid="class-part-change">
                  {c.text}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}

/** Restore an old version: a new version with its content (nothing is removed). */
function RestoreVersion({ shown, newest }: { shown: ClassPartVersion; newest: ClassPartVersion }) {
  const navigate = useNavigate();
  const { busy, restore } = useClassPartsStore();
  const [message, setMessage] = useState(`Restore ${shown.version}`);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const restored = await restore(shown.path, shown.version, message);
    if (restored) await navigate(paths.classPart(shown.system, shown.name), { state: arrivalState(restored.id) });
  }
  return (
    <section aria-label="Restore this version" className="class-part-restore">
      <h2>Restore {shown.version}</h2>
      <p className="hint">
        Restoring makes a <strong>new version</strong> after {newest.version} with the content of {shown.version}. No version is removed or
        changed.
      </p>
      <form className="inline-form row" onSubmit={(e) => void submit(e)}>
        <label>
          Message
          <input value={message} onChange={(e) => setMessage(e.target.value)} required />
        </label>
        <button type="submit" className="primary" disabled={busy || !message.trim()}>
          Restore as a new version
        </button>
      </form>
    </section>
  );
}
