import { useEffect, useState } from 'react';
import { stageDisplayStatus, type Stage } from '@workhub/domain';
import { useProjectOutlet } from '../projects';
import { opusService, type CncPart, type ExportFormat, type ExportListing } from '../../services/opus-service';
import { ConnectionIndicator } from './connection-indicator';
import { useBusy, usePipelineStore } from './pipeline-store';
import { StageStatus } from './stage-cell';
import { formatWhen } from './stage-display';
import { useNow } from '../../components/kit';
import { useProjectPipe } from './use-pipe';
import './pipeline.css';

/** Saves a downloaded file the way a link with `download` does. */
function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const KIND_LABELS = { mbom: 'Manufacturing BOM', pbom: 'Purchasing BOM' } as const;

function DownloadButtons({ projectId, listing }: { projectId: string; listing: ExportListing }) {
  const act = usePipelineStore((s) => s.act);
  const download = (format: ExportFormat) =>
    void act(`${listing.exportId}/${format}`, async () => {
      const file = await opusService.file(listing.exportId, format);
      save(file.blob, file.filename ?? `${projectId}-${listing.kind}.${format}`);
    });
  return (
    <span className="row">
      <DownloadButton busyKey={`${listing.exportId}/csv`} onClick={() => download('csv')} label="Download CSV" />{' '}
      <DownloadButton busyKey={`${listing.exportId}/xlsx`} onClick={() => download('xlsx')} label="Download XLSX" />
    </span>
  );
}

function DownloadButton({ busyKey, onClick, label }: { busyKey: string; onClick: () => void; label: string }) {
  const busy = useBusy(busyKey);
  return (
    <button type="button" disabled={busy} onClick={onClick}>
      {busy ? 'Downloading…' : label}
    </button>
  );
}

/** One project-wide export stage: its live status, the button that starts it, and its latest file. */
function ExportCard({
  projectId,
  kind,
  stage,
  latest,
}: {
  projectId: string;
  kind: 'mbom' | 'pbom';
  stage: Stage | undefined;
  latest: ExportListing | undefined;
}) {
  const act = usePipelineStore((s) => s.act);
  const now = useNow(stage?.status === 'inProgress' ? 1000 : false);
  const running = !!stage && stageDisplayStatus(stage, now) === 'inProgress';
  const key = `${projectId}/opus/${kind}`;
  const busy = useBusy(key);
  const label = kind === 'mbom' ? 'Export manufacturing BOM' : 'Export purchasing BOM';
  return (
    <section className="opus-card" aria-label={KIND_LABELS[kind]} data-testid="opus-export" data-kind={kind}>
      <h2>{KIND_LABELS[kind]} export</h2>
      {stage ? <StageStatus stage={stage} label={KIND_LABELS[kind]} /> : <p className="hint">Never exported.</p>}
      <div className="row">
        <button
          type="button"
          className="primary"
          disabled={busy || running}
          onClick={() => void act(key, () => (kind === 'mbom' ? opusService.exportMbom(projectId) : opusService.exportPbom(projectId)))}
        >
          {busy ? 'Starting…' : label}
        </button>
        {running && <span className="hint"> running: wait for it to finish</span>}
      </div>
      {latest ? (
        <div data-testid="latest-export">
          <p className="hint">
            Latest: {latest.rowCount} rows, by {latest.createdBy}, {formatWhen(latest.createdAt)}
          </p>
          <DownloadButtons projectId={projectId} listing={latest} />
        </div>
      ) : (
        stage?.exportId && <p className="hint">Looking for the export…</p>
      )}
    </section>
  );
}

/** The project's exports (GET /opus/exports), read again whenever an export stage finishes with a new file. */
function useExports(projectId: string, exportKey: string): ExportListing[] {
  const act = usePipelineStore((s) => s.act);
  const [exports, setExports] = useState<ExportListing[]>([]);
  useEffect(() => {
    if (!exportKey) return;
    let current = true;
    void act(`${projectId}/exports`, () => opusService.exports(projectId)).then((list) => {
      if (current && list) setExports(list);
    });
    return () => {
      current = false;
    };
  }, [act, projectId, exportKey]);
  return exports;
}

const newest = (list: ExportListing[], kind: 'mbom' | 'pbom') =>
  list.filter((e) => e.kind === kind).sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[0];

