import { useCallback, useEffect, useMemo, useState } from 'react';
import { collection, doc, limit, query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { z } from 'zod';
import {
  legacyAssetKindSchema,
  legacyAssetsDocSchema,
  stageDisplayStatus,
  type LegacyAssetKind,
  type LegacyAssetsState,
  type LegacyVersion,
} from '@workhub/domain';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { useLiveDoc, useLiveQuery } from '../../lib/live-read';
import { assetLabel, homehubService, type SupportedAssets } from '../../services/homehub-service';
import { useStoreErrors } from '../../stores/store-errors';
import './legacy-assets.css';
import { useAddressSearch } from '../../lib/address';

const STORE = 'legacy assets';
const projectOption = z.object({ id: z.string(), name: z.string().optional() });
type Row = LegacyVersion & { key: string };

/** A generated PNG's thumbnail: a design asset fetch that suppresses errors (a missing thumbnail shows nothing). */
function Thumbnail({ projectId, storageKey, label }: { projectId: string; storageKey: string; label: string }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let live = true;
    void homehubService.designAssetUrl(projectId, storageKey, { suppressErrors: true }).then((u) => live && setUrl(u));
    return () => {
      live = false;
    };
  }, [projectId, storageKey]);
  return url ? (
    <a href={url} target="_blank" rel="noreferrer">
      <img src={url} alt={label} title={label} />
    </a>
  ) : null;
}

function StatusBadge({ row }: { row: Row }) {
  const shown = stageDisplayStatus(row, Date.now());
  const label = { new: 'Not generated', inProgress: 'Generating', done: 'Done', error: 'Error', stalled: 'Stalled' }[shown];
  return (
    <span className="legacy-status" data-status={shown} data-testid="legacy-status">
      {label}
    </span>
  );
}

