import { useId, useState, type FormEvent } from 'react';
import { MAX_VIEW_NAME, type SavedItemView } from '@workhub/domain';
import type { LiveStatus } from '../../../lib/live-read';
import { useSavedItemViews } from './use-saved-item-views';
import './saved-views.css';
import { ErrorNote } from '../../../components/kit';

/** What the table shows now: a view without its name. */
export type CurrentItemView = Omit<SavedItemView, 'name'>;

export interface SavedViewsMenuProps {
  current: CurrentItemView;
  onApply: (view: SavedItemView) => void;
}

/** The saved views of the signed-in user: choose one, save the current view under a name, delete one. */
export function SavedViewsMenu({ current, onApply }: SavedViewsMenuProps) {
  const { views, status, save, remove } = useSavedItemViews();
  return <SavedViewsPanel views={views} status={status} current={current} onApply={onApply} onSave={save} onDelete={remove} />;
}

export interface SavedViewsPanelProps extends SavedViewsMenuProps {
  views: readonly SavedItemView[];
  status: LiveStatus;
  /** Saves; resolves to the reason it could not, or null. */
  onSave: (view: SavedItemView) => Promise<string | null>;
  onDelete: (name: string) => Promise<void>;
}

function sameView(a: CurrentItemView, b: CurrentItemView): boolean {
  return (
    a.order === b.order &&
    a.direction === b.direction &&
    a.filter === b.filter &&
    a.emptyMode === b.emptyMode &&
    a.columns.length === b.columns.length &&
    a.columns.every((c, i) => c === b.columns[i])
  );
}

/** The menu itself (no Firestore: SavedViewsMenu feeds it). */
export function SavedViewsPanel({ views, status, current, onApply, onSave, onDelete }: SavedViewsPanelProps) {
  const [chosen, setChosen] = useState('');
  const [naming, setNaming] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameId = useId();

  const chosenView = views.find((v) => v.name === chosen);
  const changed = chosenView !== undefined && !sameView(chosenView, current);
  const replacing = naming !== null && views.some((v) => v.name === naming.trim());

  const choose = (name: string) => {
    setError(null);
    setConfirmDelete(false);
    setChosen(name);
    const view = views.find((v) => v.name === name);
    if (view) onApply(view);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (naming === null) return;
    setBusy(true);
    const reason = await onSave({ ...current, name: naming.trim() });
    setBusy(false);
    setError(reason);
    if (reason === null) {
      setChosen(naming.trim());
      setNaming(null);
    }
  };

  const deleteChosen = async () => {
    setBusy(true);
    await onDelete(chosen);
    setBusy(false);
    setConfirmDelete(false);
    setChosen('');
  };

  const placeholder = status === 'loading' ? 'Loading saved views…' : views.length === 0 ? 'No saved views yet' : 'Choose a saved view…';

  return (
    <div className="saved-views" role="group" aria-label="Saved views" data-testid="saved-views">
      <div className="saved-views-row">
        <select
          aria-label="Saved view"
          value={chosenView ? chosen : ''}
          disabled={status === 'loading' || views.length === 0}
          onChange={(e) => choose(e.target.value)}
        >
          <option value="">{placeholder}</option>
          {views.map((v) => (
            <option key={v.name} value={v.name}>
              {v.name}
            </option>
          ))}
        </select>
        {changed && <span className="hint">changed since applied</span>}
        <button
          type="button"
          disabled={status !== 'success' || naming !== null}
          onClick={() => {
            setError(null);
            setConfirmDelete(false);
            setNaming(chosenView ? chosenView.name : '');
          }}
        >
          Save view as…
        </button>
        {chosenView && !confirmDelete && (
          <button type="button" className="danger" onClick={() => setConfirmDelete(true)}>
            Delete view
          </button>
        )}
        {chosenView && confirmDelete && (
          <span className="saved-views-confirm">
            Delete “{chosenView.name}”?{' '}
            <button type="button" className="danger" disabled={busy} onClick={() => void deleteChosen()}>
              Delete
            </button>{' '}
            <button type="button" onClick={() => setConfirmDelete(false)}>
              Keep
            </button>
          </span>
        )}
      </div>
      {naming !== null && (
        <form className="saved-views-row" onSubmit={(e) => void submit(e)}>
          <label htmlFor={nameId}>View name</label>
          <input
            id={nameId}
            value={naming}
            maxLength={MAX_VIEW_NAME}
            autoFocus
            placeholder="e.g. Lumber without supplier"
            onChange={(e) => setNaming(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setNaming(null);
            }}
          />
          <button type="submit" disabled={busy || naming.trim() === ''}>
            {replacing ? 'Replace' : 'Save'}
          </button>
          <button type="button" onClick={() => setNaming(null)}>
            Cancel
          </button>
          {replacing && <span className="hint">replaces the saved view of that name</span>}
        </form>
      )}
      {error && <ErrorNote>{error}</ErrorNote>}
    </div>
  );
}
