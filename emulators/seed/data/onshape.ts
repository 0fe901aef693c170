import { createHash } from 'node:crypto';
import { onshapeAssemblyDocumentName, onshapeTemplateName as templateName } from '@workhub/domain';
import type { DocData, SeedDoc } from './types.js';

/**
 * The Onshape documents that match the seed (served by emulators/onshape): one per seeded pipe
 * assembly whose CAD assignment is done (the link the seed stores on `assign.onshapeLink`), one
 * template per build spec and assembly (bulk CAD assign copies it), and the class parts' source
 * documents. Each assembly's bill of materials is computed from the same data the pipeline reads:
 * the project's build spec (the assembly's system, key layers and items), the class parts released
 * for that spec and the project's base counts. Pure and deterministic.
 */

/** The host of the seed's Onshape links (in the default ONSHAPE_HOSTS). */
export const SEED_ONSHAPE_HOST = 'cad.onshape.example';

/** A stable 24-hex-digit Onshape id from text. */
export const onshapeId = (...parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 24);

export function assemblyDocumentIds(projectId: string, assembly: string) {
  return {
    did: onshapeId('document', projectId, assembly),
    wid: onshapeId('workspace', projectId, assembly),
    eid: onshapeId('element', projectId, assembly),
  };
}

/** The link of a seeded assembly's own CAD document. */
export function seedAssemblyLink(projectId: string, assembly: string): string {
  const { did, wid, eid } = assemblyDocumentIds(projectId, assembly);
  return `https://${SEED_ONSHAPE_HOST}/documents/${did}/w/${wid}/e/${eid}`;
}

export interface BomLine {
  name: string;
  partNumber: string;
  description: string;
  quantity: number;
}

export interface OnshapeElement {
  id: string;
  name: string;
  elementType: 'ASSEMBLY' | 'PARTSTUDIO';
  bom: BomLine[];
}

export interface OnshapeDoc {
  id: string;
  name: string;
  workspace: string;
  elements: OnshapeElement[];
}

const rec = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const hashOf = (...parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest().readUInt32BE(0);
const versionRank = (v: string) =>
  v
    .replace(/^v/, '')
    .split('.')
    .reduce((n, x) => n * 1000 + (Number(x) || 0), 0);

/**
 * An assembly's bill of materials: the class parts of its system (the version released for the
 * build spec, else the newest) and the system's bought items of the spec; each line's quantity is
 * the base's count of the assembly's key layers (else its modules) times a factor of the part.
 */
export function assemblyBom(
  version: string,
  spec: DocData,
  classParts: readonly SeedDoc[],
  assemblyName: string,
  base: { counts?: Record<string, { count?: number }>; modules?: number } | undefined,
): BomLine[] {
  const system = Object.entries(rec(spec.systems)).find(([, s]) => strings(rec(s).configuredGroupAssemblies).includes(assemblyName))?.[0];
  if (!system) return [];
  const keyLayers = strings(rec(rec(spec.assemblies)[assemblyName]).keyLayers);
  const counts = base?.counts ?? {};
  const fromLayers = keyLayers.reduce((sum, layer) => sum + (counts[layer]?.count ?? 0), 0);
  const baseQty = fromLayers > 0 ? fromLayers : (base?.modules ?? 1);
  const qtyOf = (name: string) => Math.max(1, Math.ceil(baseQty * (1 + (hashOf(assemblyName, name) % 4) / 2)));
  const byName = new Map<string, SeedDoc[]>();
  for (const d of classParts)
    if (d.data.system === system) byName.set(String(d.data.name), [...(byName.get(String(d.data.name)) ?? []), d]);
  const parts = [...byName.values()].map((versions) => {
    const sorted = versions.sort((x, y) => versionRank(String(y.data.version)) - versionRank(String(x.data.version)));
    return sorted.find((p) => strings(p.data.buildSpecs).includes(version)) ?? sorted[0]!;
  });
  const lines: BomLine[] = parts.map((p) => ({
    name: String(p.data.name),
    partNumber: p.id,
    description: String(p.data.description ?? ''),
    quantity: qtyOf(String(p.data.name)),
  }));
  for (const [name, raw] of Object.entries(rec(spec.items))) {
    const item = rec(raw);
    if (item.system !== system || byName.has(name)) continue;
    const code = rec(item.purchasing).itemCode;
    lines.push({ name, partNumber: typeof code === 'string' ? code : name, description: name, quantity: qtyOf(name) });
  }
  return lines.sort((x, y) => x.name.localeCompare(y.name));
}

export interface OnshapeSeedInput {
  projects: readonly SeedDoc[];
  pipe: readonly SeedDoc[];
  buildSpecs: readonly SeedDoc[];
  classParts: readonly SeedDoc[];
}

export function buildOnshapeDocuments(seed: OnshapeSeedInput): OnshapeDoc[] {
  const specs = new Map(seed.buildSpecs.map((d) => [d.id, d.data]));
  const projects = new Map(seed.projects.map((d) => [d.id, d.data]));
  const docs: OnshapeDoc[] = [];
  for (const { data } of seed.pipe) {
    const assign = rec(data.assign);
    if (assign.status !== 'done' || typeof assign.onshapeLink !== 'string') continue;
    const projectId = String(data.projectId);
    const assembly = String(data.assembly);
    const assemblyName = String(data.assemblyName);
    const project = projects.get(projectId) ?? {};
    const latest = rec(rec(project.base).latest);
    const version = String(latest.buildSpec ?? project.buildSpec);
    const spec = specs.get(version) ?? {};
    const { did, wid, eid } = assemblyDocumentIds(projectId, assembly);
    docs.push({
      id: did,
      name: onshapeAssemblyDocumentName(projectId, assembly),
      workspace: wid,
      elements: [
        {
          id: eid,
          name: assemblyName,
          elementType: 'ASSEMBLY',
          bom: assemblyBom(version, spec, seed.classParts, assemblyName, latest as never),
        },
      ],
    });
  }
  for (const spec of seed.buildSpecs) {
    for (const assemblyName of Object.keys(rec(spec.data.assemblies)).sort()) {
      const name = templateName(spec.id, assemblyName);
      docs.push({
        id: onshapeId('document', name),
        name,
        workspace: onshapeId('workspace', name),
        elements: [
          {
            id: onshapeId('element', name),
            name: assemblyName,
            elementType: 'ASSEMBLY',
            bom: assemblyBom(spec.id, spec.data, seed.classParts, assemblyName, { modules: 1 }),
          },
        ],
      });
    }
  }
  const seen = new Set(docs.map((d) => d.id));
  for (const part of seed.classParts) {
    for (const raw of Array.isArray(part.data.onshapeDocuments) ? part.data.onshapeDocuments : []) {
      const d = rec(raw);
      const id = String(d.did ?? '');
      if (!id || seen.has(id)) continue;
      seen.add(id);
      docs.push({
        id,
        name: String(d.name ?? part.data.name),
        workspace: String(d.wid ?? onshapeId('workspace', id)),
        elements: [{ id: String(d.eid ?? onshapeId('element', id)), name: String(part.data.name), elementType: 'PARTSTUDIO', bom: [] }],
      });
    }
  }
  return docs;
}
