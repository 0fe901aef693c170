import { useState, type FormEvent } from 'react';
import { ROUTINGS, moveRouting, type ClassPartWorkspaceContent } from '@workhub/domain';
import { routingLabel } from './class-part-words';
import { useClassPartWorkspaceStore } from './class-part-workspace-store';

/* The routings section of a class-part workspace: the routings assigned from the catalogue, added, edited and removed. */

export const splitPath = (path: string): [string, string] => {
  const at = path.indexOf('/');
  return at < 0 ? ['', path] : [path.slice(0, at), path.slice(at + 1)];
};

export function Routings({
  workspaceId,
  content,
  disabled,
}: {
  workspaceId: string;
  content: ClassPartWorkspaceContent;
  disabled: boolean;
}) {
  const { save, assignRouting, removeRouting } = useClassPartWorkspaceStore();
  const [catalogue, setCatalogue] = useState('');
  const [url, setUrl] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const routings = content.routings;
  const available = ROUTINGS.filter((r) => !routings.some((x) => x.id === r.id));

  async function add(routing: string, clear: () => void) {
    setNote(null);
    const result = await assignRouting(workspaceId, routing);
    if (result === 'ignored') setNote(`No routing in the catalogue is called “${routing}”: nothing was added.`);
    if (result === true) clear();
  }
  const addByUrl = (e: FormEvent) => {
    e.preventDefault();
    if (url.trim()) void add(url.trim(), () => setUrl(''));
  };
  const move = (id: string, direction: 'up' | 'down') => void save(workspaceId, { routings: moveRouting(routings, id, direction) });

  return (
    <section aria-label="Routings">
      <h2>Routings</h2>
      <p className="hint">The order is the order of work; move a routing up or down one place.</p>
      {routings.length === 0 ? (
        <p className="hint">No routings yet.</p>
      ) : (
        <table className="data-table" data-testid="workspace-routings">
          <thead>
            <tr>
              <th>#</th>
              <th>Routing</th>
              <th>Part-number suffix</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {routings.map((r, i) => (
              <tr key={r.id} data-testid="workspace-routing" data-routing={r.id}>
                <td>{i + 1}</td>
                <td>{r.id}</td>
                <td>{r.partNumberSuffix}</td>
                <td>
                  <div className="actions">
                    <button type="button" disabled={disabled || i === 0} onClick={() => move(r.id, 'up')} aria-label={`Move ${r.id} up`}>
                      ↑ Up
                    </button>
                    <button
                      type="button"
                      disabled={disabled || i === routings.length - 1}
                      onClick={() => move(r.id, 'down')}
                      aria-label={`Move ${r.id} down`}
                    >
                      ↓ Down
                    </button>
                    <button
                      type="button"
                      className="danger"
                      disabled={disabled}
                      onClick={() => void removeRouting(workspaceId, r.id)}
                      aria-label={`Remove ${r.id}`}
                    >
                      Remove
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="add-row">
        <label>
          Add from the catalogue
          <select
            value={catalogue}
            disabled={disabled}
            onChange={(e) => setCatalogue(e.target.value)}
            aria-label="Routing from the catalogue"
          >
            <option value="">— choose a routing —</option>
            {available.map((r) => (
              <option key={r.id} value={r.id}>
                {routingLabel(r)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" disabled={disabled || !catalogue} onClick={() => void add(catalogue, () => setCatalogue(''))}>
          Add routing
        </button>
        <form className="add-row" onSubmit={addByUrl}>
          <label>
            or by URL
            <input
              type="url"
              value={url}
              disabled={disabled}
              onChange={(e) => setUrl(e.target.value)}
              placeholder="https://erp.example/routings/saw-cut"
              aria-label="Routing URL"
            />
          </label>
          <button type="submit" disabled={disabled || !url.trim()}>
            Add by URL
          </button>
        </form>
      </div>
      {note && (
        <p className="notice" role="status">
          {note}
        </p>
      )}
    </section>
  );
}
