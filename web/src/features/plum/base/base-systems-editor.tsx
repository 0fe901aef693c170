import { type BaseProperty, type BaseSpecContent } from '@workhub/domain';
import { CommitInput } from '../../../components/commit-input';
import { Section } from './base-spec-sections';
import { LayerChip, NamedRows, SectionTable } from './base-spec-table';
import { layersByGroup, listOfText } from './base-spec-view';
import { type Edit, without, RemoveButton, AddNamedForm } from './base-editor-parts';

/* The systems and properties section editors of a base-spec workspace. */

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

export const PROPERTY_TYPES: BaseProperty['type'][] = ['number', 'string', 'boolean'];

export function defaultOf(type: BaseProperty['type'], previous: BaseProperty['default']): BaseProperty['default'] {
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
