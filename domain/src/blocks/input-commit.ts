/**
 * The pure part of the inputs rule (core spec section 5): text and number inputs commit on Enter
 * and blur and revert on Escape; a number input converts its text to a number. The UI keeps a
 * draft string while typing and calls {@link commitValue} on Enter or blur.
 *
 * `commit` says whether to write `value`; when it is false the UI shows `value` (the current value)
 * again, i.e. the draft reverts. Nothing is committed when the value would not change.
 */

export type InputKind = 'text' | 'number';

export interface CommitResult<T> {
  commit: boolean;
  value: T;
}

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * The number a draft stands for, or null. Surrounding spaces are ignored; decimal notation only
 * ('12', '-3.5', '.5', '1e3'); empty, non-numeric ('12abc', '0x10') and infinite ('1e999') drafts
 * give null.
 */
export function parseNumberDraft(draft: string): number | null {
  const text = draft.trim();
  if (!DECIMAL.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

export function commitValue(kind: 'text', draft: string, current: string): CommitResult<string>;
export function commitValue(kind: 'number', draft: string, current: number): CommitResult<number>;
export function commitValue(kind: InputKind, draft: string, current: string | number): CommitResult<string | number>;
export function commitValue(kind: InputKind, draft: string, current: string | number): CommitResult<string | number> {
  if (kind === 'number') {
    const value = parseNumberDraft(draft);
    if (value === null) return { commit: false, value: current };
    return value === current ? { commit: false, value: current } : { commit: true, value };
  }
  return draft === current ? { commit: false, value: current } : { commit: true, value: draft };
}

/** The draft an input starts from (and reverts to): the value as text. */
export function draftOf(value: string | number): string {
  return typeof value === 'number' ? String(value) : value;
}
