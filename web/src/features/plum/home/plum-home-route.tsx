import { Link } from 'react-router';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { LiveStatus } from '../../../components/live-status';
import { plumParts, type PlumFigure, type PlumPart } from './plum-parts';
import { usePlumHome } from './use-plum-home';
import './plum-home.css';
import { ErrorNote } from '../../../components/kit';

/** One figure of a part: a label and its value, or its loading or failed state. */
function Figure({ label, status, value, id, hint }: PlumFigure) {
  return (
    <div className="plum-figure" data-testid={`figure-${id}`} data-status={status} aria-busy={status === 'loading'}>
      <dt>{label}</dt>
      <dd>
        {status === 'loading' ? (
          <span className="plum-figure-loading">…</span>
        ) : status === 'error' ? (
          <span className="plum-figure-error">not read</span>
        ) : (
          <span className="plum-figure-value" data-testid={`value-${id}`}>
            {value}
          </span>
        )}
        {hint && status === 'success' ? <span className="hint"> {hint}</span> : null}
      </dd>
    </div>
  );
}

/** One part of the engineering area: what it is, its live figures, where to open it. */
function Part({ id, title, to, what, status, empty, figures, links = [] }: PlumPart) {
  return (
    <section className="plum-part" aria-labelledby={`plum-part-${id}`} data-testid="plum-part" data-part={id}>
      <h2 id={`plum-part-${id}`}>
        <Link to={to}>{title}</Link>
      </h2>
      <p className="plum-part-what">{what}</p>
      <dl className="plum-figures">
        {figures.map((figure) => (
          <Figure key={figure.id} {...figure} />
        ))}
      </dl>
      {status === 'error' && <ErrorNote>Could not be read; trying again.</ErrorNote>}
      {status === 'success' && empty && (
        <p className="plum-part-empty" data-testid="plum-part-empty">
          {empty}
        </p>
      )}
      <p className="plum-part-links">
        <Link to={to}>Open {title.toLowerCase()}</Link>
        {links.map((l) => (
          <Link key={l.to} to={l.to}>
            {l.label}
          </Link>
        ))}
      </p>
    </section>
  );
}

/**
 * /plum: the engineering area's home (docs/base-spec.md "Home and trunk parts"). Each part with
 * what it is and its live figures; every figure is a live query, so a draft, a candidate, a view
 * or a generator run started elsewhere shows here at once.
 */
export function Component() {
  const home = usePlumHome();
  const offline = Object.values(home).find((r) => r.connection !== 'live');
  return (
    <main className="page plum-home">
      <Breadcrumbs />
      <header className="plum-home-header">
        <h1>Engineering</h1>
        <p className="hint">
          The rulebooks and catalogues that turn a project into drawings, parts and prices. Figures are live: they change as soon as anyone
          changes the data.
        </p>
        {offline && <LiveStatus connection={offline.connection} />}
      </header>
      <div className="plum-parts">
        {plumParts(home).map((part) => (
          <Part key={part.id} {...part} />
        ))}
      </div>
    </main>
  );
}
