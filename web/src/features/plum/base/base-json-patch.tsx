import { useState } from 'react';
import { useBaseWorkspaceStore } from './base-workspace-store';

/** What is wrong with a patch's text before it is sent (a JSON list of operations), or null. */
export function patchTextProblem(text: string): string | null {
  if (!text.trim()) return 'Write the patch: a JSON list of operations';
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return `Not JSON: ${(err as Error).message}`;
  }
  if (!Array.isArray(value) || value.length === 0) return 'A patch is a non-empty JSON list of operations ({ "op", "path", … })';
  return null;
}

/**
 * 'Edit as a JSON patch' at the foot of the base-spec draft (/plum/base/workspace): an RFC 6902
 * patch (PATCH /base/workspace) for changes the section editors do not offer (several at once, a
 * move). The service applies it whole or not at all (the result must still be a base spec: 400;
 * an operation that does not apply: 422, both in the toast); the draft then shows the answer.
 * Disabled, with the reason, for someone who may not change the draft and while edits are unsaved.
 */
export function BaseJsonPatch({ mayChange, refusal }: { mayChange: boolean; refusal: string }) {
  const store = useBaseWorkspaceStore();
  const [text, setText] = useState('');
  const [applied, setApplied] = useState<number | null>(null);
  const unsaved = store.saved !== store.current;
  const problem = patchTextProblem(text);
  const reason = !mayChange ? refusal : unsaved || store.saving ? 'Wait until the draft is saved' : problem;

  async function apply() {
    setApplied(null);
    const count = (JSON.parse(text) as unknown[]).length;
    if (await store.applyPatch(text)) {
      setApplied(count);
      setText('');
    }
  }

  return (
    <details className="bs-panel" data-testid="json-patch">
      <summary>Edit as a JSON patch</summary>
      <p className="bs-hint">
        An RFC 6902 patch of the whole draft, e.g. <code>[{'{ "op": "replace", "path": "/properties/0/name", "value": "Width" }'}]</code>.
        It applies whole or not at all.
      </p>
      <textarea
        aria-label="JSON patch"
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={6}
        cols={80}
        disabled={!mayChange}
        spellCheck={false}
      />
      {text.trim() !== '' && problem && <p className="form-error">{problem}</p>}
      <p>
        <button
          type="button"
          disabled={reason !== null || store.busy}
          title={reason ?? undefined}
          aria-description={reason ?? undefined}
          onClick={() => void apply()}
        >
          Apply patch
        </button>
        {applied !== null && (
          <span className="bs-hint" role="status">
            {' '}
            Applied {applied === 1 ? 'one operation' : `${applied} operations`}.
          </span>
        )}
      </p>
    </details>
  );
}
