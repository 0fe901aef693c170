import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ITEM_COLUMNS, sameItemValue, type ErpItemField, type ErpItemRow, type ErpSearchDocType, type ItemColumn } from '@workhub/domain';
import { paths } from '../../../lib/paths';
import type { CellEdit, CellValue } from './item-edits-store';
import { cellText, isFlagField, shownText, NumberInput, TextInput, FetchedInput, ChoiceSelect } from './item-cell-inputs';

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
  /** The erpLink column: the item in the ERP itself (null: no ERP address configured). */
  erpHref?: string | null;
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
 * arriving (the value they sent or just confirmed). The state belongs to one item (`code`): when
 * the table shows another item in this cell (a row recycled for the item that came in), the cell
 * starts afresh, as a new cell would — no flash, no count carried over.
 */
function useFlash(code: string, value: CellValue, edit: CellEdit | undefined): { flashing: boolean; count: number } {
  const previous = useRef({ code, value });
  const [state, setState] = useState({ code, count: 0, flashing: false });
  useEffect(() => {
    const before = previous.current;
    previous.current = { code, value };
    if (before.code !== code) {
      // Another item: forget the one before (only when there is something to forget).
      if (state.code !== code && (state.count > 0 || state.flashing)) setState({ code, count: 0, flashing: false });
      return;
    }
    if (sameItemValue(before.value, value)) return;
    const own = edit && (edit.status === 'sending' || edit.status === 'confirmed') && sameItemValue(edit.value, value);
    if (own) return;
    setState((s) => ({ code, count: (s.code === code ? s.count : 0) + 1, flashing: true }));
    const timer = setTimeout(() => setState((s) => (s.code === code ? { ...s, flashing: false } : s)), FLASH_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the value (or of the item) flashes
  }, [code, value]);
  return state.code === code ? state : NO_FLASH;
}
const NO_FLASH = { flashing: false, count: 0 };

/** How an editing cell was opened: the key typed (it starts the draft), or none (click, Enter, F2); for which item. */
interface Editing {
  code: string;
  typed?: string;
}

/** Numbers as `toLocaleString('en-US')` writes them, with one formatter (not one made per call). */
const EN_US = new Intl.NumberFormat('en-US');

const EDITABLE_KINDS = new Set<ItemColumn['kind']>(['text', 'numberInput', 'dropdown', 'fetchedDropdown']);

/**
 * Arrow keys between the cells' focusable values (the shown value of an editable cell, the item
 * link): left and right in the row, up and down in the column.
 */
function moveFocus(from: HTMLElement, key: string): boolean {
  const td = from.closest('td');
  const tr = td?.parentElement;
  if (!td || !tr) return false;
  const focusable = (cell: Element | null | undefined) => cell?.querySelector<HTMLElement>('.cell-display, .cell-link') ?? null;
  let target: HTMLElement | null = null;
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    for (let c = key === 'ArrowLeft' ? td.previousElementSibling : td.nextElementSibling; c && !target;) {
      target = focusable(c);
      c = key === 'ArrowLeft' ? c.previousElementSibling : c.nextElementSibling;
    }
  } else {
    const index = [...tr.children].indexOf(td);
    const row = key === 'ArrowUp' ? tr.previousElementSibling : tr.nextElementSibling;
    target = focusable(row?.children[index]);
  }
  if (!target) return false;
  target.focus(); // focus scrolls the cell into view
  return true;
}

/**
 * One cell of the item table: the value by the column's kind as plain text, and the cell's edit
 * state. An editable cell mounts its input or select only while it is edited (a click, Enter or
 * F2, or typing on the focused value), so a page of rows holds text, not hundreds of form fields.
 */
