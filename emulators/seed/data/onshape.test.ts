import { describe, expect, it } from 'vitest';
import { onshapeTemplateName } from '@workhub/domain';
import { buildSeed } from '../build';
import { assemblyDocumentIds, buildOnshapeDocuments, seedAssemblyLink } from './onshape';

describe("the Onshape stand-in's documents agree with the seed", () => {
  const seed = buildSeed();
  const docs = new Map(buildOnshapeDocuments(seed).map((d) => [d.id, d]));
  const classParts = new Map(seed.classParts.map((d) => [d.id, d.data]));

  it('serves the document of every done CAD assignment, with a BOM of class parts of its system and bought items', () => {
    const assigned = seed.pipe.filter((d) => (d.data.assign as { status: string }).status === 'done');
    expect(assigned.length).toBeGreaterThan(20);
    for (const { data } of assigned) {
      const link = (data.assign as { onshapeLink: string }).onshapeLink;
      expect(link).toBe(seedAssemblyLink(String(data.projectId), String(data.assembly)));
      const ids = assemblyDocumentIds(String(data.projectId), String(data.assembly));
      const doc = docs.get(ids.did)!;
      expect(doc.workspace).toBe(ids.wid);
      const element = doc.elements.find((e) => e.id === ids.eid)!;
      expect(element.elementType).toBe('ASSEMBLY');
      expect(element.bom.length).toBeGreaterThan(0);
      const systems = new Set(element.bom.flatMap((l) => (classParts.has(l.partNumber) ? [classParts.get(l.partNumber)!.system] : [])));
      expect(systems.size).toBe(1);
      expect(element.bom.every((l) => Number.isInteger(l.quantity) && l.quantity >= 1)).toBe(true);
    }
  });

  it('has a template for every assembly of every build spec', () => {
    const names = new Set([...docs.values()].map((d) => d.name));
    for (const spec of seed.buildSpecs)
      for (const assembly of Object.keys(spec.data.assemblies as object))
        expect(names.has(onshapeTemplateName(spec.id, assembly))).toBe(true);
  });
});
