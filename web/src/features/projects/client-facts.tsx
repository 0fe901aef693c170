import { PROJECT_PHASES, formatAddress, type Project } from '@workhub/domain';
import { momentOf, phaseLabel } from './project-facts';

/* The client tab's facts: the client, links, addresses and the phases timeline. */

export const LINK_LABELS: Record<string, string> = { salesforce: 'Salesforce', drive: 'Drive folder', permit: 'Permit' };

export function ClientFacts({ project }: { project: Project }) {
  return (
    <section className="tab-section">
      <h2>Client</h2>
      <dl className="facts wide" data-testid="client-facts">
        <dt>Client</dt>
        <dd>{project.clientName}</dd>
        {project.salesforce.clientName !== project.clientName && (
          <>
            <dt>In Salesforce</dt>
            <dd>{project.salesforce.clientName}</dd>
          </>
        )}
        <dt>Phase</dt>
        <dd>{phaseLabel(project.phase)}</dd>
        <dt>Build slot</dt>
        <dd>{project.buildSlot ?? 'not booked'}</dd>
        <dt>Build spec</dt>
        <dd>{project.buildSpec}</dd>
        <dt>Delivered</dt>
        <dd>{project.delivered ? 'Yes' : 'No'}</dd>
        <dt>Assemblies</dt>
        <dd>{project.assemblyCount ?? 0}</dd>
        <dt>Notes</dt>
        <dd>{project.notes || <span className="hint">none</span>}</dd>
      </dl>
    </section>
  );
}

export function Addresses({ project }: { project: Project }) {
  const { addresses, address } = project.salesforce;
  const listed = addresses ?? (address ? [{ ...address, primary: true }] : []);
  const links = Object.entries(project.links).filter(([, url]) => url);
  return (
    <section className="tab-section">
      <h2>Addresses and links</h2>
      <h3>Salesforce addresses</h3>
      {listed.length === 0 ? (
        <p className="hint">No address in Salesforce.</p>
      ) : (
        <ul className="plain-list" data-testid="salesforce-addresses">
          {listed.map((a, i) => (
            <li key={i}>
              {formatAddress(a)} {a.primary && <span className="pill pill-done">primary</span>}
            </li>
          ))}
        </ul>
      )}
      <h3>APNs</h3>
      {project.apns.length === 0 ? (
        <p className="hint">No parcel numbers.</p>
      ) : (
        <ul className="plain-list" data-testid="apns">
          {project.apns.map((a) => (
            <li key={a.apn}>
              <code>{a.apn}</code> — {formatAddress(a.address)}
            </li>
          ))}
        </ul>
      )}
      <h3>Links</h3>
      {links.length === 0 ? (
        <p className="hint">No links.</p>
      ) : (
        <ul className="plain-list">
          {links.map(([name, url]) => (
            <li key={name}>
              <a href={url} target="_blank" rel="noreferrer">
                {LINK_LABELS[name] ?? name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function PhasesTimeline({ project }: { project: Project }) {
  return (
    <section className="tab-section">
      <h2>Phases</h2>
      <ol className="phases-timeline" data-testid="phases-timeline">
        {PROJECT_PHASES.map((phase) => {
          const span = project.phases[phase];
          const state = phase === project.phase ? 'current' : span ? 'past' : 'future';
          return (
            <li key={phase} className={`phase-step phase-step-${state}`}>
              <strong>{phaseLabel(phase)}</strong>
              <span className="hint">{span ? `${momentOf(span.start)} → ${span.end ? momentOf(span.end) : 'now'}` : 'not reached'}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
