import {
  NO_POINTS,
  canToggleZoom,
  groupLayersOf,
  groupNamesOf,
  isGroupVisible,
  type BaseSettings,
  type LayerViewAction,
  type LayerViewState,
} from '@workhub/domain';
import type { LiveObjects, ObjectKey } from '../../collab';

export interface LayerPanelProps {
  view: LayerViewState;
  dispatch: (action: LayerViewAction) => void;
  layers: LiveObjects;
  selectedObject: ObjectKey | null;
  onSelectObject: (key: ObjectKey) => void;
  settings: BaseSettings;
  onSettings: (change: Partial<BaseSettings>) => void;
}

const SETTING_LABELS: Record<keyof BaseSettings, string> = {
  showHiddenLayers: 'Show hidden layers faintly',
  showMinorGrid: 'Show the inch grid',
  noTransitions: 'No zoom transitions',
};

/** Layers by group (visibility, selection, zoom, hover), the objects of the selected layer, and the base settings. */
export function LayerPanel({ view, dispatch, layers, selectedObject, onSelectObject, settings, onSettings }: LayerPanelProps) {
  const current = view.selected[view.selected.length - 1];
  const objects = current ? (layers[current] ?? []) : [];
  return (
    <aside className="layer-panel" aria-label="Layers">
      <h2>Layers</h2>
      {groupNamesOf(view).map((group) => {
        const open = view.groups[group]?.open ?? false;
        return (
          <div key={group} className="layer-group" data-testid="layer-group">
            <div className="layer-group-head">
              <button
                type="button"
                className="icon-button"
                aria-expanded={open}
                aria-label={`${open ? 'Collapse' : 'Expand'} ${group}`}
                onClick={() => dispatch({ type: 'toggleGroupOpen', group })}
              >
                {open ? '▾' : '▸'}
              </button>
              <input
                type="checkbox"
                aria-label={`Show group ${group}`}
                checked={isGroupVisible(view, group)}
                onChange={() => dispatch({ type: 'toggleGroupVisible', group })}
              />
              <span className="layer-group-name">{group}</span>
            </div>
            {open &&
              groupLayersOf(view, group).map((layer) => {
                const isSelected = view.selected.includes(layer);
                return (
                  <div
                    key={layer}
                    className={`layer-row${isSelected ? ' selected' : ''}${view.hovered === layer ? ' hovered' : ''}`}
                    data-testid="layer-row"
                    data-layer={layer}
                    onMouseEnter={() => dispatch({ type: 'hover', layer })}
                    onMouseLeave={() => dispatch({ type: 'hover', layer: null })}
                  >
                    <input
                      type="checkbox"
                      aria-label={`Show ${layer}`}
                      checked={view.visible[layer] === true}
                      onChange={() => dispatch({ type: 'toggleVisible', layer })}
                    />
                    <button
                      type="button"
                      className="layer-name"
                      aria-pressed={isSelected}
                      onClick={() => dispatch({ type: 'toggleSelect', layer })}
                    >
                      {view.names[layer] ?? layer}
                    </button>
                    <span className="layer-count" title="Drawn objects">
                      {view.details[layer]?.objectCount ?? 0}
                    </span>
                    {view.zoomed === layer && (
                      <span className="layer-zoomed" title="Zoomed">
                        ⌕
                      </span>
                    )}
                  </div>
                );
              })}
          </div>
        );
      })}
      <button
        type="button"
        disabled={!canToggleZoom(view)}
        aria-pressed={view.zoomed !== null}
        onClick={() => dispatch({ type: 'toggleZoom' })}
      >
        {view.zoomed ? 'Unzoom layer' : 'Zoom to layer'}
      </button>

      {current && (
        <section className="layer-objects" aria-label={`Objects in ${current}`}>
          <h3>Objects in {view.names[current] ?? current}</h3>
          {objects.length === 0 && <p className="hint">No objects yet.</p>}
          <ul>
            {objects.map((object, objectIndex) => (
              <li key={object.key}>
                <button
                  type="button"
                  className={`object-entry${object.key === selectedObject ? ' selected' : ''}`}
                  aria-pressed={object.key === selectedObject}
                  onClick={() => onSelectObject(object.key)}
                >
                  {object.name || '(unnamed)'}
                </button>
                {object.points.length < 2 && (
                  <ObjectWarning
                    view={view}
                    dispatch={dispatch}
                    layerName={current}
                    objectIndex={objectIndex}
                    objectName={object.name || '(unnamed)'}
                  />
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <fieldset className="base-settings">
        <legend>Settings</legend>
        {(Object.keys(SETTING_LABELS) as (keyof BaseSettings)[]).map((key) => (
          <label key={key}>
            <input type="checkbox" name={key} checked={settings[key]} onChange={(e) => onSettings({ [key]: e.target.checked })} />{' '}
            {SETTING_LABELS[key]}
          </label>
        ))}
      </fieldset>
    </aside>
  );
}

/**
 * An object's warning (fewer than two points: it is not drawn). Hovering or focusing it sets the
 * view's `hoveredWarning` (layer, object index, the layer's version) through the reducer, and the
 * hovered warning is shown in words beside it.
 */
function ObjectWarning({
  view,
  dispatch,
  layerName,
  objectIndex,
  objectName,
}: {
  view: LayerViewState;
  dispatch: (action: LayerViewAction) => void;
  layerName: string;
  objectIndex: number;
  objectName: string;
}) {
  const version = view.details[layerName]?.version;
  const hovered = view.hoveredWarning;
  const shown = hovered !== null && hovered.layerName === layerName && hovered.objectIndex === objectIndex;
  const tipId = `warning-${layerName}-${objectIndex}`;
  const enter = () => dispatch({ type: 'hoverWarning', warning: { layerName, objectIndex, versions: version ? [version] : [] } });
  const leave = () => dispatch({ type: 'hoverWarning', warning: null });
  return (
    <span
      className="no-points"
      data-testid="object-warning"
      tabIndex={0}
      aria-describedby={shown ? tipId : undefined}
      onMouseEnter={enter}
      onMouseLeave={leave}
      onFocus={enter}
      onBlur={leave}
    >
      {NO_POINTS}
      {shown && (
        <span role="tooltip" id={tipId} className="layer-warning-tip" data-testid="layer-warning">
          {objectName} (object {objectIndex + 1} of {view.names[layerName] ?? layerName}
          {hovered.versions.length > 0 ? `, ${hovered.versions.join(', ')}` : ''}) has fewer than two points, so it is not drawn.
        </span>
      )}
    </span>
  );
}
