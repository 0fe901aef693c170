import { useState, type FormEvent } from 'react';
import { blockAssignSchema, formatUtc, userOfEmail } from '@workhub/domain';
import { baseService } from '../../services/base-service';
import { useAuthStore } from '../../stores/auth-store';
import type { BlockDocument } from './use-block-doc';

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * 'Onshape documents' on a block's page: whose Onshape document the block is assigned to (live,
 * from the block document's `assigns`), and a form that assigns the current block to a user's
 * document (POST /base/blocks/assign), replacing that user's earlier assignment. Any staff member
 * may assign (the base service has no role check); the user defaults to the signed-in one.
 */
export function BlockAssignments({
  block,
  Heading = 'h2',
}: {
  block: Pick<BlockDocument, 'name' | 'assigns'>;
  /** One level below the page's heading of the block. */
  Heading?: 'h2' | 'h3';
}) {
  const me = userOfEmail(useAuthStore((s) => s.email));
  const [user, setUser] = useState(me);
  const [onshapeUrl, setOnshapeUrl] = useState('');
  const [workspaceId, setWorkspaceId] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const rows = Object.entries(block.assigns).sort(([a], [b]) => a.localeCompare(b));
  const input = {
    name: block.name,
    user: user.trim(),
    onshapeUrl: onshapeUrl.trim(),
    ...(workspaceId.trim() ? { workspaceId: workspaceId.trim() } : {}),
  };
  const checked = blockAssignSchema.safeParse(input);
  const problem = checked.success ? null : checked.error.issues.map((i) => `${String(i.path[0] ?? '')}: ${i.message}`)[0];

  async function assign(e: FormEvent) {
    e.preventDefault();
    if (!checked.success) return;
    setBusy(true);
    setNote(null);
    try {
      const answer = await baseService.assignBlock(checked.data);
      setNote({ ok: true, text: `${answer.name} is assigned to ${answer.user}'s Onshape document.` });
      setOnshapeUrl('');
      setWorkspaceId('');
    } catch (err) {
      setNote({ ok: false, text: `Could not assign ${block.name}: ${messageOf(err)}` });
    }
    setBusy(false);
  }

  return (
    <section aria-label="Onshape documents" className="block-assignments">
      <Heading>Onshape documents</Heading>
      {rows.length === 0 ? (
        <p className="hint" data-testid="block-assigns-empty">
          The block is not assigned to anyone's Onshape document.
        </p>
      ) : (
        <table className="data-table" aria-label="Assignments">
          <thead>
            <tr>
              <th>User</th>
              <th>Onshape document</th>
              <th>Workspace</th>
              <th>Assigned (UTC)</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([who, a]) => (
              <tr key={who}>
                <td>{who}</td>
                <td>
                  <a href={a.onshapeUrl} target="_blank" rel="noreferrer">
                    {a.onshapeUrl}
                  </a>
                </td>
                <td>{a.workspaceId ?? '—'}</td>
                <td>{a.at ? formatUtc(a.at) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form onSubmit={(e) => void assign(e)} aria-label="Assign to an Onshape document" className="block-assign-form">
        <label>
          User <input value={user} onChange={(e) => setUser(e.target.value)} size={12} />
        </label>{' '}
        <label>
          Onshape URL{' '}
          <input
            value={onshapeUrl}
            onChange={(e) => setOnshapeUrl(e.target.value)}
            placeholder="https://cad.onshape.com/documents/…"
            size={40}
          />
        </label>{' '}
        <label>
          Onshape workspace <input value={workspaceId} onChange={(e) => setWorkspaceId(e.target.value)} placeholder="optional" size={12} />
        </label>{' '}
        <button
          type="submit"
          disabled={busy || !checked.success}
          title={onshapeUrl.trim() && problem ? problem : undefined}
          aria-description={onshapeUrl.trim() && problem ? problem : undefined}
        >
          {busy ? 'Assigning…' : 'Assign'}
        </button>
        {onshapeUrl.trim() !== '' && problem && <p className="hint">{problem}</p>}
        {note && (
          <p className={note.ok ? 'hint' : 'form-error'} role="status">
            {note.text}
          </p>
        )}
      </form>
    </section>
  );
}
