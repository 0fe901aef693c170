/// <reference types="vite/client" />
/**
 * Browser side of bench/item-table.ts (bundled with esbuild, React's production build): the app's
 * item table (web/src/features/stock/table) on 20,000 items fetched as /items.json, the way
 * /stock/items gets them from the maintenance tool. Exposes `window.itemTableBench`; each step is
 * timed on the page's clock from the event to the table's rows laid out (flushSync makes React
 * render the event's update at once; the rows are then checked against the domain rules, so a
 * figure is never of a table that did not update; reading sizes forces style and layout).
 */
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { MemoryRouter } from 'react-router';
import {
  ERP_ITEM_FIELDS,
  erpItemDeskUrl,
  filterIndexed,
  indexItems,
  pageOf,
  sortRows,
  type ErpItemField,
  type ErpItemRow,
  type IndexedRow,
} from '@workhub/domain';
import { ItemTable } from '../../web/src/features/stock/table/item-table';
import { itemsExportBlob } from '../../web/src/features/stock/export';

export interface ItemTableBench {
  /** performance.now() (ms since navigation) when the first 50 rows were laid out; null before. */
  firstRowsAt: number | null;
  /** performance.now() when the items were fetched and parsed (before the table). */
  itemsAt: number;
  /** Rows received. */
  count: number;
  /** Types one more character (or, with '', deletes the last one): ms until the rows are laid out. */
  key(next: string): number;
  /** The same filter without the table: domain filterIndexed over the same sorted rows, ms. */
  plainFilter(filter: string): number;
  /** Clicks the header of `field` (order by it; again: the other direction): ms until laid out. */
  sortBy(field: ErpItemField): number;
  /** The same sort without the table: domain sortRows over the same rows, ms. */
  plainSort(field: ErpItemField, direction: 'asc' | 'desc'): number;
  /** Next (or previous) page: ms until laid out. */
  page(step: 'next' | 'previous'): number;
  /** Scrolls the rows area down and up by `px` each frame for `ms`: the frame intervals (ms). */
  scroll(px: number, ms: number): Promise<number[]>;
  /** The frame intervals of an idle page for `ms`. */
  idleFrames(ms: number): Promise<number[]>;
  /** Rows in the DOM now. */
  rendered(): number;
  /** Builds the export file of every row with every column (the XLSX writer loaded on the first call): ms and bytes. */
  exportFile(format: 'csv' | 'xlsx'): Promise<{ ms: number; bytes: number }>;
}

declare global {
  interface Window {
    itemTableBench: ItemTableBench;
  }
}

const host = () => document.getElementById('host')!;
const filterInput = () => host().querySelector<HTMLInputElement>('input[aria-label="Filter items"]')!;
const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
const rowElements = () => host().querySelectorAll<HTMLElement>('[data-testid=item-row]');
const range = () => host().querySelector('[data-testid=item-range]')?.textContent ?? '';
const layout = () => host().querySelector('[data-testid=item-scroll]')!.getBoundingClientRect().height;
const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** What the table must show: the page's first code and its range text, by the domain rules. */
interface Expected {
  first: string | null;
  total: number;
  from: number;
}

function check(expected: Expected, what: string): void {
  const first = rowElements()[0]?.dataset.code ?? null;
  const want = expected.total === 0 ? 'No rows' : `Rows ${(expected.from + 1).toLocaleString('en-US')}–`;
  const ofTotal = `of ${expected.total.toLocaleString('en-US')}`;
  if (first !== expected.first || !range().startsWith(want) || (expected.total > 0 && !range().includes(ofTotal))) {
    throw new Error(`${what}: the table shows ${first} / '${range()}', expected ${expected.first} / '${want}… ${ofTotal}'`);
  }
}