export function ItemCell({ row, column, edit, choices, erpHref, onBegin, onCommit, onRetry, onRevert, onResolve }: ItemCellProps) {
  const field = column.field;
  const code = row.item_code;
  const rowValue = row[field];
  const flash = useFlash(code, rowValue, edit);
  const shown = edit && (edit.status === 'sending' || edit.status === 'failed') ? edit.value : rowValue;
  const label = `${field} of ${code}`;
  // The cell's own state belongs to the item it was made for: another item shown here (a recycled
  // row) is not being edited and gets no focus back, as a newly mounted cell would not.
  const [editingState, setEditing] = useState<Editing | null>(null);
  const editing = editingState?.code === code ? editingState : null;
  if (editingState && !editing) setEditing(null);
  const refocus = useRef<string | null>(null);
  // After Enter or Escape the shown value takes the focus back (a ref callback: no effect per cell).
  const display = (button: HTMLButtonElement | null) => {
    if (button && refocus.current !== null) {
      const mine = refocus.current === code;
      refocus.current = null;
      if (mine) button.focus();
    }
  };
  const onDone = (keyboard: boolean) => {
    refocus.current = keyboard ? code : null;
    setEditing(null);
  };
  const editor = { label, onBegin, onCommit, autoFocus: true, onDone, initialDraft: editing?.typed };
  let body;
  if (editing && EDITABLE_KINDS.has(column.kind)) {
    switch (column.kind) {
      case 'numberInput':
        body = <NumberInput {...editor} value={shown as number | null} />;
        break;
      case 'text':
        body = <TextInput {...editor} value={cellText(shown)} />;
        break;
      case 'dropdown':
        body = <ChoiceSelect {...editor} value={shown} field={field} choices={choices.fixed[field] ?? column.choices} />;
        break;
      case 'fetchedDropdown': {
        const fetched = choices.fetched[field] ?? { names: [], listId: '' };
        body = (
          <FetchedInput
            {...editor}
            value={shown as string | null}
            names={fetched.names}
            listId={fetched.listId}
            blank={field === 'item_group' ? '' : null}
          />
        );
        break;
      }
    }
  } else if (column.kind === 'erpLink') {
    // The item's page in WorkHub, and the item in the ERP itself (a new tab) when its address is configured.
    const inWorkHub = (
      <Link
        className="cell-link"
        to={paths.item(row.item_code)}
        onKeyDown={(e) => e.key.startsWith('Arrow') && moveFocus(e.currentTarget, e.key) && e.preventDefault()}
      >
        {row.item_code}
      </Link>
    );
    body = erpHref ? (
      <span className="cell-links">
        {inWorkHub}
        <a
          className="cell-erp-link"
          href={erpHref}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Open ${row.item_code} in the ERP`}
          title={`Open ${row.item_code} in the ERP (a new tab)`}
          data-testid="erp-link"
        >
          ERP↗
        </a>
      </span>
    ) : (
      inWorkHub
    );
  } else if (column.kind === 'readOnly') {
    body = (
      <span className={typeof shown === 'number' ? 'cell-text cell-number' : 'cell-text'}>
        {typeof shown === 'number' && !isFlagField(field) ? EN_US.format(shown) : shownText(field, shown)}
      </span>
    );
  } else {
    const dropdown = column.kind === 'dropdown' || column.kind === 'fetchedDropdown';
    const text = shownText(field, shown);
    const typing = column.kind === 'text' || column.kind === 'numberInput' || column.kind === 'fetchedDropdown';
    body = (
      <button
        ref={display}
        type="button"
        className={`cell-display${column.kind === 'numberInput' ? ' cell-number' : ''}${dropdown ? ' cell-dropdown' : ''}`}
        aria-label={label}
        data-testid="cell-text"
        title={text !== '' && column.kind !== 'numberInput' && column.kind !== 'dropdown' ? text : undefined}
        onClick={() => setEditing({ code })}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === 'F2') {
            e.preventDefault();
            setEditing({ code });
          } else if (e.key.startsWith('Arrow')) {
            if (moveFocus(e.currentTarget, e.key)) e.preventDefault();
          } else if (typing && e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey && e.key !== ' ') {
            e.preventDefault();
            setEditing({ code, typed: e.key });
          }
        }}
      >
        {text}
      </button>
    );
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
          {edit ? (
            <div className="cell-value">
              {body}
              <span className={`cell-mark cell-mark-${edit.status}`} aria-label={STATUS_TEXT[edit.status]} data-testid="cell-mark">
                {edit.status === 'sending' ? '…' : edit.status === 'confirmed' ? '✓' : '!'}
              </span>
            </div>
          ) : (
            // An idle cell: the value alone (fewer elements to lay out per row).
            body
          )}
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
