import { DEFAULT_THEME, LAYER_COUNT_KINDS, LAYER_NAME, type BaseSpecContent, type BaseTheme, type LayerCountKind } from '@workhub/domain';
import { CommitInput } from '../../../components/commit-input';
import { Section } from './base-spec-sections';
import { DrawOrderGroups, LayerGroupRows, SectionTable, THEME_COLOURS } from './base-spec-table';
import { insertInOrder, moveInOrder, themeNames } from './base-spec-view';
import { useBaseWorkspaceStore } from './base-workspace-store';
import { type Edit, ColourField, without, RemoveButton, AddNamedForm } from './base-editor-parts';

/**
 * The editable sections of a base-spec workspace. Every change goes through the store's `edit`,
 * which saves what changed (POST /base/spec). Text and number inputs follow the app rule: Enter
 * commits, Escape reverts, leaving the field commits (CommitInput).
 */

export function LayersEditor({ spec, edit, disabled }: { spec: BaseSpecContent; edit: Edit; disabled: boolean }) {
  const reportInput = useBaseWorkspaceStore((s) => s.reportInput);
  const setLayer = (layer: string, change: Partial<BaseSpecContent['layers'][string]>) =>
    edit((s) => ({ ...s, layers: { ...s.layers, [layer]: { ...s.layers[layer]!, ...change } } }));
  const add = (layer: string) => {
    if (!LAYER_NAME.test(layer)) return 'A layer is named group/name, like design/walls';
    if (spec.layers[layer]) return `There is a layer ${layer} already`;
    edit((s) => ({
      ...s,
      layers: { ...s.layers, [layer]: { color: '#888888', counts: ['count'], uom: 'ea' } },
      order: insertInOrder(s.order, layer),
    }));
  };
  const remove = (layer: string) =>
    edit((s) => ({
      ...s,
      layers: without(s.layers, layer),
      order: s.order.filter((l) => l !== layer),
      systems: Object.fromEntries(Object.entries(s.systems).map(([k, v]) => [k, { ...v, layers: v.layers.filter((l) => l !== layer) }])),
    }));
  return (
    <Section id="layers" title="Layers" count={Object.keys(spec.layers).length}>
      <SectionTable editable columns={[{ label: 'Layer' }, { label: 'Colour' }, { label: 'Counts' }, { label: 'Unit' }, {}]}>
        <LayerGroupRows
          spec={spec}
          columns={5}
          cells={(layer, l) => (
            <>
              <td>
                <ColourField label={layer} value={l.color} disabled={disabled} onCommit={(color) => setLayer(layer, { color })} />
              </td>
              <td>
                <span className="bs-checks">
                  {LAYER_COUNT_KINDS.map((kind) => (
                    <label key={kind}>
                      <input
                        type="checkbox"
                        checked={l.counts.includes(kind)}
                        disabled={disabled}
                        aria-label={`${layer} counts ${kind}`}
                        onChange={(e) =>
                          setLayer(layer, {
                            counts: LAYER_COUNT_KINDS.filter((k: LayerCountKind) => (k === kind ? e.target.checked : l.counts.includes(k))),
                          })
                        }
                      />
                      {kind}
                    </label>
                  ))}
                </span>
              </td>
              <td>
                <CommitInput
                  className="bs-input bs-narrow"
                  aria-label={`${layer} unit`}
                  value={l.uom}
                  disabled={disabled}
                  onCommit={(uom) => (uom.trim() ? setLayer(layer, { uom: uom.trim() }) : reportInput(`${layer}: a unit is needed`))}
                />
              </td>
              <td className="bs-actions">
                <RemoveButton label={`Remove layer ${layer}`} disabled={disabled} onClick={() => remove(layer)} />
              </td>
            </>
          )}
        />
      </SectionTable>
      <AddNamedForm what="layer" label="New layer" placeholder="group/name, e.g. design/lofts" disabled={disabled} onAdd={add} />
    </Section>
  );
}

export function ThemesEditor({ spec, edit, disabled }: { spec: BaseSpecContent; edit: Edit; disabled: boolean }) {
  const names = themeNames(spec);
  const setTheme = (theme: string, change: Partial<BaseTheme>) =>
    edit((s) => ({ ...s, themes: { ...s.themes, [theme]: { ...s.themes[theme]!, ...change } } }));
  const add = (theme: string) => {
    if (!theme || theme.length > 100) return 'A theme needs a name (up to 100 characters)';
    if (spec.themes[theme]) return `There is a theme ${theme} already`;
    edit((s) => ({ ...s, themes: { ...s.themes, [theme]: { ...s.themes[DEFAULT_THEME]! } } }));
  };
  return (
    <Section id="themes" title="Themes" count={names.length}>
      <div className="bs-cards">
        {names.map((theme) => {
          const t = spec.themes[theme]!;
          return (
            <div className="bs-card" key={theme} data-theme={theme}>
              <div className="bs-card-head">
                <strong>{theme}</strong>
                {theme === DEFAULT_THEME ? (
                  <span className="bs-badge bs-badge-accent">default</span>
                ) : (
                  <RemoveButton disabled={disabled} onClick={() => edit((s) => ({ ...s, themes: without(s.themes, theme) }))} />
                )}
              </div>
              {THEME_COLOURS.map(({ key, label }) => (
                <label className="bs-field" key={key}>
                  <span>{label}</span>
                  <ColourField
                    label={`${theme} ${label.toLowerCase()}`}
                    value={t[key]}
                    disabled={disabled}
                    onCommit={(color) => setTheme(theme, { [key]: color })}
                  />
                </label>
              ))}
              <label className="bs-field">
                <span>Monochrome</span>
                <input
                  type="checkbox"
                  checked={t.monochrome === true}
                  disabled={disabled}
                  onChange={(e) => setTheme(theme, { monochrome: e.target.checked })}
                />
              </label>
            </div>
          );
        })}
      </div>
      <AddNamedForm what="theme" label="New theme (a copy of default)" placeholder="e.g. blueprint" disabled={disabled} onAdd={add} />
    </Section>
  );
}

export function OrderEditor({ spec, edit, disabled }: { spec: BaseSpecContent; edit: Edit; disabled: boolean }) {
  return (
    <Section id="order" title="Draw order" count={spec.order.length}>
      <p className="bs-hint">The groups keep their fixed order; a layer moves up or down inside its group.</p>
      <DrawOrderGroups
        spec={spec}
        extra={(layer, i, layers) => (
          <span className="bs-move">
            <button
              type="button"
              aria-label={`Move ${layer} up`}
              disabled={disabled || i === 0}
              onClick={() => edit((s) => ({ ...s, order: moveInOrder(s.order, layer, -1) }))}
            >
              ↑
            </button>
            <button
              type="button"
              aria-label={`Move ${layer} down`}
              disabled={disabled || i === layers.length - 1}
              onClick={() => edit((s) => ({ ...s, order: moveInOrder(s.order, layer, 1) }))}
            >
              ↓
            </button>
          </span>
        )}
      />
    </Section>
  );
}
