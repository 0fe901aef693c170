import type { ClassPartRouting } from './routings.js';
import type { OnshapeDocument } from './onshape.js';
import { compareVersionTexts } from '../versions.js';

/*
 * What changed between two versions of a class part, in the business's words (GET
 * /classPart/compare): 'Owner changed from Greta to Hiro', 'Routing cnc-router added',
 * 'Routing order changed: saw-cut moved before panel-line', 'Build specs added: v3.2.0'. Pure.
 */

export type ClassPartChangeKind =
  'description' | 'details' | 'property' | 'active' | 'status' | 'routing' | 'routingOrder' | 'cad' | 'buildSpecs';

export interface ClassPartChange {
  kind: ClassPartChangeKind;
  text: string;
}

/** The fields compared (a ClassPartVersion or a workspace content entry has them all). */
export interface ComparableClassPart {
  description: string;
  details: string;
  isActive: boolean;
  status?: string;
  buildSpecs: readonly string[];
  onshapeDocuments: readonly OnshapeDocument[];
  properties: { tiling?: string; owner: string; system: string; itemGroup?: string };
  routings: readonly ClassPartRouting[];
}

const quote = (text: string) => `"${text}"`;
const short = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function propertyChanges(from: ComparableClassPart['properties'], to: ComparableClassPart['properties']): ClassPartChange[] {
  const out: ClassPartChange[] = [];
  const label: Record<string, string> = { owner: 'Owner', tiling: 'Tiling', system: 'System', itemGroup: 'Item group' };
  for (const field of ['owner', 'tiling', 'system', 'itemGroup'] as const) {
    const a = from[field];
    const b = to[field];
    if (a === b) continue;
    const name = label[field]!;
    if (a === undefined) out.push({ kind: 'property', text: `${name} set to ${b}` });
    else if (b === undefined) out.push({ kind: 'property', text: `${name} removed (was ${a})` });
    else out.push({ kind: 'property', text: `${name} changed from ${a} to ${b}` });
  }
  return out;
}

/** Indexes of a longest increasing run (kept in place); the rest are the moved ones. */
function longestIncreasing(values: readonly number[]): Set<number> {
  const n = values.length;
  const length = new Array<number>(n).fill(1);
  const previous = new Array<number>(n).fill(-1);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < i; j++)
      if (values[j]! < values[i]! && length[j]! + 1 > length[i]!) {
        length[i] = length[j]! + 1;
        previous[i] = j;
      }
  let best = 0;
  for (let i = 1; i < n; i++) if (length[i]! > length[best]!) best = i;
  const kept = new Set<number>();
  for (let i = n > 0 ? best : -1; i >= 0; i = previous[i]!) kept.add(i);
  return kept;
}

function routingChanges(from: readonly ClassPartRouting[], to: readonly ClassPartRouting[]): ClassPartChange[] {
  const out: ClassPartChange[] = [];
  const fromIds = from.map((r) => r.id);
  const toIds = to.map((r) => r.id);
  for (const r of to) if (!fromIds.includes(r.id)) out.push({ kind: 'routing', text: `Routing ${r.id} added` });
  for (const r of from) if (!toIds.includes(r.id)) out.push({ kind: 'routing', text: `Routing ${r.id} removed` });
  for (const r of to) {
    const before = from.find((x) => x.id === r.id);
    if (before && before.partNumberSuffix !== r.partNumberSuffix)
      out.push({
        kind: 'routing',
        text: `Routing ${r.id} part number suffix changed from ${before.partNumberSuffix} to ${r.partNumberSuffix}`,
      });
  }
  // Order of the routings both versions have: the ones outside the longest run kept in order moved.
  const common = toIds.filter((id) => fromIds.includes(id));
  const oldOrder = fromIds.filter((id) => toIds.includes(id));
  const kept = longestIncreasing(common.map((id) => oldOrder.indexOf(id)));
  const moves: string[] = [];
  common.forEach((id, index) => {
    if (kept.has(index)) return;
    // Moved earlier: say what it now comes before; moved later: what it now comes after.
    const earlier = index < oldOrder.indexOf(id);
    const next = common[index + 1];
    const previous = common[index - 1];
    moves.push((earlier && next !== undefined) || previous === undefined ? `${id} moved before ${next}` : `${id} moved after ${previous}`);
  });
  if (moves.length > 0) out.push({ kind: 'routingOrder', text: `Routing order changed: ${moves.join(', ')}` });
  return out;
}

const docLabel = (d: OnshapeDocument) => quote(d.name || d.did);
const sameElement = (a: OnshapeDocument, b: OnshapeDocument) => a.did === b.did && (a.eid ?? '') === (b.eid ?? '');

function cadChanges(from: readonly OnshapeDocument[], to: readonly OnshapeDocument[]): ClassPartChange[] {
  const out: ClassPartChange[] = [];
  for (const d of to) {
    const before = from.find((x) => sameElement(x, d));
    if (!before) {
      out.push({ kind: 'cad', text: `CAD document ${docLabel(d)} added` });
      continue;
    }
    if (d.vid && d.vid !== before.vid) out.push({ kind: 'cad', text: `CAD document ${docLabel(d)} now at version ${d.vid}` });
    else if (!d.vid && d.wid && (before.vid || d.wid !== before.wid))
      out.push({ kind: 'cad', text: `CAD document ${docLabel(d)} now follows workspace ${d.wid}` });
    else if (d.url !== before.url) out.push({ kind: 'cad', text: `CAD document ${docLabel(d)} link changed` });
    if ((d.name ?? '') !== (before.name ?? '') && before.name)
      out.push({ kind: 'cad', text: `CAD document ${quote(before.name)} renamed to ${docLabel(d)}` });
  }
  for (const d of from) if (!to.some((x) => sameElement(x, d))) out.push({ kind: 'cad', text: `CAD document ${docLabel(d)} removed` });
  return out;
}

function buildSpecChanges(from: readonly string[], to: readonly string[]): ClassPartChange[] {
  const added = to.filter((v) => !from.includes(v)).sort(compareVersionTexts);
  const removed = from.filter((v) => !to.includes(v)).sort(compareVersionTexts);
  return [
    ...(added.length ? [{ kind: 'buildSpecs' as const, text: `Build specs added: ${added.join(', ')}` }] : []),
    ...(removed.length ? [{ kind: 'buildSpecs' as const, text: `Build specs removed: ${removed.join(', ')}` }] : []),
  ];
}

/** Every change from `from` to `to`, in the order a reader checks them; empty when they are the same. */
export function classPartChanges(from: ComparableClassPart, to: ComparableClassPart): ClassPartChange[] {
  const out: ClassPartChange[] = [];
  if (from.description !== to.description)
    out.push({
      kind: 'description',
      text: `Description changed from ${quote(short(from.description))} to ${quote(short(to.description))}`,
    });
  if (from.details !== to.details) out.push({ kind: 'details', text: 'Details changed' });
  out.push(...propertyChanges(from.properties, to.properties));
  if (from.isActive !== to.isActive) out.push({ kind: 'active', text: to.isActive ? 'Made active' : 'Made inactive' });
  if ((from.status ?? '') !== (to.status ?? '') && from.status !== undefined && to.status !== undefined)
    out.push({ kind: 'status', text: `Status changed from ${from.status} to ${to.status}` });
  out.push(...routingChanges(from.routings, to.routings));
  out.push(...cadChanges(from.onshapeDocuments, to.onshapeDocuments));
  out.push(...buildSpecChanges(from.buildSpecs, to.buildSpecs));
  return out;
}