function ManufacturingBoms({ projectId }: { projectId: string }) {
  const { assemblies, status } = useProjectPipe(projectId);
  const act = usePipelineStore((s) => s.act);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const key = `${projectId}/opus/cgas`;
  const busy = useBusy(key);
  const toggle = (a: string) =>
    setChosen((s) => {
      const next = new Set(s);
      if (next.has(a)) next.delete(a);
      else next.add(a);
      return next;
    });
  return (
    <section className="opus-section" aria-label="Assemblies">
      <h2>Assemblies</h2>
      {status === 'loading' ? (
        <p className="page-loading">Loading the assemblies…</p>
      ) : assemblies.length === 0 ? (
        <p className="hint">No assemblies on the pipeline yet.</p>
      ) : (
        <>
          <table className="data-list">
            <thead>
              <tr>
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label="Choose every assembly"
                    checked={chosen.size === assemblies.length}
                    onChange={(e) => setChosen(new Set(e.target.checked ? assemblies.map((a) => a.assembly) : []))}
                    style={{ width: 'auto' }}
                  />
                </th>
                <th scope="col">Assembly</th>
                <th scope="col">CAD</th>
                <th scope="col">Manufacturing BOM</th>
                <th scope="col" />
              </tr>
            </thead>
            <tbody>
              {assemblies.map((a) => (
                <tr key={a.assembly} data-testid="opus-assembly" data-assembly={a.assembly}>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`Choose ${a.assembly}`}
                      checked={chosen.has(a.assembly)}
                      onChange={() => toggle(a.assembly)}
                      style={{ width: 'auto' }}
                    />
                  </td>
                  <th scope="row">
                    {a.assemblyName} <span className="hint">module {a.module}</span>
                  </th>
                  <td>
                    <StageStatus stage={a.assign} label="CAD" />
                  </td>
                  <td>
                    <StageStatus stage={a.mbom} label="Manufacturing BOM" />
                  </td>
                  <td>
                    <BulkAssign projectId={projectId} assembly={a.assembly} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="row">
            <button
              type="button"
              className="primary"
              disabled={busy || chosen.size === 0}
              onClick={() =>
                void act(key, () => opusService.manufacturingBoms(projectId, [...chosen])).then((r) => r && setChosen(new Set()))
              }
            >
              {busy ? 'Starting…' : `Generate manufacturing BOMs${chosen.size ? ` (${chosen.size})` : ''}`}
            </button>
          </p>
        </>
      )}
    </section>
  );
}

function BulkAssign({ projectId, assembly }: { projectId: string; assembly: string }) {
  const act = usePipelineStore((s) => s.act);
  const key = `${projectId}/${assembly}/bulkAssign`;
  const busy = useBusy(key);
  return (
    <button type="button" disabled={busy} onClick={() => void act(key, () => opusService.bulkAssignCad(projectId, assembly))}>
      {busy ? 'Starting…' : 'Bulk assign CAD'}
    </button>
  );
}

function CncPackage({ projectId }: { projectId: string }) {
  const act = usePipelineStore((s) => s.act);
  const [parts, setParts] = useState<CncPart[] | null>(null);
  const key = `${projectId}/cnc`;
  const busy = useBusy(key);
  return (
    <section className="opus-section" aria-label="CNC package">
      <h2>CNC package</h2>
      <button
        type="button"
        disabled={busy}
        onClick={() => void act(key, () => opusService.cncPackage(projectId)).then((r) => r && setParts(r.parts))}
      >
        {busy ? 'Loading…' : parts ? 'Reload the CNC package' : 'Show the CNC package'}
      </button>
      {parts &&
        (parts.length === 0 ? (
          <p className="hint">No class parts with routings for the CNC.</p>
        ) : (
          <table className="data-list" data-testid="cnc-package">
            <thead>
              <tr>
                <th scope="col">Class part</th>
                <th scope="col">Qty</th>
                <th scope="col">Description</th>
                <th scope="col">Routing</th>
              </tr>
            </thead>
            <tbody>
              {parts.map((p, i) => (
                <tr key={`${p.classPart}/${p.assembly ?? ''}/${i}`}>
                  <td>{p.classPart}</td>
                  <td>{p.qty ?? ''}</td>
                  <td>{p.description ?? ''}</td>
                  <td>{p.routing?.join(' → ') ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </section>
  );
}

/** The opus tab: the project-wide BOM exports (live), manufacturing BOMs per assembly, bulk CAD, the CNC package. */
export function Component() {
  const outlet = useProjectOutlet();
  const projectId = outlet.projectId;
  const opus = outlet.project?.opus;
  // A finished export (a new export id) reads the list again.
  const exports = useExports(projectId, [opus?.mbom.exportId, opus?.pbom.exportId].filter(Boolean).join(','));
  if (outlet.status === 'loading') return <p className="page-loading">Loading the project…</p>;
  return (
    <section className="opus-tab" data-testid="opus-tab">
      <div className="tab-toolbar">
        <span className="hint">Project-wide exports and manufacturing data of {projectId}.</span>
        <ConnectionIndicator connection={outlet.connection} />
      </div>
      <div className="opus-stages">
        <ExportCard projectId={projectId} kind="mbom" stage={opus?.mbom} latest={newest(exports, 'mbom')} />
        <ExportCard projectId={projectId} kind="pbom" stage={opus?.pbom} latest={newest(exports, 'pbom')} />
      </div>
      <ManufacturingBoms projectId={projectId} />
      <CncPackage projectId={projectId} />
    </section>
  );
}
