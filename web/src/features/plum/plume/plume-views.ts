import { PANEL_FRAMES, type KnownPaneKeys, type PaneOf, type PanesOf } from '@workhub/domain';

/**
 * What the plume frame's panes show (docs/base-spec.md "Plume panes"): each pane one view, chosen
 * by its `view` key in the address, with the view's own properties beside it. Pure, so the rules
 * (defaults, which run a pane follows, what switching views keeps) are unit-tested.
 */
export const PLUME_VIEWS = ['run', 'log', 'compare', 'structure', 'costs', 'settings'] as const;
export type PlumeView = (typeof PLUME_VIEWS)[number];

export type PlumePane = PaneOf<'plume'>;
export const PLUME_PANES = PANEL_FRAMES.plume;

export const PLUME_VIEW_LABELS: Record<PlumeView, string> = {
  run: 'Run progress',
  log: 'Run log',
  compare: 'Compare with an earlier run',
  structure: 'Structure',
  costs: 'Costs',
  settings: 'Plume settings',
};

export const PLUME_PANE_LABELS: Record<PlumePane, string> = { centre: 'Centre', right: 'Right', bottom: 'Bottom', floating: 'Floating' };

/** The pane properties the frame keeps in the address; others are ignored on reading. */
export const PLUME_PANE_KEYS = ['view', 'runId', 'with', 'projectId', 'version'] as const;
export type PlumePaneKey = (typeof PLUME_PANE_KEYS)[number];
export const PLUME_KNOWN: KnownPaneKeys<'plume'> = {
  centre: PLUME_PANE_KEYS,
  right: PLUME_PANE_KEYS,
  bottom: PLUME_PANE_KEYS,
  floating: PLUME_PANE_KEYS,
};

/** Each pane's view when the address names none; the floating pane is closed by default. */
export const DEFAULT_PANE_VIEWS: Record<PlumePane, PlumeView | null> = { centre: 'run', right: 'log', bottom: 'compare', floating: null };

/** Which properties a view reads (the others are dropped when a pane switches to it). */
const VIEW_KEYS: Record<PlumeView, readonly PlumePaneKey[]> = {
  run: ['runId'],
  log: ['runId'],
  compare: ['runId', 'with'],
  structure: ['projectId'],
  costs: ['version'],
  settings: [],
};

export const isPlumeView = (value: string | undefined): value is PlumeView => !!value && (PLUME_VIEWS as readonly string[]).includes(value);

/** What one pane shows, resolved: its view (null: the pane is closed) and the view's properties. */
export interface ResolvedPane {
  view: PlumeView | null;
  runId?: string;
  with?: string;
  projectId?: string;
  version?: string;
}

/**
 * Each pane's view and properties. A pane without a (known) view shows its default; the floating
 * pane is open only when it names one. A run view without a runId of its own follows the centre
 * pane's run (the frame's run), so `?plume=centre.runId-X` shows X's progress, log and comparison.
 */
export function resolvePlumePanes(panes: PanesOf<'plume'>): Record<PlumePane, ResolvedPane> {
  const frameRun = panes.centre?.runId || undefined;
  const out = {} as Record<PlumePane, ResolvedPane>;
  for (const pane of PLUME_PANES) {
    const props = panes[pane] ?? {};
    const named = props.view;
    const view = isPlumeView(named) ? named : DEFAULT_PANE_VIEWS[pane];
    const resolved: ResolvedPane = { view };
    if (view) {
      for (const key of VIEW_KEYS[view]) {
        const value = props[key];
        if (value) resolved[key as Exclude<PlumePaneKey, 'view'>] = value;
      }
      if ((view === 'run' || view === 'log' || view === 'compare') && !resolved.runId && frameRun) resolved.runId = frameRun;
    }
    out[pane] = resolved;
  }
  return out;
}

/** Context a pane switching views may carry over: the run and project the frame is looking at. */
export interface PlumeContext {
  runId?: string;
  projectId?: string;
}

/**
 * The properties of a pane switched to `view`: what the view reads, kept from the pane where it
 * had them, else taken from the frame's context (its run, that run's project).
 */
export function paneSwitchedTo(
  view: PlumeView,
  current: Record<string, string> | undefined,
  context: PlumeContext,
): Record<string, string> {
  const next: Record<string, string> = { view };
  for (const key of VIEW_KEYS[view]) {
    const kept = current?.[key];
    const fromContext = key === 'runId' ? context.runId : key === 'projectId' ? context.projectId : undefined;
    const value = kept || fromContext;
    if (value) next[key] = value;
  }
  return next;
}

/**
 * The panes that show a run: its progress in the centre, its log on the right, its comparison with
 * the previous run at the bottom; the floating pane is left as it is.
 */
export function panesShowingRun(panes: PanesOf<'plume'>, runId: string): PanesOf<'plume'> {
  return {
    ...panes,
    centre: { view: 'run', runId },
    right: { view: 'log', runId },
    bottom: { view: 'compare', runId },
  };
}
