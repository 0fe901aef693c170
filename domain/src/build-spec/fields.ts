import type { BuildType } from '../catalogue.js';

/**
 * The fields of each build type (core spec section 3) in words: what pages show as column and
 * row labels and what the change list says. `kind` tells how a value reads and how a change is
 * told: a text or number changes 'from … to …', a list gains and loses members, a group (an
 * item's production and purchasing) is its own labelled sub-fields, a map (an item's properties)
 * its keys.
 */
export type FieldKind = 'text' | 'number' | 'flag' | 'list' | 'group' | 'map';

export interface BuildField {
  key: string;
  label: string;
  kind: FieldKind;
  /** Unit written after numbers ('minutes', '%'). */
  unit?: string;
  /** For a group: its sub-fields. */
  fields?: readonly BuildField[];
}

const text = (key: string, label: string): BuildField => ({ key, label, kind: 'text' });
const list = (key: string, label: string): BuildField => ({ key, label, kind: 'list' });

export const BUILD_FIELDS: Record<BuildType, readonly BuildField[]> = {
  blocks: [list('assemblies', 'Assemblies'), text('version', 'Block version')],
  systems: [
    text('description', 'Description'),
    list('configuredGroupAssemblies', 'Configured group assemblies'),
    list('subsystems', 'Subsystems'),
    text('owner', 'Owner'),
    text('installer', 'Installer'),
  ],
  assemblies: [
    text('cadFlow', 'CAD flow'),
    text('owner', 'Owner'),
    list('keyLayers', 'Key layers'),
    list('keyBlocks', 'Key blocks'),
    list('sketchLayers', 'Sketch layers'),
  ],
  items: [
    text('description', 'Description'),
    text('system', 'System'),
    text('subsystem', 'Subsystem'),
    text('owner', 'Owner'),
    {
      key: 'production',
      label: 'Production',
      kind: 'group',
      fields: [
        { key: 'manufactured', label: 'Manufactured', kind: 'flag' },
        list('routings', 'Routings'),
        text('station', 'Station'),
        { key: 'minutes', label: 'Production time', kind: 'number', unit: 'minutes' },
      ],
    },
    {
      key: 'purchasing',
      label: 'Purchasing',
      kind: 'group',
      fields: [
        text('itemCode', 'Item code'),
        text('uom', 'Unit of measure'),
        { key: 'wastePercent', label: 'Waste', kind: 'number', unit: '%' },
      ],
    },
    { key: 'properties', label: 'Properties', kind: 'map' },
    list('specifiedProperties', 'Specified properties'),
  ],
  combinations: [text('owner', 'Owner'), list('configuredGroupAssemblies', 'Configured group assemblies')],
  processes: [
    text('description', 'Description'),
    text('type', 'Type'),
    text('owner', 'Owner'),
    text('location', 'Location'),
    { key: 'time', label: 'Time', kind: 'number', unit: 'minutes' },
  ],
  installKits: [list('derived', 'Derived items'), list('specified', 'Specified items')],
};

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** A single value in words: '60 minutes', 'yes', '5 %', a list joined by commas, '—' when empty. */
export function formatFieldValue(field: BuildField, value: unknown): string {
  if (isEmpty(value)) return '—';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(String).join(', ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return field.unit ? `${value}${field.unit === '%' ? ' %' : ` ${field.unit}`}` : String(value);
  if (typeof value === 'object') {
    if (field.kind === 'group' && field.fields) {
      const parts = field.fields.flatMap((f) => {
        const v = (value as Record<string, unknown>)[f.key];
        return isEmpty(v) ? [] : [`${f.label}: ${formatFieldValue(f, v)}`];
      });
      return parts.length ? parts.join('; ') : '—';
    }
    const pairs = Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k}: ${String(v)}`);
    return pairs.length ? pairs.join(', ') : '—';
  }
  return String(value);
}
