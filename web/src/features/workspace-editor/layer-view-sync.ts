import { initialLayerView, layerSummariesOf, type LayerSummary, type LayerViewState } from '@workhub/domain';
import type { LiveObjects } from '../../collab';

/**
 * What the layer view is built from: each layer, its drawn object count and the workspace's
 * version ('w0.3.0'), so the geographic rule (v0/w0 and nothing drawn) can apply.
 */
export function layerSummaries(layers: LiveObjects, version?: string): LayerSummary[] {
  return layerSummariesOf(layers, version);
}

/**
 * The layer view after the document's layers changed (someone added a layer or an object): a
 * layer that was already there keeps its visibility, selection, zoom and style; a new layer starts
 * as a fresh view would show it; a layer that is gone drops out of the selection and zoom.
 */
export function syncLayerView(previous: LayerViewState | null, layers: LiveObjects, version?: string): LayerViewState {
  const fresh = initialLayerView(layerSummaries(layers, version));
  if (!previous) return fresh;
  const names = Object.keys(fresh.details);
  const kept = (layer: string) => Object.hasOwn(previous.details, layer);
  const visible = Object.fromEntries(names.map((l) => [l, kept(l) ? previous.visible[l] === true : fresh.visible[l] === true]));
  const groups = Object.fromEntries(Object.entries(fresh.groups).map(([g, state]) => [g, previous.groups[g] ?? state]));
  const styles = Object.fromEntries(Object.entries(previous.styles).filter(([l]) => names.includes(l)));
  const selected = previous.selected.filter((l) => names.includes(l));
  return {
    ...fresh,
    visible,
    groups,
    styles,
    selected,
    zoomed: previous.zoomed && names.includes(previous.zoomed) ? previous.zoomed : null,
    hovered: previous.hovered && names.includes(previous.hovered) ? previous.hovered : null,
    hoveredWarning: previous.hoveredWarning,
  };
}

/** Whether two views hold the same layers with the same object counts (no sync needed). */
export function sameLayers(view: LayerViewState | null, layers: LiveObjects): boolean {
  if (!view) return false;
  const summaries = layerSummaries(layers);
  if (summaries.length !== Object.keys(view.details).length) return false;
  return summaries.every((s) => view.details[s.name]?.objectCount === s.objectCount);
}
