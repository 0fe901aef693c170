import type { ReactNode } from 'react';
import {
  formatAddress,
  formatUtc,
  primaryAddress,
  STAGE_LABELS,
  type PipeAssembly,
  type Project,
  type ProjectBaseLatest,
} from '@workhub/domain';
import { milestoneLabel, milestonesInOrder, phaseLabel, stageCounts } from './project-facts';

/** The raw JSON, folded: a readable summary comes first (issue 27 item 8). */
export function RawDocument({ value }: { value: unknown }) {
  return (
    <details className="raw-document" data-testid="raw-document">
      <summary>Show the raw document</summary>
      <pre className="json">{JSON.stringify(value, null, 2)}</pre>
    </details>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-fact={label}>{children}</dd>
    </>
  );
}

/** The project's id, client, phase, address and milestones (dates in the one clock, formatUtc). */
export function ProjectSummary({ project }: { project: Project }) {
  const address = primaryAddress(project);
  const milestones = milestonesInOrder(project.milestones);
  return (
    <div className="live-summary" data-testid="project-summary">
      <dl className="facts wide">
        <Fact label="Project">{project.id}</Fact>
        <Fact label="Client">{project.clientName}</Fact>
        <Fact label="Phase">{phaseLabel(project.phase)}</Fact>
        <Fact label="Address">{address ? formatAddress(address) : '—'}</Fact>
        <Fact label="Build spec">{project.buildSpec}</Fact>
        <Fact label="Latest base">{project.base?.latest?.version ?? 'none committed'}</Fact>
      </dl>
      <h3>Milestones</h3>
      {milestones.length === 0 ? (
        <p className="hint">No milestone reached yet.</p>
      ) : (
        <table className="data-grid" data-testid="summary-milestones">
          <tbody>
            {milestones.map((m) => (
              <tr key={m.name} data-milestone={m.name}>
                <th scope="row">{milestoneLabel(m.name)}</th>
                <td>{formatUtc(m.at) || m.at}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

const COLUMNS = [
  ['done', 'Done'],
  ['inProgress', 'Running'],
  ['stalled', 'Stalled'],
  ['error', 'Failed'],
  ['new', 'Not started'],
] as const;

/** Each pipeline stage: how many of the project's assemblies are done, running, stalled, failed or not started. */
export function PipelineSummary({ assemblies, now }: { assemblies: readonly PipeAssembly[]; now: number }) {
  if (assemblies.length === 0) return <p className="hint">No assemblies in the pipeline yet.</p>;
  return (
    <table className="data-grid live-stages" data-testid="summary-stages">
      <thead>
        <tr>
          <th>Stage ({assemblies.length} assemblies)</th>
          {COLUMNS.map(([key, label]) => (
            <th key={key} className="num">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {stageCounts(assemblies, now).map(({ stage, counts }) => (
          <tr key={stage} data-stage={stage}>
            <th scope="row">{STAGE_LABELS[stage]}</th>
            {COLUMNS.map(([key]) => (
              <td key={key} className={`num${counts[key] && (key === 'error' || key === 'stalled') ? ' live-bad' : ''}`} data-count={key}>
                {counts[key] || ''}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The live base: its version and size, when and by whom it was committed. */
export function BaseSummary({ latest }: { latest: ProjectBaseLatest }) {
  return (
    <dl className="facts wide" data-testid="base-summary">
      <Fact label="Version">{latest.version}</Fact>
      <Fact label="Modules">{latest.modules ?? '—'}</Fact>
      <Fact label="Floor area">{latest.floorArea !== undefined ? `${latest.floorArea.toLocaleString('en-US')} sq ft` : '—'}</Fact>
      <Fact label="Committed">
        {latest.committed ? formatUtc(latest.committed) : '—'}
        {latest.committedBy ? ` by ${latest.committedBy}` : ''}
      </Fact>
    </dl>
  );
}
