import { useState } from 'react';
import { MILESTONES, PROJECT_PHASES, formatAddress, primaryAddress, type MilestoneName, type Project } from '@workhub/domain';
import { placeService, type PlaceCandidate, type Zone } from '../../services/place-service';
import { runStoreAction } from '../../stores/store-action';
import { CONTACT_OPTIONS, CRANE_OPTIONS, STORAGE_OPTIONS, preferenceForm, preferencesOf, type PreferenceForm } from './client-preferences';
import { dayOf, dependentsSet, milestoneLabel, missingPrerequisites, phaseLabel } from './project-facts';
import { useProjectsStore } from './projects-store';
import { ErrorNote } from '../../components/kit';

const LINK_LABELS: Record<string, string> = { salesforce: 'Salesforce', drive: 'Drive folder', permit: 'Permit' };

function ClientFacts({ project }: { project: Project }) {
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

function Addresses({ project }: { project: Project }) {
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

function PhasesTimeline({ project }: { project: Project }) {
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
              <span className="hint">{span ? `${dayOf(span.start)} → ${span.end ? dayOf(span.end) : 'now'}` : 'not reached'}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

function Milestones({ project }: { project: Project }) {
  const update = useProjectsStore((s) => s.milestoneUpdate);
  const refusal = useProjectsStore((s) => s.milestoneRefusal);
  const pulling = useProjectsStore((s) => s.pulling);
  const { setMilestone, removeMilestone, pullMilestones } = useProjectsStore.getState();
  const [date, setDate] = useState(today);
  const [pulled, setPulled] = useState<string | null>(null);
  const [pullError, setPullError] = useState<string | null>(null);
  const busy = update !== null;
  // Today means now; another day is recorded at noon UTC.
  const isoDate = date && date !== today() ? `${date}T12:00:00.000Z` : undefined;

  const pull = async () => {
    setPulled(null);
    setPullError(null);
    const answer = await pullMilestones(project.id, true);
    if (answer) {
      const names = answer.projects.flatMap((p) => Object.keys(p.added)).map((m) => milestoneLabel(m as MilestoneName));
      setPulled(
        `Pulled ${answer.pulled} milestone${answer.pulled === 1 ? '' : 's'} from Salesforce${names.length ? `: ${names.join(', ')}` : ''}.`,
      );
    } else {
      // Said in the tab too (not only in the toast): Salesforce not configured, down, or no record of the project.
      setPullError(useProjectsStore.getState().error?.message ?? 'Could not pull milestones from Salesforce');
    }
  };

  return (
    <section className="tab-section" data-testid="milestones">
      <div className="section-head">
        <h2>Milestones</h2>
        <label className="inline-label">
          Date for “Set”
          <input type="date" value={date} max={today()} onChange={(e) => setDate(e.target.value)} aria-label="Milestone date" />
        </label>
        <button type="button" onClick={() => void pull()} disabled={pulling}>
          {pulling ? 'Pulling…' : 'Pull historical milestones'}
        </button>
      </div>
      {pulled && (
        <p className="notice" role="status" data-testid="pull-result">
          {pulled}
        </p>
      )}
      {pullError && <ErrorNote data-testid="pull-error">{pullError}</ErrorNote>}
      {PROJECT_PHASES.map((phase) => {
        const inPhase = MILESTONES.filter((m) => m.phase === phase);
        if (inPhase.length === 0) return null;
        return (
          <div key={phase} className="milestone-group">
            <h3>{phaseLabel(phase)}</h3>
            <table className="data-grid milestones-table">
              <tbody>
                {inPhase.map((m) => {
                  const name = m.name as MilestoneName;
                  const at = project.milestones[name];
                  const missing = missingPrerequisites(name, project.milestones);
                  const dependents = at ? dependentsSet(name, project.milestones) : [];
                  const running = update?.projectId === project.id && update.milestone === name;
                  const refused = refusal?.projectId === project.id && refusal.milestone === name ? refusal : null;
                  return (
                    <tr key={name} data-testid="milestone" data-milestone={name} className={at ? 'milestone-set' : ''}>
                      <td className="milestone-name">{milestoneLabel(name)}</td>
                      <td className="milestone-date">{at ? dayOf(at) : <span className="hint">not set</span>}</td>
                      <td className="milestone-state">
                        {at ? (
                          dependents.length > 0 ? (
                            <span className="hint">needed by {dependents.map(milestoneLabel).join(', ')}</span>
                          ) : null
                        ) : missing.length > 0 ? (
                          <span className="hint">needs {missing.map(milestoneLabel).join(', ')}</span>
                        ) : (
                          <span className="pill pill-running">ready</span>
                        )}
                        {refused && (
                          <div className="error-text" role="alert" data-testid="milestone-refusal">
                            {refused.message}
                          </div>
                        )}
                      </td>
                      <td className="milestone-actions">
                        {running && <span className="hint">updating…</span>}
                        <button
                          type="button"
                          disabled={busy}
                          onClick={() => void setMilestone(project.id, name, isoDate)}
                          aria-label={`Set ${milestoneLabel(name)}`}
                        >
                          {at ? 'Set again' : 'Set'}
                        </button>
                        {at && (
                          <button
                            type="button"
                            className="danger"
                            disabled={busy}
                            onClick={() => void removeMilestone(project.id, name)}
                            aria-label={`Remove ${milestoneLabel(name)}`}
                          >
                            Remove
                          </button>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        );
      })}
      <p className="hint">Changes show here as soon as the projects service records them.</p>
    </section>
  );
}

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (v: string) => void;
}) {
  const known = options.includes(value) || value === '';
  return (
    <label>
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">not answered</option>
        {!known && <option value={value}>{value}</option>}
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </label>
  );
}

function PreferencesForm({ project }: { project: Project }) {
  const initial = preferenceForm(project.clientPreferences);
  const [form, setForm] = useState<PreferenceForm>(initial);
  const [saved, setSaved] = useState(false);
  const saving = useProjectsStore((s) => s.savingPreferences);
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  const field =
    <K extends keyof PreferenceForm>(key: K) =>
    (value: PreferenceForm[K]) => {
      setSaved(false);
      setForm((f) => ({ ...f, [key]: value }));
    };
  const save = async () => {
    const ok = await useProjectsStore.getState().savePreferences(project.id, preferencesOf(form));
    setSaved(ok);
  };
  return (
    <section className="tab-section">
      <h2>Client preferences</h2>
      <form
        className="preferences-form"
        data-testid="preferences-form"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <fieldset>
          <legend>Construction hours</legend>
          <label>
            Monday to Friday
            <input value={form.hoursWeekdays} onChange={(e) => field('hoursWeekdays')(e.target.value)} />
          </label>
          <label>
            Saturday
            <input value={form.hoursSaturday} onChange={(e) => field('hoursSaturday')(e.target.value)} />
          </label>
          <label>
            Sunday
            <input value={form.hoursSunday} onChange={(e) => field('hoursSunday')(e.target.value)} />
          </label>
        </fieldset>
        <Select
          label="A 10'x12' storage space on site"
          value={form.storageSpace}
          options={STORAGE_OPTIONS}
          onChange={field('storageSpace')}
        />
        <Select label="Crane access" value={form.craneAccess} options={CRANE_OPTIONS} onChange={field('craneAccess')} />
        <Select label="Preferred contact" value={form.preferredContact} options={CONTACT_OPTIONS} onChange={field('preferredContact')} />
        <label className="checkbox">
          <input type="checkbox" checked={form.petsOnSite} onChange={(e) => field('petsOnSite')(e.target.checked)} />
          Pets on site
        </label>
        <label>
          Site notes
          <textarea rows={2} value={form.notes} onChange={(e) => field('notes')(e.target.value)} />
        </label>
        <div className="form-actions">
          <button type="submit" disabled={!dirty || saving}>
            {saving ? 'Saving…' : 'Save preferences'}
          </button>
          {dirty && (
            <button type="button" onClick={() => setForm(initial)}>
              Discard changes
            </button>
          )}
          {saved && !dirty && <span className="hint">Saved.</span>}
        </div>
      </form>
    </section>
  );
}

function SiteLookups({ project }: { project: Project }) {
  const address = primaryAddress(project);
  const [zone, setZone] = useState<Zone | null>(null);
  const [places, setPlaces] = useState<PlaceCandidate[] | null>(null);
  const [busy, setBusy] = useState<'zone' | 'place' | null>(null);
  /** Why there is no zone: 'No zoning data for this address', or the zoning GIS / Google Places not configured or down. */
  const [zoneError, setZoneError] = useState<string | null>(null);
  const lookUpZone = async () => {
    setBusy('zone');
    setZoneError(null);
    const answer = await runStoreAction(
      'zone',
      ({ error }) => setZoneError(error?.message ?? null),
      () => placeService.zone({ projectId: project.id }),
    );
    setBusy(null);
    if (answer) setZone(answer);
  };
  const verifyAddress = async () => {
    if (!address) return;
    setBusy('place');
    const answer = await runStoreAction(
      'google',
      () => undefined,
      () => placeService.places(formatAddress(address)),
    );
    setBusy(null);
    if (answer) setPlaces(answer);
  };
  return (
    <section className="tab-section">
      <div className="section-head">
        <h2>Site</h2>
        <button type="button" onClick={() => void verifyAddress()} disabled={busy !== null || !address}>
          {busy === 'place' ? 'Checking…' : 'Verify address'}
        </button>
        <button type="button" onClick={() => void lookUpZone()} disabled={busy !== null}>
          {busy === 'zone' ? 'Looking up…' : 'Look up zone'}
        </button>
      </div>
      {zoneError && <ErrorNote data-testid="zone-error">{zoneError}</ErrorNote>}
      {!zone && !places && !zoneError && (
        <p className="hint">Verify the primary address with Google places, or look up its zone with the zone service.</p>
      )}
      {places && (
        <>
          <h3>Google places for the primary address</h3>
          {places.length === 0 ? (
            <p className="hint">Google knows no place at this address.</p>
          ) : (
            <ul className="plain-list" data-testid="place-candidates">
              {places.map((c) => (
                <li key={c.placeId}>
                  {c.description}
                  {address && formatAddress(c.address) === formatAddress(address) && <span className="pill pill-done">matches</span>}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {zone && (
        <>
          <h3>Zone</h3>
          <dl className="facts wide" data-testid="zone">
            {zoneFacts(zone).map(([name, value]) => (
              <FactRow key={name} name={name} value={value} />
            ))}
          </dl>
        </>
      )}
    </section>
  );
}

/** The zone's facts in words, as a planner reads them. */
function zoneFacts(zone: Zone): [string, string][] {
  const { front, rear, side } = zone.setbacksFt;
  return [
    ['Address', formatAddress(zone.address)],
    ['Jurisdiction', zone.jurisdiction],
    ['Zone', `${zone.code} — ${zone.description}`],
    ['Lot type', zone.lotType],
    ['Lot area', `${zone.lotAreaSqft.toLocaleString('en-US')} ft²`],
    ['Setbacks', `front ${front} ft · rear ${rear} ft · side ${side} ft`],
    ['Max height', `${zone.maxHeightFt} ft`],
    ['Max lot coverage', `${Math.round(zone.maxLotCoverage * 100)} %`],
    ['ADU allowed', zone.aduAllowed ? 'yes' : 'no'],
    ['Source', zone.source],
  ];
}

function FactRow({ name, value }: { name: string; value: string }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>{value}</dd>
    </>
  );
}

/** client: everything about the client and the project's progress, with the milestone and preference actions. */
export function ClientTab({ project }: { project: Project }) {
  return (
    <div className="client-tab">
      <div className="two-columns">
        <ClientFacts project={project} />
        <Addresses project={project} />
      </div>
      <PhasesTimeline project={project} />
      <Milestones project={project} />
      <div className="two-columns">
        <PreferencesForm key={JSON.stringify(project.clientPreferences ?? {})} project={project} />
        <SiteLookups project={project} />
      </div>
    </div>
  );
}