async function start(): Promise<void> {
  const mount = location.hash !== '#no-table';
  const rows = (await (await fetch('/items.json')).json()) as ErpItemRow[];
  const itemsAt = performance.now();
  const state = { filter: '', order: 'item_code' as ErpItemField, direction: 'asc' as 'asc' | 'desc', page: 0 };
  // The rules' own view of the rows, to check what the table shows (built outside the timings).
  const indexed = indexItems(rows);
  const sortedCache = new Map<string, IndexedRow<ErpItemRow>[]>();
  const sorted = () => {
    const key = `${state.order}/${state.direction}`;
    let s = sortedCache.get(key);
    if (!s) sortedCache.set(key, (s = sortRows(indexed, state.order, state.direction)));
    return s;
  };
  const expected = (): Expected => {
    const kept = filterIndexed(sorted(), state.filter);
    const page = pageOf(kept, state.page);
    return { first: page[0]?.item.item_code ?? null, total: kept.length, from: state.page * 50 };
  };

  const bench: ItemTableBench = {
    firstRowsAt: null,
    itemsAt,
    count: rows.length,
    key(next) {
      state.filter = next === '' ? state.filter.slice(0, -1) : state.filter + next;
      state.page = 0;
      const want = expected();
      const input = filterInput();
      const t0 = performance.now();
      valueSetter.call(input, state.filter);
      flushSync(() => input.dispatchEvent(new Event('input', { bubbles: true })));
      layout();
      const ms = performance.now() - t0;
      check(want, `filter '${state.filter}'`);
      return ms;
    },
    plainFilter(filter) {
      const s = sorted();
      const t0 = performance.now();
      const kept = filterIndexed(s, filter);
      const ms = performance.now() - t0;
      if (kept.length > s.length) throw new Error('impossible');
      return ms;
    },
    sortBy(field) {
      state.direction = field === state.order && state.direction === 'asc' ? 'desc' : 'asc';
      state.order = field;
      state.page = 0;
      const want = expected();
      const button = host().querySelector<HTMLButtonElement>(`th.col-${field} button`)!;
      const t0 = performance.now();
      flushSync(() => button.click());
      layout();
      const ms = performance.now() - t0;
      check(want, `sort by ${field} ${state.direction}`);
      return ms;
    },
    plainSort(field, direction) {
      const t0 = performance.now();
      const s = sortRows(indexed, field, direction);
      const ms = performance.now() - t0;
      if (s.length !== indexed.length) throw new Error('impossible');
      return ms;
    },
    page(step) {
      state.page += step === 'next' ? 1 : -1;
      const want = expected();
      const label = step === 'next' ? 'Next ›' : '‹ Previous';
      const button = [...host().querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === label)!;
      const t0 = performance.now();
      flushSync(() => button.click());
      layout();
      const ms = performance.now() - t0;
      check(want, `page ${state.page + 1}`);
      return ms;
    },
    async scroll(px, ms) {
      const scroller = host().querySelector<HTMLElement>('[data-testid=item-scroll]')!;
      const max = scroller.scrollHeight - scroller.clientHeight;
      if (max <= 0) throw new Error('the rows area does not scroll');
      const intervals: number[] = [];
      let down = true;
      let last = await frame();
      const end = last + ms;
      while (last < end) {
        const top = scroller.scrollTop + (down ? px : -px);
        if (top >= max) down = false;
        if (top <= 0) down = true;
        scroller.scrollTop = Math.max(0, Math.min(max, top));
        const now = await frame();
        intervals.push(now - last);
        last = now;
      }
      return intervals;
    },
    async idleFrames(ms) {
      const intervals: number[] = [];
      let last = await frame();
      const end = last + ms;
      while (last < end) {
        const now = await frame();
        intervals.push(now - last);
        last = now;
      }
      return intervals;
    },
    rendered: () => rowElements().length,
    async exportFile(format) {
      const t0 = performance.now();
      const blob = await itemsExportBlob(rows, ERP_ITEM_FIELDS, format);
      const bytes = (await blob.arrayBuffer()).byteLength;
      return { ms: performance.now() - t0, bytes };
    },
  };
  if (mount) {
    const root = createRoot(host());
    // As the pages give it: each item code with its "open in the ERP" link.
    const erpItemUrl = (code: string) => erpItemDeskUrl('https://erp.modulr.example', code);
    flushSync(() => root.render(h(MemoryRouter, null, h(ItemTable, { rows, height: '640px', erpItemUrl }))));
    layout();
    check(expected(), 'first page');
    bench.firstRowsAt = performance.now();
  }
  window.itemTableBench = bench;
}

void start().catch((error: unknown) => {
  document.title = `failed: ${error instanceof Error ? error.message : String(error)}`;
  throw error;
});
