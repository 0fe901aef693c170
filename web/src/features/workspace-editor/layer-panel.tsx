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
            {objects.map((object) => (
              <li key={object.key}>
                <button
                  type="button"
                  className={`object-entry${object.key === selectedObject ? ' selected' : ''}`}
                  aria-pressed={object.key === selectedObject}
                  onClick={() => onSelectObject(object.key)}
                >
                  {object.name || '(unnamed)'}
                </button>
                {object.points.length < 2 && <span className="no-points">{NO_POINTS}</span>}
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
