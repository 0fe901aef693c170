import { useState } from 'react';
import { formatAddress, primaryAddress, type Project } from '@workhub/domain';
import { placeService, type PlaceCandidate, type Zone } from '../../services/place-service';
import { runStoreAction } from '../../stores/store-action';
import { ErrorNote } from '../../components/kit';

/* The client tab's site lookups: the address's place candidates and zone. */

export function SiteLookups({ project }: { project: Project }) {
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
          <ZoneReportForm projectId={project.id} />
        </>
      )}
    </section>
  );
}

/** Keeps the zoning of the primary address as a zone report (POST /zone/report; issue 27 item 1), with the planner's notes. */
function ZoneReportForm({ projectId }: { projectId: string }) {
  const [notes, setNotes] = useState('');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setSaving(true);
    setError(null);
    const reportId = await runStoreAction(
      'zone',
      ({ error: failure }) => setError(failure?.message ?? null),
      () => placeService.reportZone(projectId, { notes: notes.trim() }),
    );
    setSaving(false);
    if (reportId) {
      setSaved(reportId);
      setNotes('');
    }
  };
  return (
    <form
      className="zone-report"
      aria-label="Zone report"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <label>
        Notes for the zone report
        <textarea
          rows={2}
          value={notes}
          maxLength={5000}
          onChange={(e) => setNotes(e.target.value)}
          placeholder="What the planner should know"
        />
      </label>
      <button type="submit" disabled={saving}>
        {saving ? 'Saving…' : 'Save zone report'}
      </button>
      {saved && (
        <p role="status" data-testid="zone-report-saved">
          Saved as zone report {saved}: the zoning of the primary address as looked up now, with your notes.
        </p>
      )}
      {error && <ErrorNote>Could not save the zone report: {error}</ErrorNote>}
    </form>
  );
}

/** The zone's facts in words, as a planner reads them. */
export function zoneFacts(zone: Zone): [string, string][] {
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

export function FactRow({ name, value }: { name: string; value: string }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>{value}</dd>
    </>
  );
}