/** /legacy-assets: per project and design version, the supported assets, generation as background jobs with live status, errors per version, the design package. */
export function Component() {
  const firestore = useFirestore();
  const [params, setParams] = useAddressSearch();
  const projectId = params.get('project') ?? '';
  const projectsQuery = useMemo(() => query(collection(firestore, 'projects'), limit(500)), [firestore]);
  const projects = useLiveQuery(projectsQuery, projectOption, { store: STORE, what: 'the projects', idField: 'id' });
  const legacyRef = useMemo(() => (projectId ? doc(firestore, 'legacyAssets', projectId) : null), [firestore, projectId]);
  const live = useLiveDoc(legacyRef, legacyAssetsDocSchema, { store: STORE, what: `the legacy assets of ${projectId}` });

  const [supported, setSupported] = useState<SupportedAssets>();
  const [state, setState] = useState<LegacyAssetsState>();
  const [loadError, setLoadError] = useState<string>();
  const [modelo, setModelo] = useState('');
  const [kinds, setKinds] = useState<string[]>(['floorPlan', 'elevations', 'bom']);
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const report = (err: unknown) => useStoreErrors.getState().report(STORE, err);

  useEffect(() => {
    homehubService.supported().then(setSupported, report);
  }, []);

  const refresh = useCallback(() => {
    if (!projectId) return;
    setLoadError(undefined);
    homehubService.legacyAssets(projectId).then(
      (s) => {
        setState(s);
        setModelo((m) => m || s.modelo);
      },
      (err: unknown) => setLoadError(report(err).message),
    );
  }, [projectId]);
  useEffect(() => {
    setState(undefined);
    setModelo('');
    setChosen([]);
    refresh();
  }, [refresh]);

  // The versions from the service, each replaced by its live stage once the document has one.
  const rows: Row[] = useMemo(
    () => (state?.versions ?? []).map((v) => ({ ...v, ...(live.data?.versions[v.key] ?? {}), key: v.key })),
    [state, live.data],
  );
  const designPackage = live.data?.designPackage ?? state?.designPackage;
  const sortedProjects = useMemo(
    () => [...projects.data].sort((a, b) => a.id.localeCompare(b.id, undefined, { numeric: true })),
    [projects.data],
  );

  async function generate(versions: string[]) {
    setBusy(true);
    try {
      await homehubService.generate(
        versions.map((version) => ({
          projectId,
          version,
          modelo,
          assets: kinds.filter((k): k is LegacyAssetKind => legacyAssetKindSchema.safeParse(k).success),
        })),
      );
    } catch (err) {
      report(err);
    } finally {
      setBusy(false);
    }
  }

  async function makePackage() {
    setBusy(true);
    try {
      const answer = await homehubService.designPackage(projectId, chosen);
      setState(answer.state); // the refresh that follows a design package
      setChosen([]);
    } catch (err) {
      report(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="page legacy-page">
      <Breadcrumbs />
      <h1>Legacy assets</h1>
      <p className="hint">Design assets per project and design version, generated by background jobs. The status updates live.</p>
      <div className="controls">
        <label>
          Project
          <select value={projectId} onChange={(e) => setParams(e.target.value ? { project: e.target.value } : {})} aria-label="Project">
            <option value="">{projects.status === 'loading' ? 'Loading projects…' : 'Choose a project'}</option>
            {sortedProjects.map((p) => (
              <option key={p.id} value={p.id}>
                {p.id}
                {p.name ? ` — ${p.name}` : ''}
              </option>
            ))}
          </select>
        </label>
        {projectId && supported && (
          <>
            <label>
              Modelo
              <select value={modelo} onChange={(e) => setModelo(e.target.value)} aria-label="Modelo">
                {supported.modelos.map((m) => (
                  <option key={m}>{m}</option>
                ))}
              </select>
            </label>
            <fieldset>
              <legend>Assets to generate</legend>
              {supported.assets.map((a) => (
                <label key={a.kind}>
                  <input
                    type="checkbox"
                    checked={kinds.includes(a.kind)}
                    onChange={(e) => setKinds((k) => (e.target.checked ? [...k, a.kind] : k.filter((x) => x !== a.kind)))}
                  />
                  {a.label}
                </label>
              ))}
            </fieldset>
          </>
        )}
      </div>
      {!projectId && <p className="state">Choose a project to see its design versions and their assets.</p>}
      {projectId && loadError && <p className="state legacy-error">Could not load the legacy assets: {loadError}</p>}
      {projectId && !loadError && !state && <p className="state">Loading the design versions…</p>}
      {state && rows.length === 0 && (
        <p className="state">This project has no committed design yet, so there are no versions to generate assets for.</p>
      )}
      {state && rows.length > 0 && (
        <table className="legacy-table" aria-label="Design versions">
          <thead>
            <tr>
              <th>Package</th>
              <th>Version</th>
              <th>Modelo</th>
              <th>Status</th>
              <th>Assets</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-testid="legacy-version" data-version={row.version}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Include ${row.version} in the design package`}
                    disabled={row.status !== 'done'}
                    checked={chosen.includes(row.version)}
                    onChange={(e) => setChosen((c) => (e.target.checked ? [...c, row.version] : c.filter((v) => v !== row.version)))}
                  />
                </td>
                <td>{row.version}</td>
                <td>{row.assets.length ? row.modelo : '—'}</td>
                <td>
                  <StatusBadge row={row} />
                  {row.status === 'error' && (
                    <div className="legacy-error" data-testid="legacy-error">
                      {row.substatus}
                    </div>
                  )}
                  {row.status !== 'error' && row.substatus && <div className="hint">{row.substatus}</div>}
                </td>
                <td>
                  <div className="legacy-files">
                    {row.status === 'done' && row.files
                      ? Object.entries(row.files).map(([kind, key]) =>
                          key.endsWith('.png') ? (
                            <Thumbnail key={kind} projectId={projectId} storageKey={key} label={assetLabel(kind)} />
                          ) : (
                            <span key={kind} className="hint">
                              {assetLabel(kind)}
                            </span>
                          ),
                        )
                      : row.assets.map(assetLabel).join(', ') || <span className="hint">none yet</span>}
                  </div>
                </td>
                <td>
                  <button
                    type="button"
                    disabled={busy || kinds.length === 0 || !modelo || stageDisplayStatus(row, Date.now()) === 'inProgress'}
                    onClick={() => void generate([row.version])}
                  >
                    {row.status === 'new' ? 'Generate' : 'Generate again'}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {state && rows.some((r) => r.status === 'done') && (
        <div className="package">
          <button type="button" disabled={busy || chosen.length === 0} onClick={() => void makePackage()}>
            Make design package{chosen.length ? ` (${chosen.join(', ')})` : ''}
          </button>{' '}
          <span className="hint">Tick generated versions to package them.</span>
          {designPackage && (
            <p data-testid="design-package">
              Last package: {designPackage.versions.join(', ')} · {designPackage.files} files ·{' '}
              {designPackage.created.slice(0, 16).replace('T', ' ')} by {designPackage.createdBy}
            </p>
          )}
        </div>
      )}
    </main>
  );
}
