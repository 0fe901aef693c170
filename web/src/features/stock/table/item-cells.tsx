import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import {
  ITEM_COLUMNS,
  parseNumberDraft,
  sameItemValue,
  type ErpItemField,
  type ErpItemRow,
  type ErpSearchDocType,
  type ItemColumn,
} from '@workhub/domain';
import { paths } from '../../../lib/paths';
import type { CellEdit, CellValue } from './item-edits-store';

/** How a value reads in a cell: blank for null, numbers as digits. */
export function cellText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
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

interface DraftProps<V> {
  value: V;
  label: string;
  /** Editing began (focus): the value then is the conflict check's starting point. */
  onBegin: () => void;
  onCommit: (value: V) => void;
}

/**
 * A text input that keeps its draft while focused (a live change does not wipe what the user
 * types; the conflict check sees it), Enter and blur commit, Escape reverts.
 */
function DraftInput<V>({
  value,
  label,
  onBegin,
  onCommit,
  toDraft,
  fromDraft,
  className,
  list,
  inputMode,
}: DraftProps<V> & {
  toDraft: (value: V) => string;
  /** The value to commit, or undefined to revert. */
  fromDraft: (draft: string) => V | undefined;
  className?: string;
  list?: string;
  inputMode?: 'decimal';
}) {
  const [draft, setDraftState] = useState(toDraft(value));
  const latest = useRef(draft);
  const focused = useRef(false);
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
    } else if (e.key === 'Escape') {
      setDraft(toDraft(value));
      e.currentTarget.blur();
    }
  };
  return (
    <input
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
        focused.current = false;
        commit();
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

function TextInput(props: DraftProps<string>) {
  return (
    <DraftInput {...props} className="cell-input" toDraft={cellText} fromDraft={(draft) => (draft === props.value ? undefined : draft)} />
  );
}

function FetchedInput(props: DraftProps<string | null> & { names: readonly string[]; listId: string; blank: '' | null }) {
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
function ChoiceSelect({ value, label, choices, onBegin, onCommit }: DraftProps<CellValue> & { choices: readonly (string | number)[] }) {
  const shown = cellText(value);
  const known = choices.some((c) => String(c) === shown);
  return (
    <select
      className="cell-input cell-select"
      aria-label={label}
      value={shown}
      onFocus={onBegin}
      onMouseDown={onBegin}
      onChange={(e) => {
        const text = e.target.value;
        const choice = choices.find((c) => String(c) === text);
        onCommit(choice === undefined ? (text === '' ? null : text) : choice);
      }}
    >
      {!choices.some((c) => c === '') && <option value="">—</option>}
      {choices.map((c) => (
        <option key={String(c)} value={String(c)}>
          {c === '' ? '—' : String(c)}
        </option>
      ))}
      {!known && shown !== '' && <option value={shown}>{shown}</option>}
    </select>
  );
}

export interface CellChoices {
  /** Fixed choices by field (the ERP's options, else the domain lists). */
  fixed: Partial<Record<ErpItemField, readonly (string | number)[]>>;
  /** Fetched names by field (item_group, default_supplier, default_warehouse) and their datalist ids. */
  fetched: Partial<Record<ErpItemField, { names: readonly string[]; listId: string }>>;
}

export const listIdOf = (docType: ErpSearchDocType) => `erp-names-${docType.replace(' ', '-').toLowerCase()}`;

/** The fixed choices (domain lists) before the ERP's options arrive. */
export function fallbackChoices(): CellChoices {
  const fixed: CellChoices['fixed'] = {};
  const fetched: CellChoices['fetched'] = {};
  for (const column of ITEM_COLUMNS) {
    if (column.kind === 'dropdown') fixed[column.field] = column.choices;
    if (column.kind === 'fetchedDropdown') fetched[column.field] = { names: [], listId: listIdOf(column.docType) };
  }
  return { fixed, fetched };
}

export interface ItemCellProps {
  row: ErpItemRow;
  column: ItemColumn;
  edit: CellEdit | undefined;
  choices: CellChoices;
  onBegin: () => void;
  onCommit: (value: CellValue) => void;
  onRetry: () => void;
  onRevert: () => void;
  onResolve: (choice: 'theirs' | 'mine') => void;
}

const STATUS_TEXT: Record<CellEdit['status'], string> = {
  sending: 'Sending…',
  confirmed: 'Saved in the ERP',
  failed: 'Not saved',
  conflict: 'Changed by someone else',
};

/** How long a live change stays highlighted (the CSS animation's length). */
export const FLASH_MS = 2000;

/**
 * Flashes a cell whose value changed while it is shown, unless the change is the user's own edit
 * arriving (the value they sent or just confirmed).
 */
function useFlash(value: CellValue, edit: CellEdit | undefined): { flashing: boolean; count: number } {
  const previous = useRef(value);
  const [count, setCount] = useState(0);
  const [flashing, setFlashing] = useState(false);
  useEffect(() => {
    const before = previous.current;
    previous.current = value;
    if (sameItemValue(before, value)) return;
    const own = edit && (edit.status === 'sending' || edit.status === 'confirmed') && sameItemValue(edit.value, value);
    if (own) return;
    setCount((n) => n + 1);
    setFlashing(true);
    const timer = setTimeout(() => setFlashing(false), FLASH_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the value flashes
  }, [value]);
  return { flashing, count };
}

/** One cell of the item table: the value by the column's kind, and the cell's edit state. */
export function ItemCell({ row, column, edit, choices, onBegin, onCommit, onRetry, onRevert, onResolve }: ItemCellProps) {
  const field = column.field;
  const rowValue = row[field];
  const flash = useFlash(rowValue, edit);
  const shown = edit && (edit.status === 'sending' || edit.status === 'failed') ? edit.value : rowValue;
  const label = `${field} of ${row.item_code}`;
  let body;
  switch (column.kind) {
    case 'erpLink':
      body = (
        <Link className="cell-link" to={paths.item(row.item_code)}>
          {row.item_code}
        </Link>
      );
      break;
    case 'readOnly':
      body = (
        <span className={typeof shown === 'number' ? 'cell-number' : undefined}>
          {typeof shown === 'number' ? shown.toLocaleString('en-US') : cellText(shown)}
        </span>
      );
      break;
    case 'numberInput':
      body = <NumberInput label={label} value={shown as number | null} onBegin={onBegin} onCommit={onCommit} />;
      break;
    case 'text':
      body = <TextInput label={label} value={cellText(shown)} onBegin={onBegin} onCommit={onCommit} />;
      break;
    case 'dropdown':
      body = (
        <ChoiceSelect label={label} value={shown} choices={choices.fixed[field] ?? column.choices} onBegin={onBegin} onCommit={onCommit} />
      );
      break;
    case 'fetchedDropdown': {
      const fetched = choices.fetched[field] ?? { names: [], listId: '' };
      body = (
        <FetchedInput
          label={label}
          value={shown as string | null}
          names={fetched.names}
          listId={fetched.listId}
          blank={field === 'item_group' ? '' : null}
          onBegin={onBegin}
          onCommit={onCommit}
        />
      );
      break;
    }
  }
  return (
    <div
      className={`item-cell${edit ? ` cell-${edit.status}` : ''}${flash.flashing ? ' cell-flash' : ''}`}
      data-testid={`cell-${field}`}
      data-state={edit?.status ?? 'idle'}
      data-flash={flash.flashing ? 'on' : undefined}
      data-flashes={flash.count}
      title={edit ? STATUS_TEXT[edit.status] : undefined}
    >
      {edit?.status === 'conflict' ? (
        <div className="cell-conflict" role="group" aria-label={`Conflict on ${label}`}>
          <span>
            Theirs: <b data-testid="conflict-theirs">{cellText(edit.theirs) || '(blank)'}</b>
          </span>
          <span>
            Yours: <b data-testid="conflict-yours">{cellText(edit.yours) || '(blank)'}</b>
          </span>
          <span className="cell-actions">
            <button type="button" onClick={() => onResolve('theirs')}>
              Keep theirs
            </button>
            <button type="button" onClick={() => onResolve('mine')}>
              Use mine
            </button>
          </span>
        </div>
      ) : (
        <>
          <div className="cell-value">
            {body}
            {edit && (
              <span className={`cell-mark cell-mark-${edit.status}`} aria-label={STATUS_TEXT[edit.status]} data-testid="cell-mark">
                {edit.status === 'sending' ? '…' : edit.status === 'confirmed' ? '✓' : '!'}
              </span>
            )}
          </div>
          {edit?.status === 'failed' && (
            <div className="cell-failure" role="alert">
              <span data-testid="cell-error">{edit.message}</span>
              <span className="cell-actions">
                <button type="button" onClick={onRetry}>
                  Retry
                </button>
                <button type="button" onClick={onRevert}>
                  Revert
                </button>
              </span>
            </div>
          )}
        </>
      )}
    </div>
  );
}
