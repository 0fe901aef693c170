import { useState, type FormEvent } from 'react';
import { type ClassPartWorkspaceContent } from '@workhub/domain';
import { describeOnshapeDocument } from './class-part-words';
import { useClassPartWorkspaceStore } from './class-part-workspace-store';

/* The CAD documents section of a class-part workspace. */

export function CadDocuments({
  workspaceId,
  content,
  disabled,
}: {
  workspaceId: string;
  content: ClassPartWorkspaceContent;
  disabled: boolean;
}) {
  const { assignCad, removeCad } = useClassPartWorkspaceStore();
  const [url, setUrl] = useState('');
  async function add(e: FormEvent) {
    e.preventDefault();
    if (await assignCad(workspaceId, url.trim())) setUrl('');
  }
  return (
    <section aria-label="CAD documents">
      <h2>CAD documents (Onshape)</h2>
      {content.onshapeDocuments.length === 0 ? (
        <p className="hint">No CAD document assigned yet.</p>
      ) : (
        <ul className="cad-list" data-testid="workspace-cad">
          {content.onshapeDocuments.map((d) => {
            const { label, detail, url: link } = describeOnshapeDocument(d);
            return (
              <li key={link} data-testid="workspace-cad-document">
                <a href={link} target="_blank" rel="noreferrer">
                  {label}
                </a>{' '}
                <span className="hint">{detail}</span>{' '}
                <button
                  type="button"
                  className="danger"
                  disabled={disabled}
                  onClick={() => void removeCad(workspaceId, link)}
                  aria-label={`Remove ${label}`}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form className="add-row" onSubmit={(e) => void add(e)}>
        <label>
          Onshape document URL
          <input
            type="url"
            value={url}
            disabled={disabled}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://cad.onshape.com/documents/…"
          />
        </label>
        <button type="submit" disabled={disabled || !url.trim()}>
          Add CAD document
        </button>
      </form>
    </section>
  );
}
