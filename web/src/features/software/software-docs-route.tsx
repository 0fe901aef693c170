import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { DOCUMENTED_SERVICES, isUndocumented, type DocumentedService } from '@workhub/domain';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { paths } from '../../lib/paths';
import type { ServiceDocs } from '../../services/docs-service';
import { readServiceDocs } from './docs-store';
import { DataTable, type Column } from '../../components/kit';
import './software.css';

/** A service's row: its answer, or still being read. */
type ServiceRow = ServiceDocs | { service: DocumentedService; status: 'reading' };

const metaOf = (d: ServiceRow) => DOCUMENTED_SERVICES.find((s) => s.name === d.service)!;
const undocumentedOf = (d: ServiceRow) => (d.status === 'ok' ? d.routes.filter(isUndocumented).length : 0);

const SERVICE_COLUMNS: Column<ServiceRow>[] = [
  { id: 'service', header: 'Service', cell: (d) => <Link to={paths.softwareDoc(d.service)}>{metaOf(d).title}</Link> },
  { id: 'path', header: 'Base path', cell: (d) => <code>/{d.service}</code> },
  { id: 'routes', header: 'Routes', cell: (d) => (d.status === 'ok' ? d.routes.length : '—'), className: 'num' },
  {
    id: 'undocumented',
    header: 'Undocumented',
    cell: (d) => <span className={undocumentedOf(d) ? 'sw-warn' : undefined}>{d.status === 'ok' ? undocumentedOf(d) : ''}</span>,
    className: 'num',
  },
  {
    id: 'covers',
    header: 'Also describes',
    cell: (d) =>
      d.status === 'ok' ? (
        metaOf(d).covers.map((c) => <code key={c}>/{c} </code>)
      ) : d.status === 'reading' ? (
        <span className="hint">reading its docsJson…</span>
      ) : (
        <span className={d.status === 'error' ? 'form-error' : 'hint'}>{d.message}</span>
      ),
  },
];

/**
 * Every documented service's docs, each shown as its service answers (issue 27 item 8: one slow
 * service no longer holds the whole page on 'Reading every service's docsJson…'). All are asked at
 * once; a row is `reading` until its answer.
 */
export function useServiceDocs(): ServiceRow[] {
  const [rows, setRows] = useState<ServiceRow[]>(() => DOCUMENTED_SERVICES.map((s) => ({ service: s.name, status: 'reading' })));
  useEffect(() => {
    let live = true;
    for (const { name } of DOCUMENTED_SERVICES)
      void readServiceDocs(name).then((answer) => {
        if (live) setRows((before) => before.map((row) => (row.service === name ? answer : row)));
      });
    return () => {
      live = false;
    };
  }, []);
  return rows;
}

/** /software/docs: every service with its number of routes (and how many are undocumented), each linking to its docs page. */
export function Component() {
  const docs = useServiceDocs();
  return (
    <main className="page software-page">
      <Breadcrumbs />
      <h1>API docs</h1>
      <p className="hint">
        Each service describes its own routes (GET /&lt;service&gt;/docsJson) from the zod schemas its handlers validate with, so these
        pages cannot drift from the code.
      </p>
      <DataTable
        className="sw-table"
        aria-label="Services"
        columns={SERVICE_COLUMNS}
        rows={docs}
        rowKey={(d) => d.service}
        rowProps={(d) => ({ 'data-testid': `service-${d.service}`, 'aria-busy': d.status === 'reading' ? 'true' : undefined })}
        empty="No service is documented."
      />
    </main>
  );
}
