import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { Link, useNavigate } from 'react-router';
import { erpItemMirrorSchema, formatUtc, ITEM_COLUMN_LABELS, type ErpItemDocument } from '@workhub/domain';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { useLiveDoc } from '../../lib/live-read';
import { paths } from '../../lib/paths';
import { erpService } from '../../services/erp-service';
import { ServiceError } from '../../services/service-client';
import { ERP_ITEMS_STORE } from './use-erp-items-live';
import { erpItemUrl } from './erp-link';
import './stock-pages.css';
import { useAddressSearch } from '../../lib/address';

/** The document's fields by group (the ERP's own names; labels where the table has one). */
const GROUPS: { title: string; fields: string[] }[] = [
  { title: 'Identity', fields: ['item_code', 'name', 'item_name', 'item_group', 'complexity', 'lifecycle'] },
  { title: 'Stock', fields: ['stock_uom', 'stock_qty'] },
  { title: 'Purchasing', fields: ['purchase_uom', 'lead_time_days'] },
  { title: 'Flags', fields: ['for_tiling', 'check_stock'] },
];
const CHILD_TABLES = ['item_defaults', 'reorder_levels'] as const;
const GROUPED = new Set([...GROUPS.flatMap((g) => g.fields), ...CHILD_TABLES]);
/** Child-table bookkeeping columns ERPNext adds to every row; not worth a column. */
const CHILD_BOOKKEEPING = new Set([
  'doctype',
  'idx',
  'parentfield',
  'parent',
  'parenttype',
  'name',
  'owner',
  'creation',
  'modified',
  'modified_by',
  'docstatus',
]);
const CHILD_COLUMNS: Record<(typeof CHILD_TABLES)[number], string[]> = {
  item_defaults: ['company', 'default_supplier', 'default_warehouse'],
  reorder_levels: ['warehouse', 'warehouse_group', 'warehouse_reorder_level', 'warehouse_reorder_qty', 'material_request_type'],
};
const CHILD_TITLES: Record<(typeof CHILD_TABLES)[number], string> = {
  item_defaults: 'Item defaults',
  reorder_levels: 'Reorder levels',
};

const EXTRA_LABELS: Record<string, string> = {
  name: 'ERP name',
  company: 'Company',
  warehouse: 'Warehouse',
  warehouse_group: 'Warehouse group',
  doctype: 'Document type',
  modified: 'Last modified',
  modified_by: 'Modified by',
};
const label = (field: string) => (ITEM_COLUMN_LABELS as Record<string, string>)[field] ?? EXTRA_LABELS[field] ?? field.replaceAll('_', ' ');

const FLAG_WORDS: Record<string, string> = { '1': 'Yes (1)', '0': 'No (0)' };

/**
 * The ERP's own timestamps, shown in the one clock (yyyy-MM-dd HH:mm:ss, UTC) when they say their
 * zone; one without a zone (ERPNext writes its server's local time) is shown as the ERP wrote it.
 */
const TIMESTAMPS = new Set(['modified', 'creation']);
const ZONED = /(Z|[+-]\d{2}:?\d{2})$/;

function value(field: string, v: unknown): ReactNode {
  if (v === null || v === undefined || v === '') return <span className="stock-blank">empty</span>;
  if (TIMESTAMPS.has(field) && typeof v === 'string' && ZONED.test(v) && formatUtc(v)) return formatUtc(v);
  if ((field === 'for_tiling' || field === 'check_stock') && String(v) in FLAG_WORDS) return FLAG_WORDS[String(v)];
  if (typeof v === 'number') return v.toLocaleString('en-US', { maximumFractionDigits: 3 });
  if (typeof v === 'object') return <code className="item-code-mono">{JSON.stringify(v)}</code>;
  return String(v);
}

type Loaded =
  | { state: 'loading'; code: string }
  | { state: 'found'; code: string; doc: ErpItemDocument }
  | { state: 'missing'; code: string }
  | { state: 'failed'; code: string; message: string; status: number };

function useErpItem(code: string, attempt: number): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading', code });
  useEffect(() => {
    if (!code) return;
    let stopped = false;
    setLoaded({ state: 'loading', code });
    erpService.item(code).then(
      (doc) => !stopped && setLoaded({ state: 'found', code, doc }),
      (error: unknown) => {
        if (stopped) return;
        const status = error instanceof ServiceError ? error.status : 0;
        if (status === 404) setLoaded({ state: 'missing', code });
        else setLoaded({ state: 'failed', code, status, message: (error as Error).message ?? String(error) });
      },
    );
    return () => {
      stopped = true;
    };
  }, [code, attempt]);
  return loaded.code === code ? loaded : { state: 'loading', code };
}

