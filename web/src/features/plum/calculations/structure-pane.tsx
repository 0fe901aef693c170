import { useMemo, useState } from 'react';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  stageDisplayStatus,
  structureDocSchema,
  structureInputsSchema,
  type StructureDoc,
  type StructureInputParams,
} from '@workhub/domain';
import { useLiveDoc, type LiveStatus } from '../../../lib/live-read';
import { calculationService } from '../../../services/calculation-service';
import { useStoreErrors } from '../../../stores/store-errors';
import './calculations.css';
import { ErrorNote } from '../../../components/kit';
import { StructureHistory } from './structure-history';
import { StructureInputs } from './structure-inputs';

/** The owning store's name: failures of the structure pane show in its error toast. */
export const STRUCTURE_STORE = 'structure';

const STAGE_WORDS: Record<string, string> = {
  new: 'Not calculated yet',
  inProgress: 'Calculating',
  done: 'Calculated',
  error: 'Failed',
  stalled: 'Stalled (its worker stopped): calculate again to retry',
};

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

      {inputs && <StructureInputs inputs={inputs} edit={edit} problems={problems} />}

      <StructureHistory structure={structure} />
    </div>
  );
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
