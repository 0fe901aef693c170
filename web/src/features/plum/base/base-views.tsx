import { useState, type FormEvent } from 'react';
import { doc, deleteDoc, serverTimestamp, setDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { create } from 'zustand';
import { BASE_VIEW_TYPES, baseViewSchema, type BaseView } from '@workhub/domain';
import { CommitInput } from '../../../components/commit-input';
import { useAuthStore } from '../../../stores/auth-store';
import { runStoreAction, type ErrorSlice } from '../../../stores/store-action';
import { Section } from './base-spec-sections';
import { useBaseViews } from './use-base-spec';
import { LinkButton } from '../../../components/kit';

/**
 * Base views (core spec §3; `plum/base/views/{id}`): written by the browser directly, each write the
 * whole document in the shape of baseViewSchema plus updatedBy / updatedAt (firestore.rules check it).
 * One default per type.
 */
const STORE = 'base views';
const viewRef = (firestore: Firestore, id: string) => doc(firestore, 'plum', 'base', 'views', id);
/** The view as stored: its schema's fields, stamped with the caller and the server's time (firestore.rules require both). */
const checked = (view: BaseView) => {
  const user = useAuthStore.getState().user;
  if (!user) throw new Error('Not signed in');
  return { ...baseViewSchema.parse(view), updatedBy: user, updatedAt: serverTimestamp() };
};

interface BaseViewsState extends ErrorSlice {
  busy: boolean;
  add: (firestore: Firestore, view: Omit<BaseView, 'id' | 'isDefault'>) => Promise<boolean>;
  rename: (firestore: Firestore, view: BaseView, name: string) => Promise<boolean>;
  makeDefault: (firestore: Firestore, view: BaseView, all: readonly BaseView[]) => Promise<boolean>;
  remove: (firestore: Firestore, view: BaseView) => Promise<boolean>;
}

const idOf = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'view'
  }-${Date.now().toString(36)}`;

export const useBaseViewsStore = create<BaseViewsState>((set, get) => {
  const run = async (action: () => Promise<unknown>) => {
    if (get().busy) return false;
    set({ busy: true });
    try {
      return (await runStoreAction(STORE, set, async () => (await action(), true))) === true;
    } finally {
      set({ busy: false });
    }
  };
  return {
    error: null,
    busy: false,
    add: (firestore, view) =>
      run(async () => {
        const name = view.name.trim();
        if (!name) throw new Error('A view needs a name');
        const id = idOf(name);
        await setDoc(viewRef(firestore, id), checked({ ...view, id, name, isDefault: false }));
      }),
    rename: (firestore, view, name) =>
      run(async () => {
        const text = name.trim();
        if (!text) throw new Error('A view needs a name');
        await setDoc(viewRef(firestore, view.id), checked({ ...view, name: text }));
      }),
    makeDefault: (firestore, view, all) =>
      run(async () => {
        const batch = writeBatch(firestore);
        for (const other of all)
          if (other.type === view.type && other.id !== view.id && other.isDefault)
            batch.set(viewRef(firestore, other.id), checked({ ...other, isDefault: false }));
        batch.set(viewRef(firestore, view.id), checked({ ...view, isDefault: true }));
        await batch.commit();
      }),
    remove: (firestore, view) => run(() => deleteDoc(viewRef(firestore, view.id))),
  };
});

const TYPE_LABELS: Record<BaseView['type'], string> = { system: 'System view', install: 'Install view' };

export function BaseViewsSection({ systems }: { systems: readonly string[] }) {
  const firestore = useFirestore();
  const views = useBaseViews();
  const store = useBaseViewsStore();
  const [name, setName] = useState('');
  const [type, setType] = useState<BaseView['type']>('system');
  const [system, setSystem] = useState('');
  const chosenSystem = system || systems[0] || '';

  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (await store.add(firestore, { name, type, system: chosenSystem })) setName('');
  };

  return (
    <Section id="views" title="Views" count={views.status === 'success' ? views.data.length : undefined}>
      <p className="bs-hint">Saved views of the drawing, by system or for installation. One default per kind of view.</p>
      {views.status === 'loading' && <p className="bs-empty">Loading the views…</p>}
      {views.status !== 'loading' && views.data.length === 0 && <p className="bs-empty">No views yet. Add the first one below.</p>}
      {views.data.length > 0 && (
        <table className="bs-table" data-testid="base-views">
          <thead>
            <tr>
              <th>Name</th>
              <th>Kind</th>
              <th>System</th>
              <th>Default</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {views.data.map((view) => (
              <tr key={view.id} data-view={view.name}>
                <td>
                  <CommitInput
                    className="bs-input"
                    aria-label={`Name of view ${view.name}`}
                    value={view.name}
                    disabled={store.busy}
                    onCommit={(next) => void store.rename(firestore, view, next)}
                  />
                </td>
                <td>{TYPE_LABELS[view.type]}</td>
                <td>{view.system || '—'}</td>
                <td>
                  {view.isDefault ? (
                    <span className="bs-badge bs-badge-accent">default</span>
                  ) : (
                    <LinkButton disabled={store.busy} onClick={() => void store.makeDefault(firestore, view, views.data)}>
                      Set as default
                    </LinkButton>
                  )}
                </td>
                <td className="bs-actions">
                  <LinkButton
                    danger
                    disabled={store.busy}
                    aria-label={`Delete view ${view.name}`}
                    onClick={() => {
                      if (window.confirm(`Delete the view “${view.name}”?`)) void store.remove(firestore, view);
                    }}
                  >
                    Delete
                  </LinkButton>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form className="bs-inline-form" onSubmit={(e) => void add(e)} aria-label="Add a view">
        <label>
          Name
          <input value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. Framing review" maxLength={200} />
        </label>
        <label>
          Kind
          <select value={type} onChange={(e) => setType(e.target.value as BaseView['type'])}>
            {BASE_VIEW_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </label>
        <label>
          System
          <select value={chosenSystem} onChange={(e) => setSystem(e.target.value)}>
            {systems.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <button type="submit" className="primary" disabled={store.busy || !name.trim()}>
          Add view
        </button>
      </form>
    </Section>
  );
}
