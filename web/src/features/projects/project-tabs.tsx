import { useMemo } from 'react';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { Project, ProjectBaseLatest } from '@workhub/domain';
import { LayerQuantitiesTable } from '../../components/layer-quantities';
import { useLiveDoc } from '../../lib/live-read';
import { liveService } from '../../services/live-service';
import { costsDocSchema, systemCostPerSqFt } from '@workhub/domain';
import { momentOf } from './project-facts';
import { PROJECTS_STORE } from './projects-store';
import { useProjectAssemblies } from './use-projects';
import { useServiceRead } from './use-service-read';
import { ErrorNote } from '../../components/kit';
import { BaseVariations } from './base-variations';
import { DesignDrawing } from './design-drawing';

export const LIVE_STORE = 'live';

const number = (n: number | undefined, unit = '') => (n === undefined ? '—' : `${n.toLocaleString('en-US')}${unit}`);

function NoBase() {
  return (
    <div className="empty-state" data-testid="no-base">
      <p>No base has been committed for this project yet.</p>
      <p className="hint">The counts, pipe and opus tabs appear once a design is committed.</p>
    </div>
  );
}

function BaseFacts({ latest }: { latest: ProjectBaseLatest }) {
  return (
    <dl className="facts wide" data-testid="base-facts">
      <dt>Version</dt>
      <dd>{latest.version}</dd>
      <dt>Base spec</dt>
      <dd>{latest.baseSpec ?? '—'}</dd>
      <dt>Build spec</dt>
      <dd>{latest.buildSpec ?? '—'}</dd>
      <dt>Modules</dt>
      <dd>{number(latest.modules)}</dd>
      <dt>Floor area</dt>
      <dd>{number(latest.floorArea, ' sq ft')}</dd>
      <dt>Committed</dt>
      <dd>
        {latest.committed ? momentOf(latest.committed) : '—'}
        {latest.committedBy ? ` by ${latest.committedBy}` : ''}
      </dd>
      <dt>Message</dt>
      <dd>{latest.message || '—'}</dd>
    </dl>
  );
}

/** design: the latest committed base of the project, its plan drawn over its facts. */
export function DesignTab({ project }: { project: Project }) {
  const latest = project.base?.latest;
  return (
    <section className="tab-section">
      <h2>Latest design</h2>
      {latest ? (
        <>
          <DesignDrawing projectId={project.id} latest={latest} />
          <BaseFacts latest={latest} />
        </>
      ) : (
        <NoBase />
      )}
    </section>
  );
}

function CountsTable({ counts }: { counts: NonNullable<ProjectBaseLatest['counts']> }) {
  if (Object.keys(counts).length === 0) return <p className="hint">The latest base has no counts.</p>;
  return <LayerQuantitiesTable quantities={counts} format={number} className="data-grid" testId="counts-table" />;
}

/** counts: quantities of the latest base by layer. */
export function CountsTab({ project }: { project: Project }) {
  const latest = project.base?.latest;
  return (
    <section className="tab-section">
      <h2>Counts</h2>
      {!latest ? (
        <NoBase />
      ) : latest.counts ? (
        <CountsTable counts={latest.counts} />
      ) : (
        <p className="hint">The latest base has no counts.</p>
      )}
    </section>
  );
}

