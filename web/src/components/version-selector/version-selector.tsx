import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { minorOf, readVersionList, versionRows, type VersionOption, type VersionRow } from './version-rows';
import './version-selector.css';

/** Default height of the selector's field in pixels (core spec section 9). */
export const VERSION_SELECTOR_HEIGHT = 30;
/** The dropdown is capped near 200 px and scrolls (core spec section 2). */
export const VERSION_LIST_MAX_HEIGHT = 200;
/** Every row of the list has this height, so only the rows in view are rendered. */
export const VERSION_ROW_HEIGHT = 28;
const OVERSCAN = 6;

export interface VersionSelectorProps {
  /** The versions to offer (any order), as texts or with a label (a release message). */
  versions: readonly (string | VersionOption)[];
  /** The selected version; null/undefined shows the newest as chosen by default. */
  value: string | null | undefined;
  onChange: (version: string) => void;
  /** Versions lacking the selected item: struck through. */
  missing?: ReadonlySet<string> | readonly string[] | undefined;
  /** Height of the field in pixels (default 30). */
  height?: number;
  /** Accessible name of the field (default 'Version'). */
  label?: string;
  className?: string;
  disabled?: boolean;
}

/**
 * The version selector (core spec section 2): versions grouped by minor version with their older
 * patches behind '...', a 'show all' option, a dropdown capped near 200 px that scrolls, versions
 * lacking the selected item struck through, labels ('latest', a version's message). An ARIA
 * combobox: arrows move, Enter chooses, Escape closes, typing filters. Only the rows in view are
 * rendered, so thousands of versions open and filter at once.
 */
