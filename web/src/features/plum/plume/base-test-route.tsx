import { useMemo } from 'react';
import type { GeneratorRun } from '@workhub/domain';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { PlumeFrame } from './plume-frame';
import { generatorService } from '../../../services/generator-service';
import { usePlumeStore } from './plume-store';
import { panesShowingRun } from './plume-views';
import { RunSettingsLine } from './run-settings-line';
import { lastTestRuns, RUN_STATUS_LABELS, runStatusOf, timeText } from './run-words';
import { usePlumeLayout } from './use-plume-layout';
import { ErrorNote, useNow } from '../../../components/kit';
import { usePlumeSettings, useRecentRuns, useServiceRead } from './use-plume-data';
import { LinkButton } from '../../../components/kit';

/** The tests and each one's last run (GET /base/tests, then GET /base/test per test). */
async function readTests() {
  const tests = await generatorService.tests();
  const lastRuns = await Promise.all(tests.map((t) => generatorService.test(t.key).then((a) => a.lastRun ?? null)));
  return { tests, lastRuns: new Map(tests.map((t, i) => [t.key, lastRuns[i]] as const)) };
}

/**
 * /plum/baseTest (docs/base-spec.md "Pages"): the base tests with their last verdict; 'Run test'
 * starts one and the plume panes show its progress, log and verdict.
 */
export function Component() {
  const read = useServiceRead('tests', readTests);
  const recent = useRecentRuns(50);
  const layout = usePlumeLayout();
  const runTest = usePlumeStore((s) => s.runTest);
  const starting = usePlumeStore((s) => s.starting);
  const { settings } = usePlumeSettings();
  const now = useNow(5_000);
  const tests = useMemo(() => read.data?.tests ?? [], [read.data]);
  const last = useMemo(
    () =>
      lastTestRuns(
        tests.map((t) => t.key),
        read.data?.lastRuns ?? new Map(),
        recent.data,
      ),
    [tests, read.data, recent.data],
  );
  const shownRun = layout.resolved.centre.runId;

  const start = async (key: string) => {
    const started = await runTest(key);
    if (started) layout.setPanes((panes) => panesShowingRun(panes, started.runId));
  };
  const open = (run: GeneratorRun) => layout.setPanes((panes) => panesShowingRun(panes, run.id));

  return (
    <main className="page plume-page" data-testid="base-test-page">
      <Breadcrumbs dropTrailing={0} />
      <h1>Base test</h1>
      <p className="hint">
        A base test runs a generator on a project and checks what it drew against expectations per layer. Run one to see its progress, log
        and verdict in the panes below.
      </p>
      {read.status === 'loading' && <p className="page-loading">Reading the tests…</p>}
      {read.status === 'error' && (
        <ErrorNote>
          {read.error?.message}{' '}
          <button type="button" onClick={read.reload}>
            Try again
          </button>
        </ErrorNote>
      )}
      {read.status === 'success' && tests.length === 0 && <p className="hint">There are no base tests yet.</p>}
      {tests.length > 0 && (
        <table className="plume-table plume-tests" data-testid="tests-table">
          <thead>
            <tr>
              <th>Test</th>
              <th>Generator</th>
              <th>Project</th>
              <th className="num">Expectations</th>
              <th>Last run</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {tests.map((test) => {
              const run = last.get(test.key) ?? null;
              const state = run ? runStatusOf(run, now) : null;
              return (
                <tr
                  key={test.key}
                  data-testid="test-row"
                  data-test-key={test.key}
                  aria-current={run && run.id === shownRun ? 'true' : undefined}
                >
                  <td>
                    <strong>{test.name}</strong>
                    <div className="hint">{test.description}</div>
                  </td>
                  <td>{test.generator}</td>
                  <td>{test.projectId}</td>
                  <td className="num">{test.expectations.length}</td>
                  <td data-testid="test-last">
                    {!run ? (
                      <span className="plume-blank">never run</span>
                    ) : (
                      <LinkButton onClick={() => open(run)} title="Show this run in the panes">
                        {run.test ? (
                          <span className={`plume-verdict ${run.test.passed ? 'passed' : 'failed'}`}>
                            {run.test.passed ? 'passed' : 'failed'}
                          </span>
                        ) : (
                          <span className={`plume-status plume-status-${state}`}>{RUN_STATUS_LABELS[state!]}</span>
                        )}{' '}
                        {timeText(run.createdAt)}
                      </LinkButton>
                    )}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="primary"
                      disabled={starting}
                      onClick={() => void start(test.key)}
                      data-testid="test-run"
                    >
                      Run test
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <RunSettingsLine settings={settings} />
      <PlumeFrame />
    </main>
  );
}
