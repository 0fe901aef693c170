import { compareVersionTexts } from '../versions.js';
import { BUILD_FIELDS, formatFieldValue, type BuildField } from './fields.js';
import type { BuildType } from '../catalogue.js';
import type { BuildEntry } from './schema.js';

/**
 * The change list between two versions of a build type, in the business's words (not a JSON
 * diff): entries added, removed and changed, and for each changed entry its fields — 'Owner
 * changed from Greta to Hiro', 'Routings: added cnc-router', 'Time changed from 45 to 60 minutes'.
 * Linear in the entries and their fields (maps and sets, no pairwise search), so a type of
 * thousands of entries compares at once.
 */

export interface FieldChange {
  /** Dotted field path ('owner', 'production.routings', 'properties.material'). */
  field: string;
  label: string;
  text: string;
}

export interface EntryChange {
  name: string;
  change: 'added' | 'removed' | 'changed';
  /** The changed fields (empty for added or removed entries). */
  fields: FieldChange[];
  text: string;
}

export interface BuildChangeList {
  type: BuildType;
  from: string;
  to: string;
  /** Added, then removed, then changed; each by name. */
  changes: EntryChange[];
  counts: { added: number; removed: number; changed: number };
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** Deep equality of JSON values (objects compared key by key, independent of key order). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => sameValue(x, b[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameValue((a as never)[k], (b as never)[k]));
}

function valueChange(field: BuildField, path: string, from: unknown, to: unknown): FieldChange | null {
  if (sameValue(from, to)) return null;
  const label = field.label;
  if (isEmpty(from)) return { field: path, label, text: `${label} set to ${formatFieldValue(field, to)}` };
  if (isEmpty(to)) return { field: path, label, text: `${label} removed (was ${formatFieldValue(field, from)})` };
  if (field.unit && typeof from === 'number' && typeof to === 'number') {
    return { field: path, label, text: `${label} changed from ${from} to ${formatFieldValue(field, to)}` };
  }
  return { field: path, label, text: `${label} changed from ${formatFieldValue(field, from)} to ${formatFieldValue(field, to)}` };
}

function listChange(field: BuildField, path: string, from: unknown, to: unknown): FieldChange | null {
  const a = Array.isArray(from) ? from.map(String) : [];
  const b = Array.isArray(to) ? to.map(String) : [];
  if (sameValue(a, b)) return null;
  const inA = new Set(a);
  const inB = new Set(b);
  const added = b.filter((x) => !inA.has(x));
  const removed = a.filter((x) => !inB.has(x));
  const parts: string[] = [];
  if (added.length) parts.push(`added ${added.join(', ')}`);
  if (removed.length) parts.push(`removed ${removed.join(', ')}`);
  if (!parts.length) parts.push('order changed');
  return { field: path, label: field.label, text: `${field.label}: ${parts.join('; ')}` };
}

function mapChanges(field: BuildField, path: string, from: unknown, to: unknown): FieldChange[] {
  const a = (from && typeof from === 'object' ? from : {}) as Record<string, unknown>;
  const b = (to && typeof to === 'object' ? to : {}) as Record<string, unknown>;
  const out: FieldChange[] = [];
  const singular = field.label.replace(/ies$/, 'y').replace(/s$/, '');
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const change = valueChange({ key, label: `${singular} ${key}`, kind: 'text' }, `${path}.${key}`, a[key], b[key]);
    if (change) out.push(change);
  }
  return out;
}

