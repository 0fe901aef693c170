/**
 * The layer view state of the block editor (core spec section 3) and its transitions (section 4),
 * as a pure reducer. The layers of the view are the ones it was created with (`details` holds one
 * entry per layer); actions naming any other layer or group change nothing.
 *
 * Rules (section 4):
 * - hiding a layer also deselects it and clears its zoom;
 * - selecting a layer makes it visible;
 * - zoom toggles only when exactly one layer is selected (and zooms to that one);
 * - toggling a group's visibility shows all its layers if none is visible, else hides them all
 *   (each by the hide rule);
 * - initially shown: the fixed design and plan layers present, plus the client layers present
 *   when the block holds geographic data;
 * - a layer whose version starts with v0 or w0 and has no drawn objects is geographic.
 * Consequence: a selected or zoomed layer is always visible. Deselecting does not clear the zoom
 * (the spec ties clearing the zoom to hiding only).
 *
 * The reducer returns the same state object when an action changes nothing.
 */
import { CLIENT_LAYERS, INITIAL_VISIBLE_LAYERS, LAYER_GROUPS, layerGroupOf, sortLayersByDrawOrder } from './draw-order.js';

export interface LayerDetails {
  version?: string;
  /** Drawn objects on the layer. */
  objectCount: number;
  /** See {@link isGeographic}. */
  geographic: boolean;
}

export interface HoveredWarning {
  layerName: string;
  objectIndex: number;
  versions: string[];
}

export interface LayerStyle {
  color?: string;
  fill?: string;
  opacity?: number;
  strokeWidth?: number;
  dash?: number[];
}

export interface LayerViewState {
  /** Layer → shown. Holds every layer of the view. */
  visible: Record<string, boolean>;
  /** Layer → display name (the part after the group: 'design/walls' → 'walls'). */
  names: Record<string, string>;
  details: Record<string, LayerDetails>;
  /** Group (see layerGroupOf) → whether its list is expanded. One entry per group with layers. */
  groups: Record<string, { open: boolean }>;
  hovered: string | null;
  hoveredWarning: HoveredWarning | null;
  zoomed: string | null;
  /** Selected layers, in the order they were selected. */
  selected: string[];
  styles: Record<string, LayerStyle>;
}

export type LayerViewAction =
  | { type: 'hide'; layer: string }
  | { type: 'show'; layer: string }
  | { type: 'toggleVisible'; layer: string }
  | { type: 'select'; layer: string }
  | { type: 'deselect'; layer: string }
  | { type: 'toggleSelect'; layer: string }
  | { type: 'toggleZoom' }
  | { type: 'toggleGroupVisible'; group: string }
  | { type: 'toggleGroupOpen'; group: string }
  | { type: 'hover'; layer: string | null }
  | { type: 'hoverWarning'; warning: HoveredWarning | null }
  | { type: 'setStyle'; layer: string; style: LayerStyle };

/** A layer as the view is built from: its name, version (if versioned) and drawn object count. */
export interface LayerSummary {
  name: string;
  version?: string;
  objectCount: number;
}

export interface InitialLayerViewOptions {
  /** Whether the block holds geographic data; default: any of its layers is geographic. */
  geographic?: boolean;
  /** The fixed list shown initially; default {@link INITIAL_VISIBLE_LAYERS}. */
  initiallyVisible?: readonly string[];
  /** Layers added when geographic; default {@link CLIENT_LAYERS}. */
  clientLayers?: readonly string[];
  styles?: Record<string, LayerStyle>;
}

/**
 * The layers a view is built from: each with its drawn objects (those with at least one point)
 * and the version of the block or workspace it belongs to ('v0.3.0', 'w0.3.0'). Layers are
 * versioned with their drawing, so a drawing still at major version 0 whose layer holds nothing
 * drawn makes that layer geographic (see isGeographic).
 */
export function layerSummariesOf(
  layers: Readonly<Record<string, readonly { points: readonly number[] }[]>>,
  version?: string,
): LayerSummary[] {
  return Object.entries(layers).map(([name, objects]) => ({
    name,
    ...(version !== undefined ? { version } : {}),
    objectCount: objects.filter((o) => o.points.length >= 2).length,
  }));
}

/** A layer counts as geographic when its version starts with v0 or w0 and it has no drawn objects. */
export function isGeographic(layer: { version?: string; objectCount: number }): boolean {
  const version = layer.version ?? '';
  return (version.startsWith('v0') || version.startsWith('w0')) && layer.objectCount <= 0;
}

/** The display name of a layer: the part after its group ('design/walls' → 'walls'). */
export function layerLabelOf(layer: string): string {
  const slash = layer.indexOf('/');
  return slash < 0 ? layer : layer.slice(slash + 1);
}

/**
 * The view a block opens with: the fixed design and plan layers that are present are shown, plus
 * the present client layers when the block is geographic; groups holding a shown layer are open;
 * nothing is selected, hovered or zoomed.
 */
