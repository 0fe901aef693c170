import { Link } from 'react-router';
import { DOCUMENTED_SERVICES, isUndocumented } from '@workhub/domain';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { paths } from '../../lib/paths';
import { docsService } from '../../services/docs-service';
import { ErrorNote, useAsync } from '../../components/kit';
import './software.css';

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
        <table className="sw-table" aria-label="Services">
          <thead>
            <tr>
              <th>Service</th>
              <th>Base path</th>
              <th className="num">Routes</th>
              <th className="num">Undocumented</th>
              <th>Also describes</th>
            </tr>
          </thead>
          <tbody>
            {docs.data.map((d) => {
              const meta = DOCUMENTED_SERVICES.find((s) => s.name === d.service)!;
              const undocumented = d.status === 'ok' ? d.routes.filter(isUndocumented).length : 0;
              return (
                <tr key={d.service} data-testid={`service-${d.service}`}>
                  <td>
                    <Link to={paths.softwareDoc(d.service)}>{meta.title}</Link>
                  </td>
                  <td>
                    <code>/{d.service}</code>
                  </td>
                  <td className="num">{d.status === 'ok' ? d.routes.length : '—'}</td>
                  <td className={`num${undocumented ? ' sw-warn' : ''}`}>{d.status === 'ok' ? undocumented : ''}</td>
                  <td>
                    {d.status === 'ok' ? (
                      meta.covers.map((c) => <code key={c}>/{c} </code>)
                    ) : (
                      <span className={d.status === 'error' ? 'form-error' : 'hint'}>{d.message}</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </main>
  );
}
