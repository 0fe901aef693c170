import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  DEFAULT_THEME,
  LAYER_COUNT_KINDS,
  LAYER_NAME,
  type BaseProperty,
  type BaseSpecContent,
  type BaseTheme,
  type Goal,
  type LayerCountKind,
} from '@workhub/domain';
import { CommitInput } from '../../../components/commit-input';
import { Section } from './base-spec-sections';
import { DrawOrderGroups, LayerChip, LayerGroupRows, NamedRows, SectionTable, THEME_COLOURS } from './base-spec-table';
import { insertInOrder, layersByGroup, listOfText, moveInOrder, propertiesOfText, textOfProperties, themeNames } from './base-spec-view';
import { useBaseWorkspaceStore } from './base-workspace-store';
import { LinkButton } from '../../../components/kit';

/**
 * The editable sections of a base-spec workspace. Every change goes through the store's `edit`,
 * which saves what changed (POST /base/spec). Text and number inputs follow the app rule: Enter
 * commits, Escape reverts, leaving the field commits (CommitInput).
 */

type Edit = (change: (spec: BaseSpecContent) => BaseSpecContent) => void;
const HEX = /^#[0-9a-fA-F]{6}$/;

/** A colour: the picker commits when it closes (the native change event), the hex field by the input rule. */
function ColourField({
  value,
  onCommit,
  label,
  disabled,
}: {
  value: string;
  onCommit: (hex: string) => void;
  label: string;
  disabled: boolean;
}) {
  const picker = useRef<HTMLInputElement>(null);
  const latest = useRef(onCommit);
  latest.current = onCommit;
  const reportInput = useBaseWorkspaceStore((s) => s.reportInput);
  useEffect(() => {
    const input = picker.current;
    if (!input) return;
    const changed = () => {
      if (input.value.toLowerCase() !== value.toLowerCase()) latest.current(input.value);
    };
    input.addEventListener('change', changed);
    return () => input.removeEventListener('change', changed);
  }, [value]);
  return (
    <span className="bs-colour-field">
      <input ref={picker} type="color" defaultValue={value} key={value} aria-label={`${label} colour picker`} disabled={disabled} />
      <CommitInput
        className="bs-input bs-mono bs-hex"
        aria-label={`${label} colour`}
        value={value}
        disabled={disabled}
        onCommit={(hex) => {
          const text = hex.trim();
          if (HEX.test(text)) onCommit(text.toLowerCase());
          else reportInput(`${label}: a colour is #rrggbb, like #1565c0`);
        }}
      />
    </span>
  );
}

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const next = { ...record };
  delete next[key];
  return next;
}

/** The remove button of a row or card. */
function RemoveButton({
  label,
  disabled,
  onClick,
  children = 'Remove',
}: {
  label?: string;
  disabled: boolean;
  onClick: () => void;
  children?: string;
}) {
  return (
    <LinkButton danger disabled={disabled} aria-label={label} onClick={onClick}>
      {children}
    </LinkButton>
  );
}

/**
 * The form under a section that adds a named entry (a layer, a theme, a property): `onAdd` gets the
 * trimmed name and adds it (the field empties), or returns why not (reported as an input problem).
 */
function AddNamedForm({
  what,
  label,
  placeholder,
  disabled,
  onAdd,
}: {
  what: string;
  label: string;
  placeholder: string;
  disabled: boolean;
  onAdd: (name: string) => string | void;
}) {
  const [name, setName] = useState('');
  const reportInput = useBaseWorkspaceStore((s) => s.reportInput);
  const add = (e: FormEvent) => {
    e.preventDefault();
    const problem = onAdd(name.trim());
    if (problem) reportInput(problem);
    else setName('');
  };
  return (
    <form className="bs-inline-form" onSubmit={add} aria-label={`Add a ${what}`}>
      <label>
        {label}
        <input value={name} onChange={(e) => setName(e.target.value)} placeholder={placeholder} disabled={disabled} />
      </label>
      <button type="submit" disabled={disabled || !name.trim()}>
        Add {what}
      </button>
    </form>
  );
}

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

const LIST_FIELDS: { key: 'geometries' | 'objectives' | 'rules' | 'tools'; label: string }[] = [
  { key: 'geometries', label: 'Geometries' },
  { key: 'objectives', label: 'Objectives' },
  { key: 'rules', label: 'Rules' },
  { key: 'tools', label: 'Tools' },
];