export function VersionSelector({
  versions,
  value,
  onChange,
  missing,
  height = VERSION_SELECTOR_HEIGHT,
  label = 'Version',
  className,
  disabled,
}: VersionSelectorProps) {
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [showAll, setShowAll] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [active, setActive] = useState(0);
  const [scrollTop, setScrollTop] = useState(0);

  const list = useMemo(() => readVersionList(versions), [versions]);
  const missingSet = useMemo(() => (missing === undefined ? undefined : missing instanceof Set ? missing : new Set(missing)), [missing]);
  const rows = useMemo(
    () => (open ? versionRows(list, { showAll, expanded, query, missing: missingSet }) : []),
    [open, list, showAll, expanded, query, missingSet],
  );
  const selected = value ?? list.latest;
  const selectedOption = list.options.find((o) => o.version === selected);
  const selectedMissing = selected !== null && (missingSet?.has(selected) ?? false);

  const activeIndex = Math.min(active, rows.length - 1);
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!open || !el || activeIndex < 0) return;
    const view = el.clientHeight || VERSION_LIST_MAX_HEIGHT;
    const top = activeIndex * VERSION_ROW_HEIGHT;
    if (top < el.scrollTop) el.scrollTop = top;
    else if (top + VERSION_ROW_HEIGHT > el.scrollTop + view) el.scrollTop = top + VERSION_ROW_HEIGHT - view;
    setScrollTop(el.scrollTop);
  }, [open, activeIndex]);

  const openList = () => {
    if (open || disabled) return;
    // A chosen older patch is folded: open its minor so that the list shows it.
    const isSelected = (r: VersionRow) => r.kind === 'version' && r.version === selected;
    let initial = versionRows(list, { showAll, expanded, query: '', missing: missingSet });
    const minor = selected && minorOf(selected);
    if (minor && !initial.some(isSelected)) {
      const nextExpanded = new Set([...expanded, minor]);
      setExpanded(nextExpanded);
      initial = versionRows(list, { showAll, expanded: nextExpanded, query: '', missing: missingSet });
    }
    setActive(Math.max(0, initial.findIndex(isSelected)));
    setQuery('');
    setScrollTop(0);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const choose = (row: VersionRow | undefined) => {
    if (!row) return;
    if (row.kind === 'version') {
      close();
      if (row.version !== selected || value == null) onChange(row.version);
    } else if (row.kind === 'more') {
      setExpanded(new Set([...expanded, row.minor]));
    } else {
      setShowAll(!row.showAll);
      setActive(0);
    }
  };
  const move = (to: number) => {
    if (!open) return openList();
    setActive(Math.max(0, Math.min(rows.length - 1, to)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const page = Math.floor(VERSION_LIST_MAX_HEIGHT / VERSION_ROW_HEIGHT) - 1;
    const keys: Record<string, () => void> = {
      ArrowDown: () => (event.altKey ? openList() : move(activeIndex + 1)),
      ArrowUp: () => move(activeIndex - 1),
      PageDown: () => move(activeIndex + page),
      PageUp: () => move(activeIndex - page),
      Home: () => open && move(0),
      End: () => open && move(rows.length - 1),
      Enter: () => (open ? choose(rows[activeIndex]) : openList()),
      Escape: () => open && close(),
    };
    // Typing on the closed field starts a filter (the shown version is not part of it).
    if (!open && event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      openList();
      return;
    }
    const handler = keys[event.key];
    if (!handler || ((event.key === 'Home' || event.key === 'End' || event.key === 'Escape') && !open)) return;
    event.preventDefault();
    handler();
  };

  const visibleRows = Math.ceil(VERSION_LIST_MAX_HEIGHT / VERSION_ROW_HEIGHT);
  const first = Math.max(0, Math.floor(scrollTop / VERSION_ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, first + visibleRows + 2 * OVERSCAN);
  const shown: number[] = [];
  for (let i = first; i < last; i++) shown.push(i);
  if (activeIndex >= 0 && (activeIndex < first || activeIndex >= last)) shown.push(activeIndex);
  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <div className={`version-selector${className ? ` ${className}` : ''}`} data-open={open || undefined}>
      <div className="version-selector-field" style={{ height }}>
        <input
          ref={inputRef}
          role="combobox"
          aria-label={label}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-describedby={selectedMissing ? `${id}-missing` : undefined}
          className={selectedMissing && !open ? 'missing' : undefined}
          value={open ? query : (selected ?? '')}
          placeholder={open ? `Filter (${selected ?? 'no version'})` : 'No versions'}
          disabled={disabled}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => {
            if (!open) openList();
            setQuery(e.target.value);
            setActive(0);
          }}
          onClick={openList}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        {!open && selected !== null && selected === list.latest && <span className="version-tag">latest</span>}
        {!open && selectedOption?.label && <span className="version-label">{selectedOption.label}</span>}
        <span
          className="version-selector-caret"
          aria-hidden="true"
          onMouseDown={(e) => (e.preventDefault(), open ? close() : (inputRef.current?.focus(), openList()))}
        >
          ▾
        </span>
        {selectedMissing && (
          <span id={`${id}-missing`} className="visually-hidden">
            not in this version
          </span>
        )}
      </div>
      {open && (
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={`${label}s`}
          className="version-list"
          style={{ maxHeight: VERSION_LIST_MAX_HEIGHT, top: height }}
          onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
          onMouseDown={(e) => e.preventDefault()}
        >
          {rows.length === 1 && rows[0]?.kind === 'toggle' && list.options.length === 0 && <div className="version-empty">No versions</div>}
          {rows.length === 0 && <div className="version-empty">No version matches “{query}”</div>}
          <div className="version-list-inner" style={{ height: rows.length * VERSION_ROW_HEIGHT }}>
            {shown.map((index) => {
              const row = rows[index]!;
              return (
                <div
                  key={row.key}
                  id={optionId(index)}
                  role="option"
                  aria-selected={row.kind === 'version' && row.version === selected}
                  data-kind={row.kind}
                  data-active={index === activeIndex || undefined}
                  data-missing={(row.kind === 'version' && row.missing) || undefined}
                  className={`version-option${row.kind === 'version' && row.patch ? ' patch' : ''}`}
                  style={{ top: index * VERSION_ROW_HEIGHT, height: VERSION_ROW_HEIGHT }}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => choose(row)}
                  title={row.kind === 'version' && row.missing ? `${row.version}: not in this version` : undefined}
                >
                  <RowContent row={row} />
                </div>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}

function RowContent({ row }: { row: VersionRow }) {
  if (row.kind === 'more') {
    return (
      <>
        <span
          className="version-text version-more"
          aria-label={`${row.hidden} older ${row.hidden === 1 ? 'patch' : 'patches'} of ${row.minor}`}
        >
          ...
        </span>
        <span className="version-label" aria-hidden="true">
          {row.hidden} older {row.hidden === 1 ? 'patch' : 'patches'} of {row.minor}
        </span>
      </>
    );
  }
  if (row.kind === 'toggle')
    return <span className="version-toggle">{row.showAll ? 'Group by minor version' : `Show all (${row.total})`}</span>;
  return (
    <>
      {row.missing ? <s className="version-text">{row.version}</s> : <span className="version-text">{row.version}</span>}
      {row.latest && <span className="version-tag">latest</span>}
      {row.missing && <span className="version-missing-note">not in this version</span>}
      {row.label && <span className="version-label">{row.label}</span>}
    </>
  );
}
