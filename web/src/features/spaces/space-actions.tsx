import { useState, type FormEvent } from 'react';
import { formatVersion, type SpaceContent } from '@workhub/domain';
import { spacesApi, type VersionedWorkspace } from './space-data';
import { FailureBox, failureOf, type Failure } from './failure';
import { appendOperations, PATCH_EXAMPLE, SIMPLE_EDITS, type PatchOperation } from './space-patch';

/* The commands of a space: patch, make candidate, commit. */

export type Busy = null | 'patch' | 'candidate' | 'commit';

/** Patch → candidate → commit, each answered by the version service; the page reads the space again after each. */
export function SpaceActions({
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
