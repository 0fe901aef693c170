import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { NotFound } from '../../components/not-found';
import { LiveStatus } from '../../components/live-status';
import { useAwaitingArrival } from '../../lib/arrival';
import { paths } from '../../lib/paths';
import { formatVersion, spaceContentSchema, type SpaceContent } from '@workhub/domain';
import { useAuthStore } from '../../stores/auth-store';
import { spacesApi, type VersionedWorkspace } from './space-data';
import { spaceVersionText, timeText } from './space-format';
import { SpaceStatus } from './space-status';
import { SpaceDrawing } from './space-drawing';
import { useSpaceDoc } from './use-spaces';
import { FailureBox, failureOf, type Failure } from './failure';
import { appendOperations, layerObjectCount, PATCH_EXAMPLE, SIMPLE_EDITS, valueText, type PatchOperation } from './space-patch';
import { ErrorNote, LinkButton } from '../../components/kit';

/** Which parts of the content are shown (the `filter` of the panel layout). */
export type SpaceSection = 'all' | 'layers' | 'metadata' | 'warnings';
export const SPACE_SECTIONS: readonly SpaceSection[] = ['all', 'layers', 'metadata', 'warnings'];

export interface SpaceViewProps {
  id: string;
  /** The content sections shown (default all). */
  filter?: string;
  /** The focused layer (highlighted), and a way to focus one. */
  focusedLayer?: string;
  onFocusLayer?: (layer: string | null) => void;
  /** Without the patch / candidate / commit tools (a read-only pane). */
  readOnly?: boolean;
  /** Only these content sections, without the header and facts (a side pane). */
  only?: readonly SpaceSection[];
}

type ContentRead =
  { status: 'loading' } | { status: 'ready'; content: SpaceContent | null; raw: unknown } | { status: 'error'; failure: Failure };

/**
 * One versioned space: the workspace document is live; the content is read through the version
 * service (GET /version/workspace) and read again after each action and each change of the document.
 */