/** The changes of one entry's fields, in the order of its type's fields; unknown fields last. */
export function entryFieldChanges(type: BuildType, from: BuildEntry, to: BuildEntry): FieldChange[] {
  const out: FieldChange[] = [];
  const fieldsOf = (fields: readonly BuildField[], a: Record<string, unknown>, b: Record<string, unknown>, prefix: string) => {
    for (const field of fields) {
      const path = prefix + field.key;
      const x = a[field.key];
      const y = b[field.key];
      if (field.kind === 'list') {
        const change = listChange(field, path, x, y);
        if (change) out.push(change);
      } else if (field.kind === 'group') {
        const ga = (x && typeof x === 'object' ? x : {}) as Record<string, unknown>;
        const gb = (y && typeof y === 'object' ? y : {}) as Record<string, unknown>;
        fieldsOf(field.fields ?? [], ga, gb, `${path}.`);
        const known = new Set((field.fields ?? []).map((f) => f.key));
        others(ga, gb, known, `${path}.`, `${field.label} `);
      } else if (field.kind === 'map') {
        out.push(...mapChanges(field, path, x, y));
      } else {
        const change = valueChange(field, path, x, y);
        if (change) out.push(change);
      }
    }
  };
  const others = (a: Record<string, unknown>, b: Record<string, unknown>, known: Set<string>, prefix: string, labelPrefix: string) => {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (known.has(key)) continue;
      const field: BuildField = {
        key,
        label: `${labelPrefix}${key}`,
        kind: Array.isArray(a[key]) || Array.isArray(b[key]) ? 'list' : 'text',
      };
      const change =
        field.kind === 'list' ? listChange(field, prefix + key, a[key], b[key]) : valueChange(field, prefix + key, a[key], b[key]);
      if (change) out.push(change);
    }
  };
  const fields = BUILD_FIELDS[type];
  fieldsOf(fields, from, to, '');
  others(from, to, new Set(fields.map((f) => f.key)), '', '');
  return out;
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The change list of one build type from one version's entries to another's. */
export function buildChangeList(
  type: BuildType,
  from: { version: string; entries: Readonly<Record<string, BuildEntry>> },
  to: { version: string; entries: Readonly<Record<string, BuildEntry>> },
): BuildChangeList {
  const added: EntryChange[] = [];
  const removed: EntryChange[] = [];
  const changed: EntryChange[] = [];
  const has = (entries: Readonly<Record<string, BuildEntry>>, name: string) => Object.prototype.hasOwnProperty.call(entries, name);
  for (const name of Object.keys(to.entries)) {
    if (!has(from.entries, name)) added.push({ name, change: 'added', fields: [], text: `${name} added` });
  }
  for (const name of Object.keys(from.entries)) {
    if (!has(to.entries, name)) {
      removed.push({ name, change: 'removed', fields: [], text: `${name} removed` });
      continue;
    }
    const fields = entryFieldChanges(type, from.entries[name]!, to.entries[name]!);
    if (fields.length > 0) {
      changed.push({ name, change: 'changed', fields, text: `${name} changed: ${fields.map((f) => f.text).join('; ')}` });
    }
  }
  const sort = (list: EntryChange[]) => list.sort((a, b) => byName(a.name, b.name));
  return {
    type,
    from: from.version,
    to: to.version,
    changes: [...sort(added), ...sort(removed), ...sort(changed)],
    counts: { added: added.length, removed: removed.length, changed: changed.length },
  };
}

export interface EntryPresence {
  version: string;
  /** The entry exists in this version. */
  present: boolean;
  /** It exists and differs from the version before (or first appears here). */
  changed: boolean;
}

/** In which versions one entry exists and where it changed, oldest version first. */
export function entryPresence(
  specs: readonly { version: string; entries: Readonly<Record<string, BuildEntry>> }[],
  name: string,
): EntryPresence[] {
  const sorted = [...specs].sort((a, b) => compareVersionTexts(a.version, b.version));
  let previous: BuildEntry | undefined;
  return sorted.map(({ version, entries }) => {
    const entry = Object.prototype.hasOwnProperty.call(entries, name) ? entries[name] : undefined;
    const changed = entry !== undefined && (previous === undefined || !sameValue(previous, entry));
    previous = entry;
    return { version, present: entry !== undefined, changed };
  });
}
