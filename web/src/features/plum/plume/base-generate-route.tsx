import { useMemo } from 'react';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { PlumeFrame } from './plume-frame';
import { generatorService } from '../../../services/generator-service';
import { usePlumeStore } from './plume-store';
import { panesShowingRun } from './plume-views';
import { usePlumeLayout } from './use-plume-layout';
import { usePlumeSettings, useProjectsWithBase, useServiceRead } from './use-plume-data';
import { RunSettingsLine } from './run-settings-line';
import { useAddressSearch } from '../../../lib/address';
import { ErrorNote } from '../../../components/kit';
import { DryRun } from './dry-run';

/**
 * /plum/baseGenerate (docs/base-spec.md "Pages"): choose a generator and a project with a latest
 * base, run it; the plume panes show the run's progress (centre), its log live (right) and its
 * comparison with the previous run (bottom). The choices are kept in the address.
 */
export function Component() {
  const [search, setSearch] = useAddressSearch();
  const generators = useServiceRead('generators', generatorService.generators);
  const projects = useProjectsWithBase();
  const layout = usePlumeLayout();
  const generate = usePlumeStore((s) => s.generate);
  const starting = usePlumeStore((s) => s.starting);
  const { settings } = usePlumeSettings();

  const generatorId = search.get('generator') ?? '';
  const projectId = search.get('project') ?? '';
  const generator = useMemo(() => generators.data?.find((g) => g.id === generatorId), [generators.data, generatorId]);
  const project = projects.data.find((p) => p.id === projectId);
  const choose = (key: 'generator' | 'project', value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const run = async () => {
    if (!generator || !project) return;
    const started = await generate(generator.id, project.id);
    if (started) layout.setPanes((panes) => panesShowingRun(panes, started.runId));
  };

  return (
    <main className="page plume-page" data-testid="base-generate-page">
      <Breadcrumbs dropTrailing={0} />
      <h1>Base generate</h1>
      <p className="hint">
        A generator draws a project's latest base with the base specification. Its progress and log arrive live in the panes below.
      </p>
      <form
        className="plume-start"
        aria-label="Run a generator"
        onSubmit={(e) => {
          e.preventDefault();
          void run();
        }}
      >
        <label className="plume-field">
          Generator
          {generators.status === 'loading' ? (
            <span className="page-loading">Reading the generators…</span>
          ) : generators.status === 'error' ? (
            <ErrorNote inline>
              {generators.error?.message}{' '}
              <button type="button" onClick={generators.reload}>
                Try again
              </button>
            </ErrorNote>
          ) : (
            <select name="generator" value={generatorId} onChange={(e) => choose('generator', e.target.value)}>
              <option value="">Choose a generator…</option>
              {(generators.data ?? []).map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
          )}
        </label>
        <label className="plume-field">
          Project
          {projects.status === 'loading' ? (
            <span className="page-loading">Reading the projects…</span>
          ) : projects.data.length === 0 ? (
            <span className="hint">{projects.error ? projects.error.message : 'No project has a committed base yet.'}</span>
          ) : (
            <select name="project" value={projectId} onChange={(e) => choose('project', e.target.value)}>
              <option value="">Choose a project…</option>
              {projects.data.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.id} — {p.clientName} (base {p.base?.latest?.version})
                </option>
              ))}
            </select>
          )}
        </label>
        <button type="submit" className="primary" disabled={!generator || !project || starting} data-testid="generate-run">
          {starting ? 'Starting…' : 'Run'}
        </button>
      </form>
      {generatorId && generators.status === 'success' && !generator && (
        <ErrorNote>There is no generator {generatorId}; choose another.</ErrorNote>
      )}
      {projectId && projects.status === 'success' && !project && (
        <ErrorNote>Project {projectId} has no committed base (or does not exist); choose another.</ErrorNote>
      )}
      {generator && (
        <div className="plume-about" data-testid="generator-about">
          <p>{generator.description}</p>
          <p className="hint">
            Draws on {generator.layers.length} {generator.layers.length === 1 ? 'layer' : 'layers'}: {generator.layers.join(', ')}. Steps:{' '}
            {generator.steps.join(' → ')}.
          </p>
        </div>
      )}
      {generator && project && (
        <DryRun key={`${generator.id}/${project.id}`} generator={generator.id} projectId={project.id} steps={generator.steps} />
      )}
      <RunSettingsLine settings={settings} />
      <PlumeFrame />
    </main>
  );
}
