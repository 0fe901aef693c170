import { useState } from 'react';
import { formatUtc, type Project } from '@workhub/domain';
import { DataTable, ErrorNote, StatusBadge, useAsync, type Column } from '../../components/kit';
import { calculationService, type VariationList } from '../../services/calculation-service';

/** The project's base is the versioned document named 'base' (versions/{projectId@base@json@v…}). */
const BASE_NAME = 'base';

type Variation = VariationList['versions'][number];
type OpenWorkspace = NonNullable<VariationList['workspaces']>[number];

/**
 * The base tab's variations (GET /base/variation/list, POST /base/latest; issue 27 item 1): the
 * project's committed versions (its base and its spaces), optionally only the newest patch of each
 * minor, with its open workspaces; a committed base version can be made the latest, after a
 * confirmation, since that reconciles the project's pipeline with it.
 */
export function BaseVariations({ project }: { project: Project }) {
  const [newestPatch, setNewestPatch] = useState(false);
  const read = useAsync(
    () => calculationService.variations(project.id, { workspaces: true, ...(newestPatch ? { latest: 'patch' as const } : {}) }),
    `${project.id}|${newestPatch}`,
  );
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const latest = project.base?.latest?.version;

  const makeLatest = async (version: string) => {
    setBusy(true);
    setOutcome(null);
    try {
      const changed = await calculationService.setLatest(project.id, version);
      const count = changed.assemblyCount;
      setOutcome({
        ok: true,
        text: `${version} is now the latest base of ${project.id}${count !== undefined ? `; its pipeline has ${count} assemblies` : ''}.`,
      });
      setConfirming(null);
    } catch (err) {
      setOutcome({ ok: false, text: `Could not make ${version} the latest base: ${err instanceof Error ? err.message : String(err)}` });
    } finally {
      setBusy(false);
    }
  };

  const action = (v: Variation) => {
    if (v.name !== BASE_NAME) return <span className="hint">a space, not the base</span>;
    if (v.version === latest) return <StatusBadge tone="ok">latest</StatusBadge>;
    if (confirming === v.version)
      return (
        <span className="row-actions">
          <button type="button" className="primary" disabled={busy} onClick={() => void makeLatest(v.version)}>
            {busy ? 'Making it latest…' : `Make ${v.version} latest`}
          </button>{' '}
          <button type="button" disabled={busy} onClick={() => setConfirming(null)}>
            Cancel
          </button>
        </span>
      );
    return (
      <button type="button" disabled={busy} onClick={() => setConfirming(v.version)} aria-label={`Make ${v.version} the latest base`}>
        Make latest…
      </button>
    );
  };

  const columns: Column<Variation>[] = [
    { id: 'name', header: 'Name', cell: (v) => v.name },
    { id: 'version', header: 'Version', cell: (v) => v.version },
    { id: 'created', header: 'Committed (UTC)', cell: (v) => formatUtc(v.created) },
    { id: 'creator', header: 'By', cell: (v) => v.creator },
    { id: 'message', header: 'Message', cell: (v) => v.message || '—' },
    { id: 'latest', header: '', cell: action },
  ];
  const workspaceColumns: Column<OpenWorkspace>[] = [
    { id: 'name', header: 'Name', cell: (w) => `${w.name} · ${w.workspaceName}` },
    { id: 'version', header: 'Version', cell: (w) => `v${w.major}.${w.minor}.${w.patch}` },
    { id: 'status', header: 'Status', cell: (w) => w.status },
    { id: 'creator', header: 'By', cell: (w) => w.creator },
  ];

  return (
    <section className="tab-section" data-testid="base-variations" aria-label="Variations">
      <div className="section-head">
        <h2>Variations</h2>
        <label className="inline-label">
          <input type="checkbox" checked={newestPatch} onChange={(e) => setNewestPatch(e.target.checked)} /> Newest patch of each minor only
        </label>
        <button type="button" onClick={read.reload} disabled={read.status === 'loading'}>
          Refresh
        </button>
      </div>
      {confirming && (
        <p className="hint" data-testid="latest-confirm">
          Making {confirming} the latest base derives the counts from its drawing and reconciles the pipeline: assemblies it no longer has
          are marked removed (they keep their work), new ones are added.
        </p>
      )}
      {outcome &&
        (outcome.ok ? (
          <p role="status" data-testid="latest-done">
            {outcome.text}
          </p>
        ) : (
          <ErrorNote>{outcome.text}</ErrorNote>
        ))}
      {read.status === 'error' && (
        <ErrorNote>
          Could not read the variations of {project.id}: {read.error.message}
        </ErrorNote>
      )}
      {read.data === undefined && read.status === 'loading' && <p className="hint">Reading the variations…</p>}
      {read.data && (
        <>
          <DataTable
            aria-label="Committed variations"
            data-testid="variations"
            columns={columns}
            rows={read.data.versions}
            rowKey={(v) => v.id}
            rowProps={(v) => ({ 'data-name': v.name, 'data-version': v.version })}
            empty={`No committed variation of ${project.id} yet.`}
          />
          <h3>Open workspaces</h3>
          <DataTable
            aria-label="Open workspaces"
            data-testid="variation-workspaces"
            columns={workspaceColumns}
            rows={read.data.workspaces ?? []}
            rowKey={(w) => w.id}
            empty="No open workspace."
          />
        </>
      )}
    </section>
  );
}
