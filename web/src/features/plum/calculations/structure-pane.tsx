import { useMemo, useState } from 'react';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  DIMENSION_TYPES,
  LOT_TYPES,
  PARCEL_LINE_LABELS,
  stageDisplayStatus,
  structureDocSchema,
  structureInputsSchema,
  structureSummary,
  type DimensionType,
  type ParcelLineLabel,
  type StructureDoc,
  type StructureInputParams,
  type StructureResult,
  formatUtc,
} from '@workhub/domain';
import { CommitInput } from '../../../components/commit-input';
import { useLiveDoc, type LiveStatus } from '../../../lib/live-read';
import { calculationService } from '../../../services/calculation-service';
import { useStoreErrors } from '../../../stores/store-errors';
import './calculations.css';
import { ErrorNote } from '../../../components/kit';

/** The owning store's name: failures of the structure pane show in its error toast. */
export const STRUCTURE_STORE = 'structure';

const STAGE_WORDS: Record<string, string> = {
  new: 'Not calculated yet',
  inProgress: 'Calculating',
  done: 'Calculated',
  error: 'Failed',
  stalled: 'Stalled (its worker stopped): calculate again to retry',
};

const XBRACING_CHOICES = [
  { value: '', label: 'As calculated' },
  { value: 'true', label: 'Always brace' },
  { value: 'false', label: 'Never brace' },
] as const;

