import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { parseNumberDraft, sameItemValue } from '@workhub/domain';
import type { CellValue } from './item-edits-store';

/* The item cells' editors: draft inputs (text, number, fetched names) and the fixed-choice select, with their value rules. */

/** How a value reads in a cell: blank for null, numbers as digits. */
export function cellText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** The ERP's 0/1 flags (for_tiling, check_stock) read as words; other fields as cellText. */
export const isFlagField = (field: string): boolean => field === 'for_tiling' || field === 'check_stock';
export function shownText(field: string, value: unknown): string {
  if (isFlagField(field) && (value === 1 || value === 0 || value === '1' || value === '0')) return Number(value) === 1 ? 'Yes' : 'No';
  return cellText(value);
}

/**
 * The number input rule (supporting spec §2): the draft converts to a number; a blank draft is null
 * (the fields are optional); a draft that is not a number commits nothing (the cell reverts).
 * Nothing is committed when the value would not change.
 */
export function numberCellCommit(draft: string, current: number | null): { commit: boolean; value: number | null } {
  const value = draft.trim() === '' ? null : parseNumberDraft(draft);
  if (value === null && draft.trim() !== '') return { commit: false, value: current };
  return sameItemValue(value, current) ? { commit: false, value: current } : { commit: true, value };
}

/** A fetched dropdown's typed value: one of the names (any case), blank, or not acceptable (undefined). */
export function fetchedCellValue(draft: string, names: readonly string[], blank: '' | null): string | null | undefined {
  const text = draft.trim();
  if (text === '') return blank;
  const lower = text.toLowerCase();
  return names.find((n) => n.toLowerCase() === lower);
}

export interface DraftProps<V> {
  value: V;
  label: string;
  /** Editing began (focus): the value then is the conflict check's starting point. */
  onBegin: () => void;
  onCommit: (value: V) => void;
  /** Mounted by a click or a key on the shown value: focus at once (the draft may start with the typed key). */
  autoFocus?: boolean;
  initialDraft?: string;
  /** Editing ended: by Enter or Escape (`keyboard`, the cell takes the focus back) or by leaving the input. */
  onDone?: (keyboard: boolean) => void;
}

/**
 * A text input that keeps its draft while focused (a live change does not wipe what the user
 * types; the conflict check sees it), Enter and blur commit, Escape reverts.
 */
export function DraftInput<V>({
  value,
  label,
  onBegin,
  onCommit,
  toDraft,
  fromDraft,
  className,
  list,
  inputMode,
  autoFocus,
  initialDraft,
  onDone,
}: DraftProps<V> & {
  toDraft: (value: V) => string;
  /** The value to commit, or undefined to revert. */
  fromDraft: (draft: string) => V | undefined;
  className?: string;
  list?: string;
  inputMode?: 'decimal';
}) {
  const [draft, setDraftState] = useState(initialDraft ?? toDraft(value));
  const latest = useRef(draft);
  const focused = useRef(false);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only
  }, []);
  const setDraft = (text: string) => {
    latest.current = text;
    setDraftState(text);
  };
  useEffect(() => {
    if (!focused.current) setDraft(toDraft(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the shown value, not the formatter
  }, [value]);
  const commit = () => {
    const next = fromDraft(latest.current);
    if (next === undefined) setDraft(toDraft(value));
    else onCommit(next);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit();
      if (onDone) {
        focused.current = false;
        onDone(true);
      }
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setDraft(toDraft(value));
      if (onDone) {
        focused.current = false;
        onDone(true);
      } else e.currentTarget.blur();
    }
  };
  return (
    <input
      ref={ref}
      className={className}
      aria-label={label}
      value={draft}
      list={list}
      inputMode={inputMode}
      onFocus={() => {
        focused.current = true;
        onBegin();
      }}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => {
        // Enter or Escape already ended the edit (the input is going away).
        if (!focused.current) return;
        focused.current = false;
        commit();
        onDone?.(false);
      }}
      onKeyDown={onKeyDown}
    />
  );
}

/** A number input cell: Enter commits, Escape reverts, blur commits; converted to a number, blank is null. */
export function NumberInput(props: DraftProps<number | null>) {
  return (
    <DraftInput
      {...props}
      className="cell-input cell-number"
      inputMode="decimal"
      toDraft={cellText}
      fromDraft={(draft) => {
        const result = numberCellCommit(draft, props.value);
        return result.commit ? result.value : undefined;
      }}
    />
  );
}

export function TextInput(props: DraftProps<string>) {
  return (
    <DraftInput {...props} className="cell-input" toDraft={cellText} fromDraft={(draft) => (draft === props.value ? undefined : draft)} />
  );
}

export function FetchedInput(props: DraftProps<string | null> & { names: readonly string[]; listId: string; blank: '' | null }) {
  return (
    <DraftInput
      {...props}
      className="cell-input"
      list={props.listId}
      toDraft={cellText}
      fromDraft={(draft) => {
        const next = fetchedCellValue(draft, props.names, props.blank);
        return next === undefined || sameItemValue(next, props.value) ? undefined : next;
      }}
    />
  );
}

/** A dropdown of fixed choices; blank is offered for the optional fields. */
export function ChoiceSelect({
  value,
  label,
  choices,
  onBegin,
  onCommit,
  autoFocus,
  onDone,
  field = '',
}: DraftProps<CellValue> & { choices: readonly (string | number)[]; field?: string }) {
  const shown = cellText(value);
  const known = choices.some((c) => String(c) === shown);
  const ref = useRef<HTMLSelectElement>(null);
  const done = useRef(false);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only
  }, []);
  const end = (keyboard: boolean) => {
    if (done.current) return;
    done.current = true;
    onDone?.(keyboard);
  };
  return (
    <select
      ref={ref}
      className="cell-input cell-select"
      aria-label={label}
      value={shown}
      onFocus={onBegin}
      onMouseDown={onDone ? undefined : onBegin}
      onChange={(e) => {
        const text = e.target.value;
        const choice = choices.find((c) => String(c) === text);
        onCommit(choice === undefined ? (text === '' ? null : text) : choice);
        end(true);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          end(true);
        }
      }}
      onBlur={() => end(false)}
    >
      {!choices.some((c) => c === '') && <option value="">—</option>}
      {choices.map((c) => (
        <option key={String(c)} value={String(c)}>
          {c === '' ? '—' : shownText(field, c)}
        </option>
      ))}
      {!known && shown !== '' && <option value={shown}>{shown}</option>}
    </select>
  );
}
