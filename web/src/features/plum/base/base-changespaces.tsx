import { useMemo, useState, type FormEvent } from 'react';
import { collection, limit, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { CHANGESPACE_APPLICATIONS, changespaceInputSchema, changespaceSchema } from '@workhub/domain';
import { baseService } from '../../../services/base-service';
import { useAuthStore } from '../../../stores/auth-store';
import { useLiveQuery } from '../../../lib/live-read';

const MY_CHANGESPACES = 50;
type Application = (typeof CHANGESPACE_APPLICATIONS)[number];

/** The contents a user typed (a JSON list of { id, data }) checked with the route's schema, or the first problem. */
export function changespaceDraft(application: Application, name: string, contentsText: string) {
  let contents: unknown = undefined;
  if (contentsText.trim()) {
    try {
      contents = JSON.parse(contentsText);
    } catch (err) {
      return { ok: false as const, problem: `Contents: not JSON (${(err as Error).message})` };
    }
  }
  const checked = changespaceInputSchema.safeParse({ application, name, ...(contents === undefined ? {} : { contents }) });
  if (checked.success) return { ok: true as const, input: checked.data };
  const issue = checked.error.issues[0]!;
  return { ok: false as const, problem: `${issue.path.join('.') || 'changespace'}: ${issue.message}` };
}

/**
 * 'New changespace' on /plum/base: a named changespace of the signed-in user for an application,
 * with its contents (a JSON list of { id, data }, at most 100), written by the base service in one
 * batch (POST /base/changespace). Any staff member may (the caller becomes its creator).
 */
export function ChangespaceForm() {
  const [application, setApplication] = useState<Application>('base');
  const [name, setName] = useState('');
  const [contents, setContents] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const draft = changespaceDraft(application, name, contents);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!draft.ok) return;
    setBusy(true);
    setNote(null);
    try {
      const id = await baseService.createChangespace(draft.input);
      setNote({ ok: true, text: `Changespace ${draft.input.name} saved (${id}) with ${draft.input.contents?.length ?? 0} contents.` });
      setName('');
      setContents('');
    } catch (err) {
      setNote({ ok: false, text: `Could not save the changespace: ${(err as Error).message}` });
    }
    setBusy(false);
  }

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="New changespace">
      <label>
        Application{' '}
        <select value={application} onChange={(e) => setApplication(e.target.value as Application)}>
          {CHANGESPACE_APPLICATIONS.map((a) => (
            <option key={a}>{a}</option>
          ))}
        </select>
      </label>{' '}
      <label>
        Name <input value={name} onChange={(e) => setName(e.target.value)} maxLength={200} />
      </label>
      <label className="bs-block-label">
        Contents (JSON list of {'{ "id", "data" }'}, optional)
        <textarea value={contents} onChange={(e) => setContents(e.target.value)} rows={4} cols={80} spellCheck={false} />
      </label>
      {name.trim() !== '' && !draft.ok && <p className="form-error">{draft.problem}</p>}
      <button type="submit" disabled={busy || !draft.ok} title={draft.ok ? undefined : draft.problem}>
        Save changespace
      </button>
      {note && (
        <p className={note.ok ? 'bs-hint' : 'form-error'} role="status">
          {note.text}
        </p>
      )}
    </form>
  );
}

/** /plum/base's 'Changespaces': the signed-in user's changespaces (live) and the form for a new one. */
export function BaseChangespaces() {
  const db = useFirestore();
  const user = useAuthStore((s) => s.user) ?? '';
  const mine = useMemo(
    () => (user ? query(collection(db, 'changespaces'), where('creator', '==', user), limit(MY_CHANGESPACES)) : null),
    [db, user],
  );
  const list = useLiveQuery(mine, changespaceSchema, { store: 'changespaces', what: 'your changespaces' });
  const shown = list.data.filter((c) => !c.deleted).sort((a, b) => a.name.localeCompare(b.name));
  return (
    <details className="bs-panel" data-testid="changespaces">
      <summary>Changespaces</summary>
      <p className="bs-hint">
        Named sets of changes for an application, with their contents. Yours:{' '}
        {shown.length === 0 ? 'none yet.' : shown.map((c) => `${c.name} (${c.application})`).join(', ')}
      </p>
      <ChangespaceForm />
    </details>
  );
}
