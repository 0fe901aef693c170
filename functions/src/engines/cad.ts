import { createHash } from 'node:crypto';
import { classPartVersionForBuildSpec, type PipeAssembly, type Project } from '@workhub/domain';
import { firestore } from '../lib/admin.js';
import { parseDocumentLink, type OnshapeAdapter } from './onshape/client.js';
import type { ErpAdapter } from './erp/frappe.js';

/**
 * The CAD engine behind the pipe's projectAssembly, parts and reassembly stages (README.md in
 * this folder). `localCadEngine` works from the data the company keeps in Firestore (build specs,
 * class parts, the project's committed base); the parts come from the assigned assembly's bill of
 * materials in Onshape (engines/onshape, the stand-in emulators/onshape locally).
 */

/** Shows a substatus on the stage while an engine works ('reading CAD'). */
export type Progress = (substatus: string) => Promise<void>;

/** What every engine operation works on: the project and the assembly, as stored. */
export interface EngineInput {
  project: Project;
  assembly: PipeAssembly;
  /** Onshape, for the stages that read CAD (made per job so its calls land on the job's record). */
  onshape?: () => OnshapeAdapter;
  /** The ERP, for the purchasing stages (made per job so its calls land on the job's record). */
  erp?: () => ErpAdapter;
}

/** A reason an engine could not do its work, in words a user can act on (the stage's details). */
export class EngineError extends Error {}

export interface PipePart {
  name: string;
  qty: number;
  /** The class part (classParts doc id) for a part made in house; absent for a bought item. */
  classPart?: string;
}

export interface ReassemblyGroup {
  name: string;
  parts: string[];
}

export interface CadEngine {
  /** Generates the project's assembly from its base design and build spec. */
  projectAssembly(input: EngineInput, progress: Progress): Promise<{ details: string }>;
  /** The assembly's parts from the CAD document it is assigned to. */
  parts(input: EngineInput & { onshapeLink: string }, progress: Progress): Promise<{ parts: PipePart[]; details: string }>;
  /** Puts the parts back together into sub-assemblies, by the route they take through the factory. */
  reassembly(input: EngineInput, progress: Progress): Promise<{ groups: ReassemblyGroup[]; details: string }>;
}

// ── shared by the local engines ─────────────────────────────────────────────────────────────

/** A stable number from text (same input, same number). */
export function stableHash(...parts: string[]): number {
  return createHash('sha256').update(parts.join('\u0000')).digest().readUInt32BE(0);
}

/** 'wall-panel' -> 'Wall Panel' (how ERP item names spell class parts). */
export const titleOf = (name: string) =>
  name
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

export interface BuildSpecAssembly {
  system: string;
  cadFlow: string;
  keyLayers: string[];
  sketchLayers: string[];
  keyBlocks: string[];
}

export interface BuildSpecItem {
  name: string;
  system: string;
  manufactured: boolean;
  routings: string[];
  itemCode?: string;
  uom?: string;
  wastePercent: number;
}

