import { Link } from 'react-router';
import { DOCUMENTED_SERVICES, isUndocumented } from '@workhub/domain';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { paths } from '../../lib/paths';
import { docsService, type ServiceDocs } from '../../services/docs-service';
import { DataTable, ErrorNote, useAsync, type Column } from '../../components/kit';
import './software.css';

const metaOf = (d: ServiceDocs) => DOCUMENTED_SERVICES.find((s) => s.name === d.service)!;
const undocumentedOf = (d: ServiceDocs) => (d.status === 'ok' ? d.routes.filter(isUndocumented).length : 0);

const SERVICE_COLUMNS: Column<ServiceDocs>[] = [
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
      ) : (
        <span className={d.status === 'error' ? 'form-error' : 'hint'}>{d.message}</span>
      ),
  },
];

/** /software/docs: every service with its number of routes (and how many are undocumented), each linking to its docs page. */
export function Component() {
  const docs = useAsync(() => docsService.all(), 'all');
  return (
    <main className="page software-page">
      <Breadcrumbs />
      <h1>API docs</h1>
      <p className="hint">
        Each service describes its own routes (GET /&lt;service&gt;/docsJson) from the zod schemas its handlers validate with, so these
        pages cannot drift from the code.
      </p>
      {docs.status === 'loading' && <p className="hint">Reading every service's docsJson…</p>}
      {docs.status === 'error' && <ErrorNote>{docs.error.message}</ErrorNote>}
      {docs.status === 'success' && (
        <DataTable
          className="sw-table"
          aria-label="Services"
          columns={SERVICE_COLUMNS}
          rows={docs.data}
          rowKey={(d) => d.service}
          rowProps={(d) => ({ 'data-testid': `service-${d.service}` })}
          empty="No service is documented."
        />
      )}
    </main>
  );
}
