import {
  DEFAULT_THEME,
  LAYER_GROUPS,
  compareLayersByDrawOrder,
  layerGroupOf,
  parseVersion,
  type BaseSpecContent,
  type Version,
} from '@workhub/domain';

/** What the base-spec pages show, worked out from the data (pure; unit-tested). */

/** The layers of a spec in draw-order groups: the six fixed groups first (in order), any other group after; each group in the spec's order. */
export function layersByGroup(spec: Pick<BaseSpecContent, 'layers' | 'order'>): { group: string; layers: string[] }[] {
  const names = Object.keys(spec.layers);
  const place = new Map(spec.order.map((name, i) => [name, i]));
  const inOrder = [...names].sort((a, b) => {
    const ia = place.get(a);
    const ib = place.get(b);
    if (ia !== undefined && ib !== undefined) return ia - ib;
    if (ia !== undefined) return -1;
    if (ib !== undefined) return 1;
    return compareLayersByDrawOrder(a, b);
  });
  const groups = new Map<string, string[]>();
  for (const g of LAYER_GROUPS) groups.set(g, []);
  for (const name of inOrder) {
    const g = layerGroupOf(name);
    const list = groups.get(g) ?? [];
    list.push(name);
    groups.set(g, list);
  }
  return [...groups.entries()].filter(([, layers]) => layers.length > 0).map(([group, layers]) => ({ group, layers }));
}

/** Moves a layer one place up (-1) or down (+1) in the draw order, inside its group only; the edges leave the order as it is. */
export function moveInOrder(order: readonly string[], layer: string, by: -1 | 1): string[] {
  const next = [...order];
  const i = next.indexOf(layer);
  const j = i + by;
  if (i < 0 || j < 0 || j >= next.length || layerGroupOf(next[j]!) !== layerGroupOf(layer)) return next;
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}

/** Where a new layer goes in the draw order: after the last layer of its group, or where its group starts. */
export function insertInOrder(order: readonly string[], layer: string): string[] {
  if (order.includes(layer)) return [...order];
  const group = layerGroupOf(layer);
  const next = [...order];
  let last = -1;
  next.forEach((name, i) => {
    if (layerGroupOf(name) === group) last = i;
  });
  if (last >= 0) {
    next.splice(last + 1, 0, layer);
    return next;
  }
  const rank = (g: string) => {
    const r = (LAYER_GROUPS as readonly string[]).indexOf(g);
    return r < 0 ? LAYER_GROUPS.length : r;
  };
  const at = next.findIndex((name) => rank(layerGroupOf(name)) > rank(group));
  next.splice(at < 0 ? next.length : at, 0, layer);
  return next;
}

/** The version a candidate becomes: the next minor of the newest committed version (default), or its next patch. */
export function nextBaseSpecVersion(newest: string | null | undefined, bump: 'minor' | 'patch'): Version {
  const v = parseVersion(newest ?? '') ?? { major: 0, minor: 0, patch: 0 };
  return bump === 'patch' ? { ...v, patch: v.patch + 1 } : { major: v.major, minor: v.minor + 1, patch: 0 };
}

/** A comma-separated list as typed ('a, b ,,c' → ['a', 'b', 'c']). */
export const listOfText = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Goal properties as typed, 'minWidth=144, shape=rect, fixed=true': numbers and booleans read as such. */
export function propertiesOfText(text: string): Record<string, number | string | boolean> {
  const out: Record<string, number | string | boolean> = {};
  for (const part of listOfText(text)) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const key = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    if (!key || key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    out[key] = raw === 'true' ? true : raw === 'false' ? false : raw !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw;
  }
  return out;
}

export const textOfProperties = (properties: Record<string, number | string | boolean>): string =>
  Object.entries(properties)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(', ');

/** The themes of a spec in the order the pages show them: the default theme first, the others by name. */
export const themeNames = (spec: Pick<BaseSpecContent, 'themes'>): string[] =>
  Object.keys(spec.themes).sort((a, b) => (a === DEFAULT_THEME ? -1 : b === DEFAULT_THEME ? 1 : a.localeCompare(b)));