export interface LoadedBuildSpec {
  version: string;
  assembly: BuildSpecAssembly;
  items: BuildSpecItem[];
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The project's build spec (`buildSpecs/{version}`) as it defines this assembly and its system's items. */
export async function loadBuildSpec(project: Project, assemblyName: string): Promise<LoadedBuildSpec> {
  const version = project.base?.latest?.buildSpec ?? project.buildSpec;
  const snap = await firestore.collection('buildSpecs').doc(version).get();
  if (!snap.exists) throw new EngineError(`Build spec ${version} does not exist`);
  const entry = record(snap.get('assemblies'))[assemblyName];
  if (!entry) throw new EngineError(`Build spec ${version} does not define the assembly ${assemblyName}`);
  const systems = record(snap.get('systems'));
  const system = Object.keys(systems).find((s) => strings(record(systems[s]).configuredGroupAssemblies).includes(assemblyName));
  if (!system) throw new EngineError(`No system of build spec ${version} configures ${assemblyName}`);
  const a = record(entry);
  const items = Object.entries(record(snap.get('items')))
    .map(([name, raw]): BuildSpecItem => {
      const item = record(raw);
      const production = record(item.production);
      const purchasing = record(item.purchasing);
      return {
        name,
        system: String(item.system ?? ''),
        manufactured: production.manufactured === true,
        routings: strings(production.routings),
        ...(typeof purchasing.itemCode === 'string' ? { itemCode: purchasing.itemCode } : {}),
        ...(typeof purchasing.uom === 'string' ? { uom: purchasing.uom } : {}),
        wastePercent: typeof purchasing.wastePercent === 'number' ? purchasing.wastePercent : 0,
      };
    })
    .filter((i) => i.system === system)
    .sort((x, y) => x.name.localeCompare(y.name));
  return {
    version,
    assembly: {
      system,
      cadFlow: String(a.cadFlow ?? 'configured'),
      keyLayers: strings(a.keyLayers),
      sketchLayers: strings(a.sketchLayers),
      keyBlocks: strings(a.keyBlocks),
    },
    items,
  };
}

export interface ClassPartDoc {
  id: string;
  name: string;
  system: string;
  version: string;
  description: string;
  routings: string[];
  buildSpecs: string[];
}

/**
 * The class parts of a system that the build spec uses: per part, the version released for that
 * build spec, else the newest version.
 */
export async function classPartsOf(system: string, buildSpec: string): Promise<ClassPartDoc[]> {
  const snap = await firestore.collection('classParts').where('system', '==', system).get();
  const byName = new Map<string, ClassPartDoc[]>();
  for (const doc of snap.docs) {
    const d = doc.data();
    const part: ClassPartDoc = {
      id: doc.id,
      name: String(d.name ?? doc.id),
      system,
      version: String(d.version ?? 'v1.0.0'),
      description: String(d.description ?? ''),
      routings: Array.isArray(d.routings) ? d.routings.map((r: { id?: unknown }) => String(r?.id ?? '')).filter(Boolean) : [],
      buildSpecs: strings(d.buildSpecs),
    };
    byName.set(part.name, [...(byName.get(part.name) ?? []), part]);
  }
  return [...byName.values()]
    .map((versions) => classPartVersionForBuildSpec(versions, buildSpec)!)
    .sort((x, y) => x.name.localeCompare(y.name));
}

/** The document id in an Onshape link ('https://cad.onshape.com/documents/abc/w/...' -> 'abc'). */
export const onshapeDocumentOf = (link: string | undefined) => (link ? /\/documents\/([^/?#]+)/.exec(link)?.[1] : undefined);

// ── the local engine ────────────────────────────────────────────────────────────────────────

/**
 * Works from Firestore: the build spec's definition of the assembly (its system, key layers, the
 * system's items), the class parts of that system released for the build spec, and the project's
 * base counts. Same input, same output.
 */
export const localCadEngine: CadEngine = {
  async projectAssembly({ project, assembly }, progress) {
    await progress('reading the base design');
    if (!project.base?.latest) throw new EngineError(`Project ${project.id} has no committed base design`);
    const spec = await loadBuildSpec(project, assembly.assemblyName);
    await progress('configuring the assembly');
    const classParts = await classPartsOf(spec.assembly.system, spec.version);
    await progress('writing the assembly document');
    return {
      details:
        `Project assembly ${project.id}-${assembly.assembly} generated from build spec ${spec.version} ` +
        `(${spec.assembly.system} system, ${spec.assembly.cadFlow} CAD flow, ${classParts.length} class parts, base ${project.base.latest.version})`,
    };
  },

  async parts({ project, assembly, onshapeLink, onshape }, progress) {
    await progress('reading CAD');
    const requested = onshapeDocumentOf(onshapeLink);
    const assigned = onshapeDocumentOf(assembly.assign.onshapeLink);
    if (!requested || requested !== assigned)
      throw new EngineError(
        `The CAD document ${requested ?? onshapeLink} is not known: the assembly is assigned to ${assigned ? `document ${assigned}` : 'no document'}`,
      );
    const ref = parseDocumentLink(onshapeLink);
    if (!ref) throw new EngineError(`${onshapeLink} is not an Onshape assembly link (https://…/documents/{did}/w/{wid}/e/{eid})`);
    if (!onshape) throw new EngineError('Onshape is not configured');
    const spec = await loadBuildSpec(project, assembly.assemblyName);
    const classParts = await classPartsOf(spec.assembly.system, spec.version);
    await progress('reading the bill of materials');
    const rows = await onshape().bom(ref);
    // A BOM row names a class part by its part number (the class part's id or key) or its name.
    const classPartOf = (row: { partNumber: string; name: string }) =>
      classParts.find((p) => p.id === row.partNumber) ?? classParts.find((p) => p.id === row.partNumber.replace(/\//g, '~'));
    const byName = new Map<string, PipePart>();
    for (const row of rows) {
      if (row.quantity <= 0) continue;
      const part = classPartOf(row);
      const name = part?.name ?? (row.name || row.partNumber);
      const current = byName.get(name);
      byName.set(name, { name, qty: (current?.qty ?? 0) + row.quantity, ...(part ? { classPart: part.id } : {}) });
    }
    const parts = [...byName.values()].sort((x, y) => x.name.localeCompare(y.name));
    if (parts.length === 0)
      throw new EngineError(`The assembly's bill of materials in Onshape (document ${ref.did}, element ${ref.eid}) is empty`);
    const made = parts.filter((p) => p.classPart).length;
    const total = parts.reduce((sum, p) => sum + p.qty, 0);
    return { parts, details: `${parts.length} parts (${made} class parts), ${total} pieces, from the Onshape BOM` };
  },

  async reassembly({ assembly }, progress) {
    await progress('reading parts');
    const parts = assembly.parts.parts ?? [];
    if (parts.length === 0) throw new EngineError(`${assembly.assembly} has no parts: generate its parts first`);
    const ids = [...new Set(parts.flatMap((p) => (p.classPart ? [p.classPart] : [])))];
    const docs = ids.length ? await firestore.getAll(...ids.map((id) => firestore.collection('classParts').doc(id))) : [];
    const routingOf = new Map(
      docs.map((d) => [d.id, Array.isArray(d.get('routings')) ? String((d.get('routings') as { id?: unknown }[])[0]?.id ?? '') : '']),
    );
    await progress('sequencing sub-assemblies');
    const groups = new Map<string, string[]>();
    for (const part of parts) {
      const group = part.classPart ? routingOf.get(part.classPart) || 'assembly-bench' : 'bought-in';
      groups.set(group, [...(groups.get(group) ?? []), part.name]);
    }
    const list = [...groups.entries()].map(([name, names]) => ({ name, parts: names.sort() })).sort((x, y) => x.name.localeCompare(y.name));
    return { groups: list, details: `${list.length} sub-assemblies from ${parts.length} parts` };
  },
};