export function GoalsEditor({ spec, edit, disabled }: { spec: BaseSpecContent; edit: Edit; disabled: boolean }) {
  const reportInput = useBaseWorkspaceStore((s) => s.reportInput);
  const layers = Object.keys(spec.layers).sort();
  const setGoal = (index: number, change: Partial<Goal>) =>
    edit((s) => ({ ...s, goals: s.goals.map((g, i) => (i === index ? { ...g, ...change } : g)) }));
  const addGoal = () =>
    edit((s) => ({
      ...s,
      goals: [
        ...s.goals,
        {
          name: `New goal ${s.goals.length + 1}`,
          layer: layers[0] ?? 'design/walls',
          geometries: [],
          properties: {},
          objectives: [],
          rules: [],
          tools: [],
        },
      ],
    }));
  return (
    <Section
      id="goals"
      title="Goals"
      count={spec.goals.length}
      actions={
        <button type="button" onClick={addGoal} disabled={disabled || layers.length === 0}>
          Add goal
        </button>
      }
    >
      {spec.goals.length === 0 && <p className="bs-empty">No goals. Add one to tell the generators what to aim for on a layer.</p>}
      <div className="bs-goals">
        {spec.goals.map((goal, index) => (
          <div className="bs-card bs-goal" key={index} data-goal-index={index}>
            <div className="bs-goal-grid">
              <label className="bs-field">
                <span>Name</span>
                <CommitInput
                  className="bs-input"
                  aria-label={`Goal ${index + 1} name`}
                  value={goal.name}
                  disabled={disabled}
                  onCommit={(name) => (name.trim() ? setGoal(index, { name: name.trim() }) : reportInput('A goal needs a name'))}
                />
              </label>
              <label className="bs-field">
                <span>Layer</span>
                <select
                  aria-label={`Goal ${index + 1} layer`}
                  value={goal.layer}
                  disabled={disabled}
                  onChange={(e) => setGoal(index, { layer: e.target.value })}
                >
                  {!layers.includes(goal.layer) && <option value={goal.layer}>{goal.layer} (not a layer)</option>}
                  {layers.map((l) => (
                    <option key={l}>{l}</option>
                  ))}
                </select>
              </label>
              {LIST_FIELDS.map(({ key, label }) => (
                <label className="bs-field" key={key}>
                  <span>{label}</span>
                  <CommitInput
                    className="bs-input"
                    aria-label={`Goal ${index + 1} ${label.toLowerCase()}`}
                    placeholder="comma-separated"
                    value={goal[key].join(', ')}
                    disabled={disabled}
                    onCommit={(text) => setGoal(index, { [key]: listOfText(text) })}
                  />
                </label>
              ))}
              <label className="bs-field bs-wide">
                <span>Properties</span>
                <CommitInput
                  className="bs-input bs-mono"
                  aria-label={`Goal ${index + 1} properties`}
                  placeholder="name=value, e.g. minWidth=144, shape=rect"
                  value={textOfProperties(goal.properties)}
                  disabled={disabled}
                  onCommit={(text) => setGoal(index, { properties: propertiesOfText(text) })}
                />
              </label>
            </div>
            <RemoveButton
              label={`Remove goal ${goal.name}`}
              disabled={disabled}
              onClick={() => edit((s) => ({ ...s, goals: s.goals.filter((_, i) => i !== index) }))}
            >
              Remove goal
            </RemoveButton>
          </div>
        ))}
      </div>
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

export function SystemsEditor({ spec, edit, disabled }: { spec: BaseSpecContent; edit: Edit; disabled: boolean }) {
  const names = Object.keys(spec.systems).sort();
  const layers = layersByGroup(spec).flatMap((g) => g.layers);
  const setSystem = (system: string, change: Partial<BaseSpecContent['systems'][string]>) =>
    edit((s) => ({ ...s, systems: { ...s.systems, [system]: { ...s.systems[system]!, ...change } } }));
  const makeDefault = (system: string) =>
    edit((s) => ({ ...s, systems: Object.fromEntries(Object.entries(s.systems).map(([k, v]) => [k, { ...v, isDefault: k === system }])) }));
  return (
    <Section id="systems" title="Systems" count={names.length}>
      <SectionTable columns={[{ label: 'System' }, { label: 'Layers' }, { label: 'Default' }]}>
        <NamedRows
          names={names}
          kind="system"
          cells={(system) => {
            const s = spec.systems[system]!;
            return (
              <>
                <td>
                  <strong>{system}</strong>
                </td>
                <td>
                  <span className="bs-chips">
                    {s.layers.map((l) => (
                      <LayerChip key={l} spec={spec} layer={l}>
                        <button
                          type="button"
                          className="bs-chip-remove"
                          aria-label={`Remove ${l} from ${system}`}
                          disabled={disabled}
                          onClick={() => setSystem(system, { layers: s.layers.filter((x) => x !== l) })}
                        >
                          ×
                        </button>
                      </LayerChip>
                    ))}
                    <select
                      aria-label={`Add a layer to ${system}`}
                      value=""
                      disabled={disabled}
                      onChange={(e) => e.target.value && setSystem(system, { layers: [...s.layers, e.target.value] })}
                    >
                      <option value="">+ layer…</option>
                      {layers
                        .filter((l) => !s.layers.includes(l))
                        .map((l) => (
                          <option key={l}>{l}</option>
                        ))}
                    </select>
                  </span>
                </td>
                <td>
                  <input
                    type="radio"
                    name="default-system"
                    aria-label={`${system} is the default`}
                    checked={s.isDefault}
                    disabled={disabled}
                    onChange={() => makeDefault(system)}
                  />
                </td>
              </>
            );
          }}
        />
      </SectionTable>
    </Section>
  );
}

const PROPERTY_TYPES: BaseProperty['type'][] = ['number', 'string', 'boolean'];

function defaultOf(type: BaseProperty['type'], previous: BaseProperty['default']): BaseProperty['default'] {
  if (type === 'number') return typeof previous === 'number' ? previous : Number(previous) || 0;
  if (type === 'boolean') return previous === true || previous === 'true';
  return String(previous);
}

export function PropertiesEditor({ spec, edit, disabled }: { spec: BaseSpecContent; edit: Edit; disabled: boolean }) {
  const names = Object.keys(spec.properties).sort();
  const setProperty = (property: string, next: BaseProperty) => edit((s) => ({ ...s, properties: { ...s.properties, [property]: next } }));
  const add = (property: string) => {
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(property) || property.length > 100) return 'A property is named in one word, like ceilingHeight';
    if (spec.properties[property]) return `There is a property ${property} already`;
    edit((s) => ({ ...s, properties: { ...s.properties, [property]: { type: 'string', default: '' } } }));
  };
  return (
    <Section id="properties" title="Properties" count={names.length}>
      <SectionTable editable columns={[...['Property', 'Type', 'Default', 'Unit', 'Options'].map((label) => ({ label })), {}]}>
        <NamedRows
          names={names}
          kind="property"
          cells={(property) => {
            const p = spec.properties[property]!;
            const withoutKey = (key: 'uom' | 'options', value: string | string[] | undefined): BaseProperty => {
              const next: BaseProperty = { ...p };
              if (value === undefined || value.length === 0) delete next[key];
              else (next as Record<string, unknown>)[key] = value;
              return next;
            };
            return (
              <>
                <td className="bs-mono">{property}</td>
                <td>
                  <select
                    aria-label={`${property} type`}
                    value={p.type}
                    disabled={disabled}
                    onChange={(e) => {
                      const type = e.target.value as BaseProperty['type'];
                      setProperty(property, { ...p, type, default: defaultOf(type, p.default) });
                    }}
                  >
                    {PROPERTY_TYPES.map((t) => (
                      <option key={t}>{t}</option>
                    ))}
                  </select>
                </td>
                <td>
                  {p.type === 'boolean' ? (
                    <select
                      aria-label={`${property} default`}
                      value={String(p.default)}
                      disabled={disabled}
                      onChange={(e) => setProperty(property, { ...p, default: e.target.value === 'true' })}
                    >
                      <option value="true">true</option>
                      <option value="false">false</option>
                    </select>
                  ) : p.type === 'number' ? (
                    <CommitInput
                      className="bs-input bs-narrow"
                      type="number"
                      aria-label={`${property} default`}
                      value={typeof p.default === 'number' ? p.default : 0}
                      disabled={disabled}
                      onCommit={(value) => setProperty(property, { ...p, default: value })}
                    />
                  ) : (
                    <CommitInput
                      className="bs-input"
                      aria-label={`${property} default`}
                      value={String(p.default)}
                      disabled={disabled}
                      onCommit={(value) => setProperty(property, { ...p, default: value })}
                    />
                  )}
                </td>
                <td>
                  <CommitInput
                    className="bs-input bs-narrow"
                    aria-label={`${property} unit`}
                    value={p.uom ?? ''}
                    disabled={disabled}
                    onCommit={(uom) => setProperty(property, withoutKey('uom', uom.trim() || undefined))}
                  />
                </td>
                <td>
                  <CommitInput
                    className="bs-input"
                    aria-label={`${property} options`}
                    placeholder="comma-separated"
                    value={p.options?.join(', ') ?? ''}
                    disabled={disabled}
                    onCommit={(text) => setProperty(property, withoutKey('options', listOfText(text)))}
                  />
                </td>
                <td className="bs-actions">
                  <RemoveButton
                    label={`Remove property ${property}`}
                    disabled={disabled}
                    onClick={() => edit((s) => ({ ...s, properties: without(s.properties, property) }))}
                  />
                </td>
              </>
            );
          }}
        />
      </SectionTable>
      <AddNamedForm what="property" label="New property" placeholder="e.g. eaveHeight" disabled={disabled} onAdd={add} />
    </Section>
  );
}
