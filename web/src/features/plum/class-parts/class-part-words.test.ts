import { describe, expect, it } from 'vitest';
import { describeOnshapeDocument, describeUsage, routingLabel, statusText } from './class-part-words';

describe('class-part words', () => {
  it('says what uses a class part: build specs with the version released and items, class blocks, projects', () => {
    const groups = describeUsage({
      buildSpecs: [{ version: 'v3.2.0', classPartVersion: 'v1.1.0', items: ['vanity'], assemblies: ['bath-pod'] }],
      classBlocks: [{ key: 'bath/pod', assemblies: ['bath-pod'] }],
      projects: [{ projectId: 'P-1001', assembly: 'm1-bath-5x8', parts: [{ name: 'vanity', qty: 2, classPart: 'bath/vanity' }] }],
    });
    expect(groups).toEqual([
      { title: 'Build specifications', items: ['build spec v3.2.0 — releases v1.1.0 — items vanity — assemblies bath-pod'] },
      { title: 'Class blocks', items: ['bath/pod (assemblies bath-pod)'] },
      { title: 'Projects', items: ['P-1001 m1-bath-5x8: 2 × vanity'] },
    ]);
    expect(describeUsage({ buildSpecs: [], classBlocks: [], projects: [] }).every((g) => g.items.length === 0)).toBe(true);
  });

  it('says a status in words', () => {
    expect(statusText('inProgress')).toBe('In progress');
    expect(statusText('done')).toBe('Done');
    expect(statusText('odd')).toBe('odd');
  });

  it('names a routing with its suffix and a CAD document by its name, else its document id', () => {
    expect(routingLabel({ id: 'saw-cut', partNumberSuffix: 'SC' })).toBe('saw-cut · part-number suffix SC');
    expect(describeOnshapeDocument({ did: 'a1', url: 'https://cad.onshape.example/documents/a1' })).toEqual({
      label: 'Onshape document a1',
      detail: 'document a1…',
      url: 'https://cad.onshape.example/documents/a1',
    });
    expect(describeOnshapeDocument({ did: 'aaaaaaaaaa', wid: 'bbbbbbbbbb', eid: 'cccccccccc', url: 'u' }).detail).toBe(
      'document aaaaaa…, workspace bbbbbb…, element cccccc…',
    );
    expect(describeOnshapeDocument({ name: 'Vanity carcass', did: 'a1', url: 'u' }).label).toBe('Vanity carcass');
  });
});
