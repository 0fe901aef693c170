import { useState } from 'react';
import { formatUtc } from '@workhub/domain';
import { DataTable, ErrorNote } from '../../../components/kit';
import { generatorService } from '../../../services/generator-service';

type DryRunAnswer = Awaited<ReturnType<typeof generatorService.invoke>>;
const LEVELS = ['error', 'warn', 'info', 'debug'];
const quantity = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * A generator's dry run on /plum/baseGenerate (POST /base/invoke; issue 27 item 1): what it would
 * draw on each layer and its log (filtered by the user's log level), up to a step; nothing is
 * written, so no run appears in the panes.
 */
export function DryRun({ generator, projectId, steps }: { generator: string; projectId: string; steps: readonly string[] }) {
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<DryRunAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const dryRun = async () => {
    setBusy(true);
    setError(null);
    try {
      setAnswer(await generatorService.invoke(generator, projectId, step || undefined));
    } catch (err) {
      setAnswer(null);
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="plume-dry-run" aria-label="Dry run" data-testid="dry-run">
      <div className="plume-start">
        <label className="plume-field">
          Up to step
          <select aria-label="Up to step" value={step} onChange={(e) => setStep(Number(e.target.value))}>
            <option value={0}>all steps</option>
            {steps.map((name, i) => (
              <option key={name} value={i + 1}>
                {i + 1}. {name}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => void dryRun()} disabled={busy}>
          {busy ? 'Dry running…' : 'Dry run'}
        </button>
        <span className="hint">Shows what the run would draw; nothing is written.</span>
      </div>
      {error && <ErrorNote>The dry run failed: {error}</ErrorNote>}
      {answer && (
        <div data-testid="dry-run-result">
          <DataTable
            aria-label="What the dry run would draw"
            columns={[
              { id: 'layer', header: 'Layer', cell: (l) => l.layer },
              { id: 'objects', header: 'Objects', cell: (l) => l.objects.length, className: 'num' },
              { id: 'count', header: 'Count', cell: (l) => quantity.format(l.count), className: 'num' },
              { id: 'length', header: 'Length (ft)', cell: (l) => quantity.format(l.length), className: 'num' },
              { id: 'area', header: 'Area (sq ft)', cell: (l) => quantity.format(l.area), className: 'num' },
            ]}
            rows={answer.layers}
            rowKey={(l) => l.layer}
            empty="The dry run draws nothing up to this step."
          />
          <details open={answer.log.length <= 12}>
            <summary>Log ({answer.log.length} lines)</summary>
            <ol className="plume-dry-run-log" data-testid="dry-run-log">
              {answer.log.map((line) => (
                <li key={line.n} data-level={line.level}>
                  <span className="hint">{formatUtc(line.at)}</span> {LEVELS[line.level] ?? line.level}: {line.message}
                </li>
              ))}
            </ol>
          </details>
        </div>
      )}
    </section>
  );
}
