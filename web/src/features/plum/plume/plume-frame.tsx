import { useState } from 'react';
import { CostsPane, StructurePane } from '../calculations';
import { PaneContent } from '../../../components/panel-layout';
import { CompareView } from './compare-view';
import { LogView } from './log-view';
import {
  paneSwitchedTo,
  PLUME_PANE_LABELS,
  PLUME_PANES,
  PLUME_VIEW_LABELS,
  PLUME_VIEWS,
  isPlumeView,
  type PlumeContext,
  type PlumePane,
  type ResolvedPane,
} from './plume-views';
import { RecentRuns } from './recent-runs';
import { RunView } from './run-view';
import { SettingsView } from './settings-view';
import { usePlumeLayout, type PlumeLayout } from './use-plume-layout';
import { useProjectsWithBase, useRun } from './use-plume-data';
import './plume.css';
import { ErrorNote } from '../../../components/kit';

/**
 * The plume frame (docs/base-spec.md "Plume panes"): panes centre, right, bottom and floating,
 * each showing one view chosen in its menu. The views and their properties live in the address
 * (`plume=`), so a copied address opened in a new page shows the same panes.
 */
export function PlumeFrame() {
  const layout = usePlumeLayout();
  const { resolved } = layout;
  const frameRunId = resolved.centre.runId;
  const { data: frameRun } = useRun(frameRunId);
  const context: PlumeContext = { runId: frameRunId, projectId: frameRun?.projectId };
  const floatingOpen = resolved.floating.view !== null;
  return (
    <div className="plume-frame-wrap">
      <div className="plume-toolbar" role="toolbar" aria-label="Plume panes">
        {!floatingOpen && (
          <button type="button" onClick={() => layout.setPaneProps('floating', paneSwitchedTo('settings', undefined, context))}>
            Open a floating pane
          </button>
        )}
        <CopyAddress />
      </div>
      <div className={`plume-frame${floatingOpen ? ' with-floating' : ''}`} data-frame="plume">
        {PLUME_PANES.map((pane) =>
          resolved[pane].view === null ? null : <Pane key={pane} pane={pane} shown={resolved[pane]} layout={layout} context={context} />,
        )}
      </div>
    </div>
  );
}

function CopyAddress() {
  const [said, setSaid] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setSaid('Address copied: opened anywhere, it shows these panes.');
    } catch {
      setSaid('Copying was refused; copy the address bar instead.');
    }
  };
  return (
    <>
      <button type="button" onClick={() => void copy()}>
        Copy the address of these panes
      </button>
      {said && (
        <span className="hint" role="status">
          {said}
        </span>
      )}
    </>
  );
}

interface PaneProps {
  pane: PlumePane;
  shown: ResolvedPane;
  layout: PlumeLayout;
  context: PlumeContext;
}

function Pane({ pane, shown, layout, context }: PaneProps) {
  const view = shown.view!;
  // The centre pane lists the recent runs when it needs a run and has none; the others then point to it.
  const centre = layout.resolved.centre;
  const centrePicks = pane !== 'centre' && !centre.runId && (centre.view === 'run' || centre.view === 'log' || centre.view === 'compare');
  const props = layout.panes[pane];
  const setProp = (key: string, value: string) => layout.setPaneProps(pane, { ...paneSwitchedTo(view, props, context), [key]: value });
  const contentKey = `${view}|${shown.runId ?? ''}|${shown.with ?? ''}|${shown.projectId ?? ''}|${shown.version ?? ''}`;
  return (
    <section className={`plume-pane plume-pane-${pane}`} data-pane={pane} data-view={view} aria-label={`${PLUME_PANE_LABELS[pane]} pane`}>
      <header className="plume-pane-head">
        <label>
          <span className="plume-pane-name">{PLUME_PANE_LABELS[pane]}</span>
          <select
            aria-label={`View in the ${PLUME_PANE_LABELS[pane].toLowerCase()} pane`}
            value={view}
            onChange={(e) => {
              const next = e.target.value;
              if (isPlumeView(next)) layout.setPaneProps(pane, paneSwitchedTo(next, props, context));
            }}
          >
            {PLUME_VIEWS.map((v) => (
              <option key={v} value={v}>
                {PLUME_VIEW_LABELS[v]}
              </option>
            ))}
          </select>
        </label>
        {(view === 'run' || view === 'log' || view === 'compare') && shown.runId && (
          <span className="plume-pane-run" title="The run this pane shows">
            {shown.runId}
          </span>
        )}
        {pane === 'floating' && (
          <button
            type="button"
            className="plume-pane-close"
            aria-label="Close the floating pane"
            onClick={() => layout.setPaneProps('floating', null)}
          >
            ×
          </button>
        )}
      </header>
      <div className="plume-pane-body">
        <PaneContent contentKey={contentKey}>
          <PaneView pane={pane} shown={shown} setProp={setProp} centrePicks={centrePicks} />
        </PaneContent>
      </div>
    </section>
  );
}

interface PaneViewProps {
  pane: PlumePane;
  shown: ResolvedPane;
  setProp: (key: string, value: string) => void;
  /** The centre pane lists the runs to pick from: this pane only says so. */
  centrePicks: boolean;
}

function PaneView({ pane, shown, setProp, centrePicks }: PaneViewProps) {
  switch (shown.view) {
    case 'run':
    case 'log':
    case 'compare':
      if (!shown.runId && centrePicks) {
        return <p className="hint">Shows the run picked in the centre pane.</p>;
      }
      if (!shown.runId) {
        return (
          <div>
            <p className="hint">{pane === 'centre' ? 'Pick a run to follow it in the panes.' : 'Pick a run for this pane.'}</p>
            <RecentRuns onPick={(runId) => setProp('runId', runId)} />
          </div>
        );
      }
      if (shown.view === 'run') return <RunView runId={shown.runId} />;
      if (shown.view === 'log') return <LogView runId={shown.runId} />;
      return <CompareView runId={shown.runId} with={shown.with} />;
    case 'structure':
      return shown.projectId ? (
        <StructurePane projectId={shown.projectId} />
      ) : (
        <ProjectPicker onPick={(projectId) => setProp('projectId', projectId)} />
      );
    case 'costs':
      return <CostsPane version={shown.version} />;
    case 'settings':
      return <SettingsView />;
    default:
      return null;
  }
}

/** A project to show the structure of, when the pane names none (projects with a latest base). */
function ProjectPicker({ onPick }: { onPick: (projectId: string) => void }) {
  const { data: projects, status, error } = useProjectsWithBase();
  if (status === 'loading') return <p className="page-loading">Reading the projects…</p>;
  if (status === 'error' && error && projects.length === 0) {
    return <ErrorNote>{error.message}</ErrorNote>;
  }
  return (
    <label className="plume-field">
      Project
      <select value="" onChange={(e) => e.target.value && onPick(e.target.value)}>
        <option value="">Choose a project…</option>
        {projects.map((p) => (
          <option key={p.id} value={p.id}>
            {p.id} — {p.clientName}
          </option>
        ))}
      </select>
    </label>
  );
}
