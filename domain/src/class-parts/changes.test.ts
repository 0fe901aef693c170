import { describe, expect, it } from 'vitest';
import { classPartChanges, type ComparableClassPart } from './changes';

const base: ComparableClassPart = {
  description: 'Wall panel',
  details: 'd',
  isActive: true,
  status: 'done',
  buildSpecs: ['v3.1.0'],
  onshapeDocuments: [{ name: 'structure / wall-panel', did: 'd1', vid: 'v1', eid: 'e1', url: 'u1' }],
  properties: { tiling: '2D', owner: 'Greta', system: 'structure', itemGroup: 'Manufactured Parts' },
  routings: [
    { id: 'saw-cut', partNumberSuffix: 'SC' },
    { id: 'panel-line', partNumberSuffix: 'PL' },
    { id: 'qc-inspection', partNumberSuffix: 'QC' },
  ],
};
const texts = (from: ComparableClassPart, to: ComparableClassPart) => classPartChanges(from, to).map((c) => c.text);

describe('classPartChanges', () => {
  it('is empty for equal versions', () => {
    expect(classPartChanges(base, structuredClone(base))).toEqual([]);
  });

  it('names property, routing, CAD and build spec changes in words', () => {
    const to: ComparableClassPart = {
      ...base,
      isActive: false,
      buildSpecs: ['v3.1.0', 'v3.2.0'],
      properties: { ...base.properties, owner: 'Hiro', tiling: undefined },
      routings: [...base.routings, { id: 'cnc-router', partNumberSuffix: 'CR' }],
      onshapeDocuments: [{ name: 'structure / wall-panel', did: 'd1', vid: 'v2', eid: 'e1', url: 'u2' }],
    };
    expect(texts(base, to)).toEqual([
      'Owner changed from Greta to Hiro',
      'Tiling removed (was 2D)',
      'Made inactive',
      'Routing cnc-router added',
      'CAD document "structure / wall-panel" now at version v2',
      'Build specs added: v3.2.0',
    ]);
  });

  it('names a routing that moved', () => {
    const [saw, panel, qc] = base.routings;
    expect(texts(base, { ...base, routings: [panel!, saw!, qc!] })).toEqual(['Routing order changed: saw-cut moved after panel-line']);
    expect(texts(base, { ...base, routings: [panel!, qc!, saw!] })).toEqual(['Routing order changed: saw-cut moved after qc-inspection']);
    expect(texts(base, { ...base, routings: [qc!, saw!, panel!] })).toEqual(['Routing order changed: qc-inspection moved before saw-cut']);
  });

  it('names removals, suffix changes, added CAD and removed build specs', () => {
    const to: ComparableClassPart = {
      ...base,
      buildSpecs: [],
      description: 'Wall panel 2x6',
      routings: [{ id: 'saw-cut', partNumberSuffix: 'SX' }],
      onshapeDocuments: [...base.onshapeDocuments, { name: 'jig', did: 'd2', wid: 'w2', eid: 'e2', url: 'u3' }],
    };
    expect(texts(base, to)).toEqual([
      'Description changed from "Wall panel" to "Wall panel 2x6"',
      'Routing panel-line removed',
      'Routing qc-inspection removed',
      'Routing saw-cut part number suffix changed from SC to SX',
      'CAD document "jig" added',
      'Build specs removed: v3.1.0',
    ]);
  });
});
