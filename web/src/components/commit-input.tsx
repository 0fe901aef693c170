import { useEffect, useRef, useState, type InputHTMLAttributes, type KeyboardEvent, type TextareaHTMLAttributes } from 'react';
import { commitValue, draftOf } from '@workhub/domain';

type Value = string | number;

interface CommitProps<V extends Value> {
  value: V;
  /** Called with the new value when the user commits a change (Enter or leaving the field). */
  onCommit: (value: V) => void;
}

/** Enter commits, Escape reverts, blur commits; a number input converts to a number (core spec section 5). */
function useCommit<V extends Value>(value: V, onCommit: (value: V) => void, isNumber: boolean) {
  const [draft, setDraftState] = useState(draftOf(value));
  // The latest draft, readable in the same event: Escape reverts and then blurs, and that blur
  // must see the reverted text, not the state of the last render.
  const latest = useRef(draft);
  const setDraft = (text: string) => {
    latest.current = text;
    setDraftState(text);
  };
  useEffect(() => {
    latest.current = draftOf(value);
    setDraftState(draftOf(value));
  }, [value]);
  // The rule is domain's: an empty or non-numeric number draft commits nothing and reverts (never 0).
  const commit = () => {
    const result = commitValue(isNumber ? 'number' : 'text', latest.current, value);
    if (result.commit) onCommit(result.value as V);
    else if (latest.current !== draftOf(value)) setDraft(draftOf(value));
  };
  const revert = () => setDraft(draftOf(value));
  return { draft, setDraft, commit, revert };
}

export function CommitInput<V extends Value>({
  value,
  onCommit,
  type,
  ...rest
}: CommitProps<V> & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  const { draft, setDraft, commit, revert } = useCommit(value, onCommit, type === 'number');
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit();
    } else if (e.key === 'Escape') {
      revert();
      e.currentTarget.blur();
    }
  };
  return <input {...rest} type={type} value={draft} onChange={(e) => setDraft(e.target.value)} onBlur={commit} onKeyDown={onKeyDown} />;
}

/** The multi-line form: Enter commits (Shift+Enter for a new line), Escape reverts, blur commits. */
export function CommitTextArea({
  value,
  onCommit,
  ...rest
}: CommitProps<string> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'>) {
  const { draft, setDraft, commit, revert } = useCommit(value, onCommit, false);
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      commit();
    } else if (e.key === 'Escape') {
      revert();
      e.currentTarget.blur();
    }
  };
  return <textarea {...rest} value={draft} onChange={(e) => setDraft(e.target.value)} onBlur={commit} onKeyDown={onKeyDown} />;
}
