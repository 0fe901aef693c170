import { useMemo, useState } from 'react';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { LiveStatus } from '../../components/live-status';
import { useAuthStore } from '../../stores/auth-store';
import { spacesApi, type VersionedWorkspace } from './space-data';
import { SpaceList } from './space-list';
import { NewSpaceForm } from './new-space-form';
import { useSpaces } from './use-spaces';
import { FailureBox, failureOf, type Failure } from './failure';
import './spaces.css';
import { ErrorNote } from '../../components/kit';

/** /space: the versioned spaces, live; trash, 'Include deleted', and a new space. */
export function Component() {
  const [includeDeleted, setIncludeDeleted] = useState(false);
  const me = useAuthStore((s) => s.user);
  const admin = useAuthStore((s) => s.roles?.isWorkspaceAdmin === true);
  const { spaces, status, connection, error } = useSpaces(includeDeleted);
  // Spaces trashed from this page: the service's answer shows at once, before the live read has it.
  const [answered, setAnswered] = useState<Record<string, VersionedWorkspace>>({});
  const [trashing, setTrashing] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const shown = useMemo(() => {
    const merged = spaces.map((s) => (answered[s.id]?.deleted && !s.deleted ? answered[s.id]! : s));
    for (const w of Object.values(answered)) if (!merged.some((s) => s.id === w.id)) merged.push(w);
    return merged.filter((s) => includeDeleted || !s.deleted).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  }, [spaces, answered, includeDeleted]);

  const trash = async (space: VersionedWorkspace) => {
    setTrashing(space.id);
    setFailure(null);
    try {
      const workspace = await spacesApi.trash(space.id);
      setAnswered((a) => ({ ...a, [workspace.id]: workspace }));
    } catch (err) {
      setFailure(failureOf(err));
    } finally {
      setTrashing(null);
    }
  };

  return (
    <main className="page spaces-page">
      <Breadcrumbs dropTrailing={0} />
      <header className="spaces-header">
        <h1>Spaces</h1>
        <LiveStatus connection={connection} />
      </header>
      <p className="hint">Versioned spaces: create one, apply patches, submit a candidate and commit it as a version.</p>
      <div className="spaces-toolbar">
        <label>
          <input type="checkbox" checked={includeDeleted} onChange={(e) => setIncludeDeleted(e.target.checked)} /> Include deleted
        </label>
        <span className="hint">{status === 'success' ? `${shown.length} space${shown.length === 1 ? '' : 's'}` : ''}</span>
      </div>
      <FailureBox failure={failure} title="The space could not be trashed" />
      {status === 'loading' ? (
        <p className="page-loading">Loading the spaces…</p>
      ) : status === 'error' && shown.length === 0 ? (
        <ErrorNote>The spaces could not be read: {error?.message}</ErrorNote>
      ) : shown.length === 0 ? (
        <p className="spaces-empty">No spaces yet. Create the first one below.</p>
      ) : (
        <SpaceList spaces={shown} onTrash={trash} mayTrash={(s) => admin || s.creator === me} trashing={trashing} />
      )}
      <NewSpaceForm />
    </main>
  );
}