export function SpaceView({ id, filter = 'all', focusedLayer, onFocusLayer, readOnly, only }: SpaceViewProps) {
  const doc = useSpaceDoc(id);
  const workspace = doc.data;
  const awaiting = useAwaitingArrival(id, workspace !== null);
  const me = useAuthStore((s) => s.user);
  const admin = useAuthStore((s) => s.roles?.isWorkspaceAdmin === true);
  const mayChange = admin || (workspace !== null && workspace.creator === me);
  const [content, setContent] = useState<ContentRead>({ status: 'loading' });
  const stamp = workspace ? `${workspace.status}|${JSON.stringify(workspace.modified ?? null)}|${workspace.activeCandidate ?? ''}` : '';

  const load = useCallback(async () => {
    try {
      const answer = await spacesApi.get(id);
      const parsed = spaceContentSchema.safeParse(answer.content);
      setContent({ status: 'ready', content: parsed.success ? parsed.data : null, raw: answer.content });
    } catch (err) {
      setContent({ status: 'error', failure: failureOf(err) });
    }
  }, [id]);

  useEffect(() => {
    if (stamp) void load();
  }, [stamp, load]);

  if (doc.status === 'loading' || awaiting) return <p className="page-loading">Loading the space…</p>;
  if (!workspace) {
    if (doc.status === 'error' || doc.invalid.length > 0) {
      return (
        <section className="space-view">
          <h1>{id}</h1>
          <ErrorNote>The space could not be read{doc.error ? `: ${doc.error.message}` : '.'}</ErrorNote>
          <Link to={paths.spaces()}>All spaces</Link>
        </section>
      );
    }
    return <NotFound />;
  }

  const show = (section: SpaceSection) =>
    (!only || only.includes(section)) && (filter === 'all' || filter === section || !SPACE_SECTIONS.includes(filter as SpaceSection));
  if (only) {
    return (
      <section className="space-view space-view-only">
        {content.status === 'loading' && <p className="page-loading">Loading the content…</p>}
        {content.status === 'error' && <FailureBox failure={content.failure} title="The content could not be read" />}
        {content.status === 'ready' && content.content && (
          <SpaceContentView content={content.content} show={(s) => (only.includes(s) ? true : false)} />
        )}
      </section>
    );
  }
  return (
    <section className="space-view" data-testid="space-view">
      <header className="space-head">
        <h1>{workspace.name}</h1>
        <SpaceStatus workspace={workspace} />
        <span className="space-version-big" data-testid="space-version">
          {spaceVersionText(workspace)}
        </span>
        <LiveStatus connection={doc.connection} />
      </header>
      <dl className="space-facts">
        <dt>Project</dt>
        <dd>{workspace.projectId || 'Company-wide'}</dd>
        <dt>Creator</dt>
        <dd>{workspace.creator}</dd>
        <dt>Type</dt>
        <dd>{workspace.type}</dd>
        <dt>Modified (UTC)</dt>
        <dd>{timeText(workspace.modified)}</dd>
        <dt>Candidate</dt>
        <dd>
          {workspace.activeCandidate ? (
            <>
              <code>{workspace.activeCandidate}</code>{' '}
              <span className="hint">
                {workspace.status === 'candidate'
                  ? '(open, waiting for the commit)'
                  : workspace.status === 'committed'
                    ? '(committed)'
                    : '(replaced by later patches: submit again)'}
              </span>
            </>
          ) : (
            '—'
          )}
        </dd>
        <dt>Id</dt>
        <dd>
          <code>{workspace.id}</code>
        </dd>
      </dl>
      {workspace.deleted && (
        <p className="space-trashed" role="note">
          This space is in the trash: it can be read but no longer changed.
        </p>
      )}
      {content.status === 'loading' && <p className="page-loading">Loading the content…</p>}
      {content.status === 'error' && <FailureBox failure={content.failure} title="The content could not be read" />}
      {content.status === 'ready' && content.content === null && (
        <div className="space-block">
          <h2>Content</h2>
          <p className="hint">This content is not a space (layers, metadata, warnings); it is shown as it is stored.</p>
          <pre className="space-json">{JSON.stringify(content.raw, null, 2)}</pre>
        </div>
      )}
      {content.status === 'ready' && content.content && (
        <SpaceContentView content={content.content} show={show} focusedLayer={focusedLayer} onFocusLayer={onFocusLayer} />
      )}
      {!readOnly && !workspace.deleted && content.status === 'ready' && !mayChange && (
        <p className="hint space-readonly-note">Only its creator ({workspace.creator}) or a workspace admin can change this space.</p>
      )}
      {!readOnly && !workspace.deleted && content.status === 'ready' && mayChange && (
        <SpaceActions key={workspace.id} workspace={workspace} content={content.content} onChanged={load} />
      )}
    </section>
  );
}

