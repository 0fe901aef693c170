import { useParams } from 'react-router';
import {
  DOCUMENTED_SERVICES,
  isDocumentedService,
  isUndocumented,
  routesByPath,
  type AnyRouteDoc,
  type DocumentedRoute,
} from '@workhub/domain';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { readServiceDocs } from './docs-store';
import { ErrorNote, useAsync } from '../../components/kit';
import './software.css';

/** /software/docs/{api}: one service's routes — method, path, summary, input fields, the input's JSON schema (folded) and the answer. */
export function Component() {
  const { api = '' } = useParams();
  const known = isDocumentedService(api);
  const docs = useAsync(async () => (known ? readServiceDocs(api) : null), api);
  const meta = DOCUMENTED_SERVICES.find((s) => s.name === api);
  return (
    <main className="page software-page">
      <Breadcrumbs />
      <h1>{meta ? `${meta.title} API` : `Unknown service ${api}`}</h1>
      {!known && <p className="form-error">No service is called “{api}”.</p>}
      {known && docs.status === 'loading' && <p className="hint">Reading /{api}/docsJson…</p>}
      {docs.status === 'error' && <ErrorNote>{docs.error.message}</ErrorNote>}
      {docs.status === 'success' && docs.data && docs.data.status !== 'ok' && (
        <p className={docs.data.status === 'error' ? 'form-error' : 'hint'}>{docs.data.message}</p>
      )}
      {docs.status === 'success' && docs.data?.status === 'ok' && <Routes routes={docs.data.routes} />}
    </main>
  );
}

function Routes({ routes }: { routes: AnyRouteDoc[] }) {
  const undocumented = routes.filter(isUndocumented).length;
  return (
    <>
      <p className="hint">
        {routes.length} routes
        {undocumented ? `, ${undocumented} not documented yet (registered without route(); their input is not described)` : ''}. Every
        answer is the envelope {'{ success, data, error }'}; bad input is a 400 with per-field errors.
      </p>
      <nav className="sw-toc" aria-label="Routes">
        {routesByPath(routes).map((g) => (
          <a key={g.path} href={`#${anchorOf(g.routes[0]!)}`}>
            {g.path}
          </a>
        ))}
      </nav>
      {routesByPath(routes).flatMap((g) => g.routes.map((r) => <RouteCard key={`${r.method} ${r.path}`} route={r} />))}
    </>
  );
}

const anchorOf = (r: { method: string; path: string }) => `${r.method}-${r.path}`.replace(/[^\w-]+/g, '-');

function RouteCard({ route }: { route: AnyRouteDoc }) {
  const id = anchorOf(route);
  return (
    <article className="sw-route" id={id} aria-label={`${route.method} ${route.path}`}>
      <h2>
        <span className={`sw-method sw-${route.method.toLowerCase()}`}>{route.method}</span> <code>{route.path}</code>
      </h2>
      {isUndocumented(route) ? (
        <p className="sw-warn">Undocumented: this route is not registered with its schema yet.</p>
      ) : (
        <Documented route={route} />
      )}
    </article>
  );
}

function Documented({ route }: { route: DocumentedRoute }) {
  return (
    <>
      <p>{route.summary}</p>
      <h3>Input ({route.input === 'query' ? 'query string' : route.input === 'body' ? 'JSON body' : 'JSON body, or the query string'})</h3>
      {route.fields.length === 0 ? (
        <p className="hint">No input.</p>
      ) : (
        <table className="sw-table sw-fields">
          <thead>
            <tr>
              <th>Field</th>
              <th>Type</th>
              <th>Required</th>
              <th>Description</th>
            </tr>
          </thead>
          <tbody>
            {route.fields.map((f) => (
              <tr key={f.name}>
                <td>
                  <code>{f.name}</code>
                </td>
                <td>{f.type}</td>
                <td>{f.required ? 'required' : 'optional'}</td>
                <td className="hint">{f.description ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <details>
        <summary>JSON schema of the input</summary>
        <pre className="sw-schema">{JSON.stringify(route.schema, null, 2)}</pre>
      </details>
      <h3>Answer</h3>
      <p>{route.answer}</p>
      {route.answerSchema !== undefined && (
        <details>
          <summary>JSON schema of the answer</summary>
          <pre className="sw-schema">{JSON.stringify(route.answerSchema, null, 2)}</pre>
        </details>
      )}
      {route.errors && (
        <>
          <h3>Failures</h3>
          <p data-testid="route-errors">{route.errors}</p>
        </>
      )}
    </>
  );
}