function Json({ value, testId }: { value: unknown; testId?: string }) {
  return (
    <pre className="json" data-testid={testId}>
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

/** base (also /dash/{id}/base): the stored latest base in full, and the live base from the live service. */
export function BaseTab({ project }: { project: Project }) {
  const latest = project.base?.latest;
  const load = useMemo(() => () => liveService.base(project.id), [project.id]);
  const live = useServiceRead(LIVE_STORE, load, project.id);
  return (
    <div className="two-columns">
      <section className="tab-section">
        <h2>Latest base (stored)</h2>
        {latest ? (
          <>
            <BaseFacts latest={latest} />
            {latest.counts && (
              <>
                <h3>Counts</h3>
                <CountsTable counts={latest.counts} />
              </>
            )}
          </>
        ) : (
          <NoBase />
        )}
      </section>
      <section className="tab-section" data-testid="live-base">
        <div className="section-head">
          <h2>Live base</h2>
          <button type="button" onClick={live.refresh} disabled={live.status === 'loading'}>
            Refresh
          </button>
        </div>
        <p className="hint">From the live service (GET /live/base){live.at ? `, read ${momentOf(live.at)}` : ''}.</p>
        {live.status === 'loading' && <p className="hint">Loading…</p>}
        {live.status === 'error' && <ErrorNote>The live base could not be read: {live.error}</ErrorNote>}
        {live.data &&
          (live.data.latest ? <Json value={live.data} /> : <p className="hint">The live service has no base for {project.id}.</p>)}
      </section>
      <BaseVariations project={project} />
    </div>
  );
}

/** raw: the project document and its pipe documents as JSON (software engineers; the route checks the role). */
export function RawTab({ project }: { project: Project }) {
  const pipe = useProjectAssemblies(project.id);
  return (
    <div className="raw-tab">
      <section className="tab-section">
        <h2>projects/{project.id}</h2>
        <Json value={project} testId="raw-project" />
      </section>
      <section className="tab-section">
        <h2>
          projects/{project.id}/pipe ({pipe.status === 'loading' ? '…' : `${pipe.data.length} documents`})
        </h2>
        {pipe.status === 'error' && <p className="error-text">The pipe could not be read: {pipe.error?.message}</p>}
        {pipe.invalid.length > 0 && (
          <p className="notice">
            Left out (do not fit the pipe schema): {pipe.invalid.map((d) => `${d.path}: ${d.problems.join('; ')}`).join(' · ')}
          </p>
        )}
        {pipe.status !== 'loading' && pipe.data.length === 0 && <p className="hint">No pipe documents.</p>}
        {pipe.data.map((assembly) => (
          <details key={assembly.assembly} className="raw-doc">
            <summary>{assembly.assembly}</summary>
            <Json value={assembly} />
          </details>
        ))}
      </section>
    </div>
  );
}

const money = (n: number, currency: string) => n.toLocaleString('en-US', { style: 'currency', currency, maximumFractionDigits: 2 });

/** cost: the cost data of the project's build spec version (the `costs` collection), with an estimate for its floor area. */
export function CostTab({ project }: { project: Project }) {
  const firestore = useFirestore();
  const version = project.base?.latest?.buildSpec ?? project.buildSpec;
  const ref = useMemo(() => doc(firestore, 'costs', version), [firestore, version]);
  const costs = useLiveDoc(ref, costsDocSchema, { store: PROJECTS_STORE, what: `the costs of ${version}` });
  const area = project.base?.latest?.floorArea;
  const data = costs.data;
  const systems = data ? Object.entries(data.systems).sort(([a], [b]) => a.localeCompare(b)) : [];
  const total = systems.reduce((sum, [, s]) => sum + systemCostPerSqFt(s), 0);
  return (
    <section className="tab-section">
      <h2>Cost — build spec {version}</h2>
      {costs.status === 'loading' && <p className="hint">Loading cost data…</p>}
      {costs.status === 'error' && <p className="error-text">The cost data could not be read: {costs.error?.message}</p>}
      {costs.status === 'success' && !data && (
        <div className="empty-state" data-testid="no-costs">
          <p>
            There is no cost data for build spec {version}
            {costs.invalid.length > 0 ? ' (the stored document does not fit the cost schema)' : ''}.
          </p>
          <p className="hint">Cost data is kept for the recent build-spec versions only.</p>
        </div>
      )}
      {data && (
        <>
          <dl className="facts wide">
            <dt>Currency</dt>
            <dd>{data.currency}</dd>
            <dt>Labor rate</dt>
            <dd>{data.laborRatePerHour !== undefined ? `${money(data.laborRatePerHour, data.currency)} / hour` : '—'}</dd>
            <dt>Updated</dt>
            <dd>
              {data.updated ? momentOf(data.updated) : '—'}
              {data.updatedBy ? ` by ${data.updatedBy}` : ''}
            </dd>
          </dl>
          <table className="data-grid" data-testid="costs-table">
            <thead>
              <tr>
                <th>System</th>
                <th className="num">Material / sq ft</th>
                <th className="num">Labor / sq ft</th>
                <th className="num">Markup</th>
                <th className="num">Total / sq ft</th>
                {area !== undefined && <th className="num">For {number(area)} sq ft</th>}
              </tr>
            </thead>
            <tbody>
              {systems.map(([name, s]) => (
                <tr key={name}>
                  <td>{name}</td>
                  <td className="num">{money(s.materialPerSqFt, data.currency)}</td>
                  <td className="num">{money(s.laborPerSqFt, data.currency)}</td>
                  <td className="num">{s.markupPercent}%</td>
                  <td className="num">{money(systemCostPerSqFt(s), data.currency)}</td>
                  {area !== undefined && <td className="num">{money(systemCostPerSqFt(s) * area, data.currency)}</td>}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th>All systems</th>
                <th colSpan={3} />
                <th className="num">{money(total, data.currency)}</th>
                {area !== undefined && <th className="num">{money(total * area, data.currency)}</th>}
              </tr>
            </tfoot>
          </table>
        </>
      )}
    </section>
  );
}
