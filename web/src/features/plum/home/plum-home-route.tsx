import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { classPartCounts, countText, encodePanes, newestVersionText } from '@workhub/domain';
import { LiveStatus } from '../../../components/live-status';
import type { LiveStatus as ReadStatus } from '../../../lib/live-read';
import { paths } from '../../../lib/paths';
import { usePlumHome, type LiveCount } from './use-plum-home';
import './plum-home.css';

/** The plume frame with one view in its centre pane (docs/base-spec.md "Plume panes"). */
const plumeWith = (view: string) => paths.plume(`?plume=${encodePanes('plume', { centre: { view } })}`);

const statusOf = (...reads: { status: ReadStatus }[]): ReadStatus =>
  reads.some((r) => r.status === 'error') ? 'error' : reads.some((r) => r.status === 'loading') ? 'loading' : 'success';

/** One figure of a part: a label and its value, or its loading or failed state. */
function Figure({ label, status, value, id, hint }: { label: string; status: ReadStatus; value: ReactNode; id: string; hint?: string }) {
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

const countOf = (read: LiveCount<unknown>) => countText(read.count, read.limit);

/** One part of the engineering area: what it is, its live figures, where to open it. */
function Part({
  id,
  title,
  to,
  what,
  status,
  empty,
  children,
  links = [],
}: {
  id: string;
  title: string;
  to: string;
  what: string;
  status: ReadStatus;
  /** Shown when the part holds nothing yet. */
  empty: string | null;
  children: ReactNode;
  links?: { to: string; label: string }[];
}) {
  return (
    <section className="plum-part" aria-labelledby={`plum-part-${id}`} data-testid="plum-part" data-part={id}>
      <h2 id={`plum-part-${id}`}>
        <Link to={to}>{title}</Link>
      </h2>
      <p className="plum-part-what">{what}</p>
      <dl className="plum-figures">{children}</dl>
      {status === 'error' && (
        <p className="plum-part-error" role="alert">
          Could not be read; trying again.
        </p>
      )}
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
  const { baseSpecs, baseSpecWorkspaces, baseSpecCandidates, baseViews, buildSpecs, classBlocks, classParts } = home;
  const { generators, runsInProgress, tests, structure, costs } = home;
  const currentBase = newestVersionText(baseSpecs.docs.map((d) => d.version));
  const trunk = newestVersionText(buildSpecs.docs.map((d) => d.version));
  const newestCosts = newestVersionText(costs.docs.map((d) => d.version));
  const parts = classPartCounts(classParts.docs);
  const categories = new Set(classBlocks.docs.map((d) => d.categoryName)).size;
  const reads = Object.values(home);
  const offline = reads.find((r) => r.connection !== 'live');

  const baseStatus = statusOf(baseSpecs, baseSpecWorkspaces, baseSpecCandidates, baseViews);
  return (
    <main className="page plum-home">
      <header className="plum-home-header">
        <h1>Engineering</h1>
        <p className="hint">
          The rulebooks and catalogues that turn a project into drawings, parts and prices. Figures are live: they change as soon as anyone
          changes the data.
        </p>
        {offline && <LiveStatus connection={offline.connection} />}
      </header>
      <div className="plum-parts">
        <Part
          id="baseSpec"
          title="Base specification"
          to={paths.baseSpec()}
          what="The rulebook for drawings: layers with colour, counts and unit, themes, goals, the draw order, systems, properties and views. Drafts are workspaces; a candidate becomes the next version once design, management and production approve."
          status={baseStatus}
          empty={baseSpecs.count === 0 ? 'No base specification has been committed yet.' : null}
        >
          <Figure id="baseSpec-version" label="Current version" status={baseSpecs.status} value={currentBase ?? 'none'} />
          <Figure id="baseSpec-versions" label="Versions" status={baseSpecs.status} value={countOf(baseSpecs)} />
          <Figure id="baseSpec-workspaces" label="Open workspaces" status={baseSpecWorkspaces.status} value={countOf(baseSpecWorkspaces)} />
          <Figure
            id="baseSpec-candidates"
            label="Awaiting approval"
            status={baseSpecCandidates.status}
            value={countOf(baseSpecCandidates)}
          />
          <Figure id="baseSpec-views" label="Base views" status={baseViews.status} value={countOf(baseViews)} />
        </Part>
        <Part
          id="buildSpec"
          title="Build specification"
          to={paths.build()}
          what="What the factory builds, release by release: blocks, systems, assemblies, items, combinations, processes and install kits."
          status={buildSpecs.status}
          empty={buildSpecs.count === 0 ? 'No build specification has been released yet.' : null}
          links={[{ to: paths.trunkParts(), label: 'Parts on the trunk' }]}
        >
          <Figure id="buildSpec-trunk" label="Trunk (newest)" status={buildSpecs.status} value={trunk ?? 'none'} />
          <Figure id="buildSpec-versions" label="Released versions" status={buildSpecs.status} value={countOf(buildSpecs)} />
        </Part>
        <Part
          id="classBlocks"
          title="Class blocks"
          to={paths.classBlocks()}
          what="Families of blocks by category, with their configurations and the assemblies they drive."
          status={classBlocks.status}
          empty={classBlocks.count === 0 ? 'No class blocks yet.' : null}
        >
          <Figure id="classBlocks-count" label="Class blocks" status={classBlocks.status} value={countOf(classBlocks)} />
          <Figure id="classBlocks-categories" label="Categories" status={classBlocks.status} value={categories} />
        </Part>
        <Part
          id="classParts"
          title="Class parts"
          to={paths.classParts()}
          what="Manufactured parts per building system, each with its versions, CAD documents and routings."
          status={classParts.status}
          empty={classParts.count === 0 ? 'No class parts yet.' : null}
        >
          <Figure id="classParts-count" label="Class parts" status={classParts.status} value={parts.parts} />
          <Figure
            id="classParts-versions"
            label="Versions"
            status={classParts.status}
            value={countOf(classParts)}
            hint={`in ${parts.systems} systems`}
          />
        </Part>
        <Part
          id="generators"
          title="Generators"
          to={paths.baseGenerate()}
          what="Turn the base specification and a project into drawings, as background jobs whose progress and log stream into the plume panes."
          status={statusOf(generators, runsInProgress)}
          empty={generators.count === 0 ? 'No generators are defined yet.' : null}
        >
          <Figure id="generators-count" label="Generators" status={generators.status} value={countOf(generators)} />
          <Figure id="generators-running" label="Runs in progress" status={runsInProgress.status} value={countOf(runsInProgress)} />
        </Part>
        <Part
          id="tests"
          title="Tests"
          to={paths.baseTest()}
          what="A generator run against a known project whose drawn layers must meet their expectations."
          status={tests.status}
          empty={tests.count === 0 ? 'No tests are defined yet.' : null}
        >
          <Figure id="tests-count" label="Tests" status={tests.status} value={countOf(tests)} />
        </Part>
        <Part
          id="structure"
          title="Structure"
          to={plumeWith('structure')}
          what="Structure calculations per project: lot type, parcel lines, dimensions and loads in; calculated versions and packages out."
          status={structure.status}
          empty={structure.count === 0 ? 'No project has structure inputs yet.' : null}
        >
          <Figure id="structure-count" label="Projects" status={structure.status} value={countOf(structure)} />
        </Part>
        <Part
          id="costs"
          title="Costs"
          to={plumeWith('costs')}
          what="Material, labour and markup per building system for each build-spec version, with the change from the previous version."
          status={costs.status}
          empty={costs.count === 0 ? 'No costs have been entered yet.' : null}
        >
          <Figure id="costs-newest" label="Newest" status={costs.status} value={newestCosts ?? 'none'} />
          <Figure id="costs-versions" label="Versions with costs" status={costs.status} value={countOf(costs)} />
        </Part>
      </div>
    </main>
  );
}