export function initialLayerView(layers: readonly LayerSummary[], options: InitialLayerViewOptions = {}): LayerViewState {
  const initial = new Set(options.initiallyVisible ?? INITIAL_VISIBLE_LAYERS);
  const client = new Set(options.clientLayers ?? CLIENT_LAYERS);
  const geographic = options.geographic ?? layers.some(isGeographic);
  const state: LayerViewState = {
    visible: {},
    names: {},
    details: {},
    groups: {},
    hovered: null,
    hoveredWarning: null,
    zoomed: null,
    selected: [],
    styles: { ...options.styles },
  };
  for (const layer of layers) {
    const shown = initial.has(layer.name) || (geographic && client.has(layer.name));
    state.visible[layer.name] = shown;
    state.names[layer.name] = layerLabelOf(layer.name);
    state.details[layer.name] = {
      ...(layer.version !== undefined ? { version: layer.version } : {}),
      objectCount: layer.objectCount,
      geographic: isGeographic(layer),
    };
  }
  for (const name of Object.keys(state.details)) {
    const group = layerGroupOf(name);
    state.groups[group] = { open: (state.groups[group]?.open ?? false) || state.visible[name] === true };
  }
  return state;
}

const has = (state: LayerViewState, layer: string | null) => layer !== null && Object.hasOwn(state.details, layer);

function hide(state: LayerViewState, layer: string): LayerViewState {
  if (!has(state, layer)) return state;
  const selected = state.selected.includes(layer) ? state.selected.filter((l) => l !== layer) : state.selected;
  const zoomed = state.zoomed === layer ? null : state.zoomed;
  if (state.visible[layer] === false && selected === state.selected && zoomed === state.zoomed) return state;
  return { ...state, visible: { ...state.visible, [layer]: false }, selected, zoomed };
}

function show(state: LayerViewState, layer: string): LayerViewState {
  if (!has(state, layer) || state.visible[layer] === true) return state;
  return { ...state, visible: { ...state.visible, [layer]: true } };
}

function select(state: LayerViewState, layer: string): LayerViewState {
  if (!has(state, layer)) return state;
  const shown = show(state, layer);
  return shown.selected.includes(layer) ? shown : { ...shown, selected: [...shown.selected, layer] };
}

function deselect(state: LayerViewState, layer: string): LayerViewState {
  if (!state.selected.includes(layer)) return state;
  return { ...state, selected: state.selected.filter((l) => l !== layer) };
}

function toggleZoom(state: LayerViewState): LayerViewState {
  if (state.selected.length !== 1) return state;
  const only = state.selected[0] as string;
  return { ...state, zoomed: state.zoomed === only ? null : only };
}

function toggleGroupVisible(state: LayerViewState, group: string): LayerViewState {
  const children = groupLayersOf(state, group);
  if (children.length === 0) return state;
  if (!children.some((l) => state.visible[l])) return children.reduce(show, state);
  return children.reduce(hide, state);
}

function toggleGroupOpen(state: LayerViewState, group: string): LayerViewState {
  const current = state.groups[group];
  if (!current) return state;
  return { ...state, groups: { ...state.groups, [group]: { open: !current.open } } };
}

export function layerViewReducer(state: LayerViewState, action: LayerViewAction): LayerViewState {
  switch (action.type) {
    case 'hide':
      return hide(state, action.layer);
    case 'show':
      return show(state, action.layer);
    case 'toggleVisible':
      return state.visible[action.layer] ? hide(state, action.layer) : show(state, action.layer);
    case 'select':
      return select(state, action.layer);
    case 'deselect':
      return deselect(state, action.layer);
    case 'toggleSelect':
      return state.selected.includes(action.layer) ? deselect(state, action.layer) : select(state, action.layer);
    case 'toggleZoom':
      return toggleZoom(state);
    case 'toggleGroupVisible':
      return toggleGroupVisible(state, action.group);
    case 'toggleGroupOpen':
      return toggleGroupOpen(state, action.group);
    case 'hover':
      if (action.layer === state.hovered || (action.layer !== null && !has(state, action.layer))) return state;
      return { ...state, hovered: action.layer };
    case 'hoverWarning':
      if (action.warning === state.hoveredWarning) return state;
      return { ...state, hoveredWarning: action.warning };
    case 'setStyle':
      if (!has(state, action.layer)) return state;
      return { ...state, styles: { ...state.styles, [action.layer]: { ...state.styles[action.layer], ...action.style } } };
  }
}

// ---------------------------------------------------------------------------------------------
// Selectors

/** The view's layers in draw order. */
export function layerNamesOf(state: LayerViewState): string[] {
  return sortLayersByDrawOrder(Object.keys(state.details));
}

/** The shown layers in draw order (what the canvas draws, bottom first). */
export function visibleLayersOf(state: LayerViewState): string[] {
  return layerNamesOf(state).filter((l) => state.visible[l]);
}

/** The view's layers of a group, in draw order. */
export function groupLayersOf(state: LayerViewState, group: string): string[] {
  return layerNamesOf(state).filter((l) => layerGroupOf(l) === group);
}

/** The view's groups: the fixed groups in order, then others alphabetically. */
export function groupNamesOf(state: LayerViewState): string[] {
  const fixed: readonly string[] = LAYER_GROUPS;
  const present = Object.keys(state.groups);
  return [...fixed.filter((g) => present.includes(g)), ...present.filter((g) => !fixed.includes(g)).sort()];
}

/** Whether any layer of the group is shown (the group's checkbox). */
export function isGroupVisible(state: LayerViewState, group: string): boolean {
  return groupLayersOf(state, group).some((l) => state.visible[l]);
}

/** Whether toggleZoom would do anything: exactly one layer is selected. */
export function canToggleZoom(state: LayerViewState): boolean {
  return state.selected.length === 1;
}