/** /items?code=<item_code>: one item's full ERP document (docs/stock-erp.md "Pages"). */
export function Component() {
  const [params] = useAddressSearch();
  const code = (params.get('code') ?? '').trim();
  const [attempt, setAttempt] = useState(0);
  const loaded = useErpItem(code, attempt);
  return (
    <main className="page stock-page" data-testid="item-page">
      <Breadcrumbs dropTrailing={0} />
      <h1>{code ? `Item ${code}` : 'Item'}</h1>
      <CodeBox code={code} />
      {loaded.state === 'found' && <ErpLink code={loaded.doc.item_code} />}
      {!code && (
        <p className="hint" data-testid="item-no-code">
          Type an item code (for example LBR-10001) to see the item's full document as the ERP holds it: every field, its item defaults and
          its reorder levels. The item codes in the stock tables link here too.
        </p>
      )}
      {code && loaded.state === 'loading' && <p className="page-loading">Reading {code} from the ERP…</p>}
      {code && loaded.state === 'missing' && (
        <div className="item-not-found" role="alert" data-testid="item-missing">
          <strong>No item {code} in the ERP.</strong>
          <p>Check the code, or find the item in the item table.</p>
        </div>
      )}
      {code && loaded.state === 'failed' && (
        <div className="item-error" role="alert" data-testid="item-failed">
          <strong>The ERP could not be read{loaded.status ? ` (${loaded.status})` : ''}.</strong>
          <p>{loaded.message}</p>
          <button type="button" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      )}
      {loaded.state === 'found' && <ItemDocument doc={loaded.doc} />}
      <nav className="stock-links" aria-label="Stock pages">
        <Link to={paths.stock()}>Stock overview</Link>
        <Link to={paths.stockMaintenance()}>Item maintenance table</Link>
        <Link to={paths.stockItems()}>Live item table</Link>
      </nav>
    </main>
  );
}

/** The item in the ERP itself (its desk, a new tab), when the ERP's address is configured. */
function ErpLink({ code }: { code: string }) {
  const href = erpItemUrl(code);
  if (!href) return null;
  return (
    <p className="item-erp-link">
      <a href={href} target="_blank" rel="noopener noreferrer" data-testid="item-erp-link">
        Open {code} in the ERP ↗
      </a>
    </p>
  );
}

function CodeBox({ code }: { code: string }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(code);
  useEffect(() => setDraft(code), [code]);
  return (
    <form
      className="stock-form"
      aria-label="Open an item"
      onSubmit={(e) => {
        e.preventDefault();
        const next = draft.trim();
        if (next) void navigate(paths.item(next));
      }}
    >
      <label>
        Item code
        <input value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="LBR-10001" spellCheck={false} />
      </label>
      <button type="submit" disabled={!draft.trim()}>
        Open
      </button>
    </form>
  );
}

function ItemDocument({ doc }: { doc: ErpItemDocument }) {
  const fields = doc as Record<string, unknown>;
  const others = Object.keys(fields)
    .filter((f) => !GROUPED.has(f))
    .sort();
  return (
    <div data-testid="item-document">
      <div className="item-fields">
        {GROUPS.map((group) => (
          <section key={group.title} className="item-group-card" aria-label={group.title}>
            <h2>{group.title}</h2>
            <dl>
              {group.fields
                .filter((f) => f !== 'name' || fields.name !== fields.item_code)
                .filter((f) => f !== 'stock_qty' || f in fields)
                .map((f) => (
                  <Field key={f} field={f} value={fields[f]} />
                ))}
              {group.title === 'Stock' && <MirrorStock code={doc.item_code} />}
            </dl>
          </section>
        ))}
      </div>
      {CHILD_TABLES.map((table) => (
        <ChildTable key={table} table={table} rows={(fields[table] as Record<string, unknown>[] | undefined) ?? []} />
      ))}
      <section className="stock-section" aria-labelledby="other-fields-title" data-testid="item-other-fields">
        <h2 id="other-fields-title">Other fields</h2>
        {others.length === 0 ? (
          <p className="hint">The ERP sent no other fields.</p>
        ) : (
          <dl className="item-other">
            {others.map((f) => (
              <Field key={f} field={f} value={fields[f]} />
            ))}
          </dl>
        )}
      </section>
    </div>
  );
}

/** The stock the mirror holds (the sum of the item's ERP Bins), live: the Item document has no stock field. */
function MirrorStock({ code }: { code: string }) {
  const db = useFirestore();
  // A code with '/' cannot name a Firestore document (the mirror holds no such item).
  const ref = useMemo(() => (code.includes('/') ? null : doc(db, 'erpItems', code)), [db, code]);
  const mirror = useLiveDoc(ref, erpItemMirrorSchema, { store: ERP_ITEMS_STORE, what: `the mirror of ${code}` });
  const qty = mirror.data?.stock_qty;
  return (
    <>
      <dt title="erpItems mirror: the sum of the item's Bins">In stock (all warehouses)</dt>
      <dd data-field="mirror_stock_qty">
        {mirror.status === 'loading' ? (
          '…'
        ) : qty === undefined ? (
          <span className="stock-blank">not in the mirror</span>
        ) : (
          value('stock_qty', qty)
        )}
      </dd>
    </>
  );
}

function Field({ field, value: v }: { field: string; value: unknown }) {
  return (
    <>
      <dt title={field}>{label(field)}</dt>
      <dd data-field={field}>{value(field, v)}</dd>
    </>
  );
}

function ChildTable({ table, rows }: { table: (typeof CHILD_TABLES)[number]; rows: Record<string, unknown>[] }) {
  const extra = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter(
    (k) => !CHILD_COLUMNS[table].includes(k) && !CHILD_BOOKKEEPING.has(k),
  );
  const columns = [...CHILD_COLUMNS[table], ...extra];
  return (
    <section className="stock-section" aria-labelledby={`${table}-title`} data-testid={`item-${table}`}>
      <h2 id={`${table}-title`}>
        {CHILD_TITLES[table]} <span className="hint">({table})</span>
      </h2>
      {rows.length === 0 ? (
        <p className="hint">No entries.</p>
      ) : (
        <table className="stock-table">
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} title={c}>
                  {label(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                {columns.map((c) => (
                  <td key={c} className={typeof row[c] === 'number' ? 'num' : undefined}>
                    {value(c, row[c])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