function SpaceContentView({
  content,
  show,
  focusedLayer,
  onFocusLayer,
}: {
  content: SpaceContent;
  show: (s: SpaceSection) => boolean;
  focusedLayer?: string;
  onFocusLayer?: (layer: string | null) => void;
}) {
  const layers = Object.entries(content.layers).sort(([a], [b]) => a.localeCompare(b));
  const metadata = Object.entries(content.metadata).sort(([a], [b]) => a.localeCompare(b));
  return (
    <div className="space-content">
      {show('layers') && (
        <div className="space-block" data-testid="space-layers">
          <h2>Layers ({layers.length})</h2>
          <SpaceDrawing layers={content.layers} focusedLayer={focusedLayer} />
          {layers.length === 0 ? (
            <p className="hint">No layers.</p>
          ) : (
            <table className="spaces-table">
              <thead>
                <tr>
                  <th>Layer</th>
                  <th className="num">Objects</th>
                </tr>
              </thead>
              <tbody>
                {layers.map(([name, layer]) => (
                  <tr key={name} className={name === focusedLayer ? 'space-current' : ''} data-testid="space-layer">
                    <td>
                      {onFocusLayer ? (
                        <LinkButton aria-pressed={name === focusedLayer} onClick={() => onFocusLayer(name === focusedLayer ? null : name)}>
                          {name}
                        </LinkButton>
                      ) : (
                        name
                      )}
                    </td>
                    <td className="num">{layerObjectCount(layer)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {focusedLayer && content.layers[focusedLayer] !== undefined && (
            <div className="space-focus" data-testid="space-focused-layer">
              <h3>Layer {focusedLayer}</h3>
              <pre className="space-json">{JSON.stringify(content.layers[focusedLayer], null, 2)}</pre>
            </div>
          )}
        </div>
      )}
      {show('metadata') && (
        <div className="space-block" data-testid="space-metadata">
          <h2>Metadata</h2>
          {metadata.length === 0 ? (
            <p className="hint">No metadata.</p>
          ) : (
            <dl className="space-facts">
              {metadata.map(([key, value]) => (
                <div key={key} className="space-fact">
                  <dt>{key}</dt>
                  <dd>{valueText(value)}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      )}
      {show('warnings') && (
        <div className="space-block" data-testid="space-warnings">
          <h2>Warnings ({content.warnings.length})</h2>
          {content.warnings.length === 0 ? (
            <p className="hint">No warnings.</p>
          ) : (
            <ul className="space-warnings">
              {content.warnings.map((w, i) => (
                <li key={i}>{valueText(w)}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

type Busy = null | 'patch' | 'candidate' | 'commit';

/** Patch → candidate → commit, each answered by the version service; the page reads the space again after each. */
function SpaceActions({
  workspace,
  content,
  onChanged,
}: {
  workspace: VersionedWorkspace;
  content: SpaceContent | null;
  onChanged: () => Promise<void>;
}) {
  const [patchText, setPatchText] = useState('');
  const [edit, setEdit] = useState({ kind: 'addWarning', a: '', b: '' });
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const [failure, setFailure] = useState<{ kind: Exclude<Busy, null>; action: string; failure: Failure } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const layerNames = Object.keys(content?.layers ?? {});
  const committed = workspace.status === 'committed';

  const run = async (kind: Exclude<Busy, null>, action: string, call: () => Promise<string>) => {
    setBusy(kind);
    setFailure(null);
    setDone(null);
    try {
      setDone(await call());
      setDoneKind(kind);
      await onChanged();
    } catch (err) {
      setFailure({ kind, action, failure: failureOf(err) });
    } finally {
      setBusy(null);
    }
  };

  const [doneKind, setDoneKind] = useState<Exclude<Busy, null> | null>(null);
  /** What the last action of this kind came to, shown in its own block. */
  const outcome = (kind: Exclude<Busy, null>) => (
    <>
      {done && doneKind === kind && (
        <p className="space-done" role="status" data-testid="space-done">
          {done}
        </p>
      )}
      {failure && failure.kind === kind && <FailureBox failure={failure.failure} title={failure.action} />}
    </>
  );

  const addEdit = (e: FormEvent) => {
    e.preventDefault();
    let ops: PatchOperation[];
    if (edit.kind === 'renameLayer') ops = SIMPLE_EDITS.renameLayer(edit.a, edit.b);
    else if (edit.kind === 'addLayer') ops = SIMPLE_EDITS.addLayer(edit.a);
    else if (edit.kind === 'setMetadata') ops = SIMPLE_EDITS.setMetadata(edit.a, edit.b);
    else ops = SIMPLE_EDITS.addWarning(edit.a);
    const next = appendOperations(patchText, ops);
    if (!next.ok) setFailure({ kind: 'patch', action: 'The edit could not be added', failure: { message: next.message } });
    else {
      setPatchText(next.text);
      setEdit((x) => ({ ...x, a: '', b: '' }));
      setFailure(null);
    }
  };

  // A space is committed as the version it was created for (w1.2.0 → v1.2.0): the list's version is the committed one.
  const parts = { major: workspace.major, minor: workspace.minor, patch: workspace.patch };
  const versionText = formatVersion(parts);
  const needsB = edit.kind === 'renameLayer' || edit.kind === 'setMetadata';
  const aLabel = { renameLayer: 'Layer', addLayer: 'New layer name', setMetadata: 'Key', addWarning: 'Warning' }[edit.kind] ?? 'Value';

  return (
    <div className="space-actions-panel">
      {committed ? null : (
        <div className="space-block" data-testid="space-patch">
          <h2>1. Patch the content</h2>
          <p className="hint">
            A JSON patch (RFC 6902): a list of operations such as <code>add</code>, <code>replace</code>, <code>remove</code>,{' '}
            <code>move</code>. Build one with the simple edits, or write it yourself.
          </p>
          <form className="space-edit" onSubmit={addEdit} aria-label="Simple edit">
            <select value={edit.kind} onChange={(e) => setEdit({ kind: e.target.value, a: '', b: '' })} aria-label="Edit">
              <option value="addWarning">Add a warning</option>
              <option value="setMetadata">Set metadata</option>
              <option value="addLayer">Add a layer</option>
              <option value="renameLayer">Rename a layer</option>
            </select>
            {edit.kind === 'renameLayer' ? (
              <select value={edit.a} onChange={(e) => setEdit((x) => ({ ...x, a: e.target.value }))} aria-label={aLabel} required>
                <option value="">Choose a layer…</option>
                {layerNames.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            ) : (
              <input
                value={edit.a}
                onChange={(e) => setEdit((x) => ({ ...x, a: e.target.value }))}
                placeholder={aLabel}
                aria-label={aLabel}
                required
              />
            )}
            {needsB && (
              <input
                value={edit.b}
                onChange={(e) => setEdit((x) => ({ ...x, b: e.target.value }))}
                placeholder={edit.kind === 'renameLayer' ? 'New name' : 'Value'}
                aria-label={edit.kind === 'renameLayer' ? 'New name' : 'Value'}
                required
              />
            )}
            <button type="submit">Add to the patch</button>
          </form>
          <label className="space-patch-text">
            Patch
            <textarea
              value={patchText}
              aria-label="Patch"
              onChange={(e) => setPatchText(e.target.value)}
              rows={8}
              spellCheck={false}
              placeholder={`For example:\n${PATCH_EXAMPLE}`}
            />
          </label>
          <div className="space-actions">
            <button
              type="button"
              className="primary"
              disabled={busy !== null || patchText.trim() === ''}
              onClick={() =>
                run('patch', 'The patch was not applied', async () => {
                  await spacesApi.patch(workspace.id, patchText);
                  setPatchText('');
                  return 'Patch applied.';
                })
              }
            >
              {busy === 'patch' ? 'Applying…' : 'Apply patch'}
            </button>
            <button type="button" className="secondary" disabled={busy !== null || patchText === ''} onClick={() => setPatchText('')}>
              Clear
            </button>
          </div>
          {outcome('patch')}
        </div>
      )}

      <div className="space-block" data-testid="space-release">
        <h2>2. Submit as candidate, 3. Commit</h2>
        <p className="hint">
          The content is proposed as <strong>{versionText}</strong> of {workspace.name}; committing the open candidate makes that version.
        </p>
        <div className="space-actions">
          <button
            type="button"
            className="primary"
            disabled={busy !== null || committed}
            onClick={() =>
              run('candidate', 'The candidate was not submitted', async () => {
                const answer = await spacesApi.candidate(workspace, parts);
                return `Submitted as candidate ${answer.candidateId} for ${versionText}.`;
              })
            }
          >
            {busy === 'candidate'
              ? 'Submitting…'
              : workspace.status === 'candidate'
                ? 'Submit again (replaces the open candidate)'
                : 'Submit as candidate'}
          </button>
        </div>
        <label className="space-message">
          Commit message
          <input value={message} onChange={(e) => setMessage(e.target.value)} placeholder="What changed in this version" />
        </label>
        <div className="space-actions">
          <button
            type="button"
            className="primary"
            disabled={busy !== null || !workspace.activeCandidate || workspace.status !== 'candidate'}
            title={workspace.activeCandidate && workspace.status === 'candidate' ? '' : 'Submit a candidate first'}
            onClick={() =>
              run('commit', 'The commit failed', async () => {
                const answer = await spacesApi.commit(workspace, workspace.activeCandidate!, parts, message);
                return `Committed ${answer.version}.`;
              })
            }
          >
            {busy === 'commit' ? 'Committing…' : 'Commit'}
          </button>
          {workspace.status === 'committed' ? (
            <span className="hint">Committed as {versionText}. A new version starts from a new space.</span>
          ) : (
            workspace.status !== 'candidate' && <span className="hint">Submit a candidate first.</span>
          )}
        </div>
        {outcome('candidate')}
        {outcome('commit')}
      </div>
    </div>
  );
}