const when = (iso: string) => formatUtc(iso);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} KB`;

/** The messages of the current inputs' problems (structureInputsSchema), or none. */
export function inputProblems(inputs: StructureInputParams): string[] {
  const parsed = structureInputsSchema.safeParse(inputs);
  if (parsed.success) return [];
  return parsed.error.issues.map((i) => (i.path.length ? `${i.path.join(' ')}: ${i.message}` : i.message));
}

export interface StructureViewProps {
  projectId: string;
  /** The live `structure/{projectId}` (null: none yet). */
  structure: StructureDoc | null;
  status: LiveStatus;
  error: Error | null;
  /** Starts the calculation; with inputs when the user changed them. Rejects with the service's error. */
  onCalculate: (inputs?: StructureInputParams) => Promise<void>;
  now?: number;
}

/**
 * The structure pane's content: the inputs (editable: Enter or leaving a field commits, Escape
 * reverts), Calculate with the live calculation stage, the versions (newest first) and the packages.
 */
export function StructureView({ projectId, structure, status, error, onCalculate, now = Date.now() }: StructureViewProps) {
  const [draft, setDraft] = useState<StructureInputParams | null>(null);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inputs = draft ?? structure?.inputParams ?? null;
  const edit = (change: (current: StructureInputParams) => StructureInputParams) => {
    if (inputs) setDraft(change(structuredClone(inputs)));
  };
  const problems = inputs ? inputProblems(inputs) : [];
  const stageStatus = structure?.calculation ? stageDisplayStatus(structure.calculation, now) : 'new';
  const running = stageStatus === 'inProgress' || starting;

  const calculate = async () => {
    setStarting(true);
    setFailure(null);
    try {
      await onCalculate(draft ?? undefined);
      setDraft(null);
    } catch (err) {
      const fieldErrors = (err as { fieldErrors?: Record<string, string> } | null)?.fieldErrors;
      const fields = fieldErrors ? Object.entries(fieldErrors).map(([k, v]) => `${k}: ${v}`) : [];
      setFailure([err instanceof Error ? err.message : String(err), ...fields].join(' — '));
    } finally {
      setStarting(false);
    }
  };

  if (status === 'loading' && !structure) return <p className="hint">Loading the structure of {projectId}…</p>;
  if (status === 'error' && !structure)
    return (
      <ErrorNote>
        Could not read the structure of {projectId}: {error?.message ?? 'unknown error'}
      </ErrorNote>
    );

  const versions = [...(structure?.versions ?? [])].reverse();
  const packages = [...(structure?.packages ?? [])].reverse();

  return (
    <div className="calc-pane" data-testid="structure-pane">
      <h2>Structure · {projectId}</h2>

      <section className="calc-section" aria-label="Calculation">
        <div className="calc-stage">
          <button type="button" className="primary" onClick={() => void calculate()} disabled={running || problems.length > 0}>
            Calculate
          </button>
          <span className="calc-badge" role="status" data-testid="structure-stage" data-status={stageStatus}>
            {STAGE_WORDS[stageStatus] ?? stageStatus}
            {structure?.calculation?.substatus ? `: ${structure.calculation.substatus}` : ''}
          </span>
          {draft && (
            <button type="button" onClick={() => setDraft(null)} disabled={running}>
              Discard changes
            </button>
          )}
        </div>
        {structure?.calculation?.details && <p className="hint">{structure.calculation.details}</p>}
        {!structure && (
          <p className="hint">No structure calculation yet: Calculate starts one with default inputs from the project's floor area.</p>
        )}
        {draft && <p className="hint">Inputs changed: Calculate stores them and calculates the next version.</p>}
        {failure && <ErrorNote>The calculation could not start: {failure}</ErrorNote>}
      </section>

      {inputs && (
        <section className="calc-section" aria-label="Inputs">
          <h3>Inputs</h3>
          <div className="calc-grid">
            <label>
              Lot type
              <select
                aria-label="Lot type"
                value={inputs.lotType}
                onChange={(e) => edit((c) => ({ ...c, lotType: e.target.value as StructureInputParams['lotType'] }))}
              >
                {LOT_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
            </label>
            {DIMENSION_TYPES.map((type) => (
              <label key={type}>
                {type === 'width' ? 'Width (ft)' : 'Depth (ft)'}
                <CommitInput
                  aria-label={type === 'width' ? 'Width (ft)' : 'Depth (ft)'}
                  type="number"
                  value={inputs.dimensions.find((d) => d.type === type)?.valueFt ?? 0}
                  onCommit={(v) => edit((c) => ({ ...c, dimensions: setDimension(c.dimensions, type, v) }))}
                />
              </label>
            ))}
            <label>
              Wind speed (mph)
              <CommitInput
                aria-label="Wind speed (mph)"
                type="number"
                value={inputs.windSpeedMph}
                onCommit={(v) => edit((c) => ({ ...c, windSpeedMph: v }))}
              />
            </label>
            <label>
              Snow load (psf)
              <CommitInput
                aria-label="Snow load (psf)"
                type="number"
                value={inputs.snowLoadPsf}
                onCommit={(v) => edit((c) => ({ ...c, snowLoadPsf: v }))}
              />
            </label>
            <label>
              Seismic S1 (g)
              <CommitInput
                aria-label="Seismic S1 (g)"
                type="number"
                step="0.01"
                value={inputs.seismicS1}
                onCommit={(v) => edit((c) => ({ ...c, seismicS1: v }))}
              />
            </label>
          </div>

          <h3>Overrides</h3>
          <div className="calc-row">
            <label>
              <input
                type="checkbox"
                style={{ width: 'auto' }}
                checked={inputs.overrideSeismicS1 !== undefined}
                onChange={(e) =>
                  edit((c) => {
                    const next = { ...c };
                    if (e.target.checked) next.overrideSeismicS1 = c.seismicS1;
                    else delete next.overrideSeismicS1;
                    return next;
                  })
                }
              />
              &nbsp;Override seismic S1
            </label>
            {inputs.overrideSeismicS1 !== undefined && (
              <CommitInput
                aria-label="Override seismic S1 (g)"
                type="number"
                step="0.01"
                style={{ width: 90 }}
                value={inputs.overrideSeismicS1}
                onCommit={(v) => edit((c) => ({ ...c, overrideSeismicS1: v }))}
              />
            )}
            <label>
              X-bracing&nbsp;
              <select
                aria-label="Override x-bracing"
                value={inputs.overrideXbracing === undefined ? '' : String(inputs.overrideXbracing)}
                onChange={(e) =>
                  edit((c) => {
                    const next = { ...c };
                    if (e.target.value === '') delete next.overrideXbracing;
                    else next.overrideXbracing = e.target.value === 'true';
                    return next;
                  })
                }
              >
                {XBRACING_CHOICES.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            </label>
          </div>

          <h3>Parcel lines</h3>
          <table className="calc-table" aria-label="Parcel lines">
            <thead>
              <tr>
                <th>Label</th>
                <th className="num">Length (ft)</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {inputs.parcelLines.map((line, i) => (
                <tr key={i}>
                  <td>
                    <select
                      aria-label={`Parcel line ${i + 1} label`}
                      value={line.label}
                      onChange={(e) =>
                        edit((c) => ({
                          ...c,
                          parcelLines: c.parcelLines.map((l, k) => (k === i ? { ...l, label: e.target.value as ParcelLineLabel } : l)),
                        }))
                      }
                    >
                      {PARCEL_LINE_LABELS.map((label) => (
                        <option key={label} value={label}>
                          {label}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className="num">
                    <CommitInput
                      aria-label={`Parcel line ${i + 1} length (ft)`}
                      type="number"
                      value={line.lengthFt}
                      onCommit={(v) =>
                        edit((c) => ({ ...c, parcelLines: c.parcelLines.map((l, k) => (k === i ? { ...l, lengthFt: v } : l)) }))
                      }
                    />
                  </td>
                  <td>
                    <button
                      type="button"
                      aria-label={`Remove parcel line ${i + 1}`}
                      onClick={() => edit((c) => ({ ...c, parcelLines: c.parcelLines.filter((_, k) => k !== i) }))}
                    >
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <button
            type="button"
            onClick={() =>
              edit((c) => ({
                ...c,
                parcelLines: [...c.parcelLines, { label: 'side', lengthFt: c.parcelLines[c.parcelLines.length - 1]?.lengthFt ?? 50 }],
              }))
            }
          >
            Add parcel line
          </button>
          {problems.length > 0 && (
            <ul className="calc-problems" role="alert" aria-label="Input problems">
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
        </section>
      )}

      <section className="calc-section" aria-label="Versions">
        <h3>Versions</h3>
        {versions.length === 0 ? (
          <p className="hint">No calculated version yet.</p>
        ) : (
          <table className="calc-table" data-testid="structure-versions">
            <thead>
              <tr>
                <th>Version</th>
                <th>Calculated</th>
                <th>By</th>
                <th>Lot</th>
                <th>Result</th>
              </tr>
            </thead>
            <tbody>
              {versions.map((v) => {
                const result = v.result as Partial<StructureResult>;
                return (
                  <tr key={v.version}>
                    <td>{v.version}</td>
                    <td>{when(v.createdAt)}</td>
                    <td>{v.createdBy}</td>
                    <td>
                      {v.inputParams.lotType}, {v.inputParams.dimensions.map((d) => `${d.valueFt}`).join(' × ')} ft
                    </td>
                    <td>
                      {structureSummary(result)}
                      {result.seismicS1Source === 'override' && <span className="hint"> · S1 {result.seismicS1} (override)</span>}
                      {result.xbracingSource === 'override' && <span className="hint"> · bracing overridden</span>}
                      {(result.warnings ?? []).length > 0 && <div className="form-error">{result.warnings!.join('; ')}</div>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>

      <section className="calc-section" aria-label="Packages">
        <h3>Packages</h3>
        {packages.length === 0 ? (
          <p className="hint">No package yet: each calculated version makes one.</p>
        ) : (
          <table className="calc-table" data-testid="structure-packages">
            <thead>
              <tr>
                <th>Package</th>
                <th>Version</th>
                <th>Assets</th>
              </tr>
            </thead>
            <tbody>
              {packages.map((p) => (
                <tr key={p.id}>
                  <td>{p.id}</td>
                  <td>{p.version}</td>
                  <td>
                    <ul className="calc-assets">
                      {p.assets.map((a) => (
                        <li key={a.name}>
                          {a.name}{' '}
                          <span className="hint">
                            ({a.kind}, {kb(a.bytes)})
                          </span>
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

function setDimension(
  dimensions: StructureInputParams['dimensions'],
  type: DimensionType,
  valueFt: number,
): StructureInputParams['dimensions'] {
  return dimensions.some((d) => d.type === type)
    ? dimensions.map((d) => (d.type === type ? { ...d, valueFt } : d))
    : [...dimensions, { type, valueFt }];
}

export interface StructurePaneProps {
  projectId: string;
}

/** The plume `structure` pane: `structure/{projectId}` read live, calculations started through the base service. */
export function StructurePane({ projectId }: StructurePaneProps) {
  const db = useFirestore();
  const ref = useMemo(() => (projectId && !projectId.includes('/') ? doc(db, 'structure', projectId) : null), [db, projectId]);
  const live = useLiveDoc(ref, structureDocSchema, { store: STRUCTURE_STORE, what: `the structure of ${projectId}` });
  const onCalculate = async (inputs?: StructureInputParams) => {
    try {
      await calculationService.calculateStructure(projectId, inputs);
    } catch (err) {
      useStoreErrors.getState().report(STRUCTURE_STORE, err);
      throw err;
    }
  };
  if (!ref) return <p className="hint">Choose a project to see its structure.</p>;
  return <StructureView projectId={projectId} structure={live.data} status={live.status} error={live.error} onCalculate={onCalculate} />;
}
