import { useState } from 'react';
import { formatUtcDay, MILESTONES, parseUtcDay, PROJECT_PHASES, type MilestoneName, type Project } from '@workhub/domain';
import { momentOf, dependentsSet, milestoneLabel, missingPrerequisites, phaseLabel } from './project-facts';
import { useProjectsStore } from './projects-store';
import { ErrorNote } from '../../components/kit';

/* The client tab's milestones: each with its date and the actions that record it. */

export const today = () => formatUtcDay(Date.now());

/**
 * The day typed in the "Date for Set" field: a text field in the spec's format (yyyy-MM-dd, UTC), so it
 * reads the same in every browser locale (docs/decisions.md "One clock"); a day after today is refused.
 */
export function milestoneDay(text: string): { day: string } | { problem: string } {
  const parsed = parseUtcDay(text);
  if ('problem' in parsed) return parsed;
  return parsed.day > today() ? { problem: `${parsed.day} is after today` } : parsed;
}

export function Milestones({ project }: { project: Project }) {
  const update = useProjectsStore((s) => s.milestoneUpdate);
  const refusal = useProjectsStore((s) => s.milestoneRefusal);
  const pulling = useProjectsStore((s) => s.pulling);
  const { setMilestone, removeMilestone, pullMilestones } = useProjectsStore.getState();
  const [date, setDate] = useState(today);
  const [pulled, setPulled] = useState<string | null>(null);
  const [pullError, setPullError] = useState<string | null>(null);
  const chosen = milestoneDay(date);
  const dateProblem = 'problem' in chosen ? chosen.problem : null;
  const busy = update !== null;
  // Today means now; another day is recorded at noon UTC.
  const isoDate = 'day' in chosen && chosen.day !== today() ? `${chosen.day}T12:00:00.000Z` : undefined;

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
          <input
            type="text"
            inputMode="numeric"
            className="date-input"
            placeholder="yyyy-MM-dd"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            aria-label="Milestone date"
            aria-invalid={dateProblem !== null}
            aria-describedby={dateProblem ? 'milestone-date-problem' : undefined}
          />
          <span className="hint">UTC</span>
        </label>
        {dateProblem && (
          <span className="error-text" id="milestone-date-problem" role="alert" data-testid="milestone-date-problem">
            {dateProblem}
          </span>
        )}
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
                      <td className="milestone-date">{at ? momentOf(at) : <span className="hint">not set</span>}</td>
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
                          disabled={busy || dateProblem !== null}
                          title={dateProblem ?? undefined}
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
