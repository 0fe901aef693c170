import { describe, expect, it } from 'vitest';
import { drawableLayers } from './space-drawing';

describe('drawableLayers', () => {
  it('draws the layers stored as block layers and leaves the others to the table', () => {
    const layers = {
      'design/walls': { objects: [{ name: 'north wall', type: 'rect', points: [0, 0, 240, 0, 240, 6, 0, 6] }] },
      'design/notes': { text: 'not geometry' },
      'design/empty': { objects: [] },
    };
    expect(Object.keys(drawableLayers(layers))).toEqual(['design/walls']);
  });

  it("draws a project base's modules and a generator's unnamed objects, without the fields it does not draw", () => {
    const drawn = drawableLayers({
      'design/modules': {
        objects: [{ name: 'Module 1', type: 'rect', points: [0, 0, 168, 0, 168, 384, 0, 384], module: 1, assemblies: ['floor'] }],
      },
      'site/lot': { objects: [{ type: 'rect', points: [0, 0, 600, 0, 600, 1200, 0, 1200] }] },
    });
    expect(drawn['design/modules']!.objects).toEqual([{ name: 'Module 1', type: 'rect', points: [0, 0, 168, 0, 168, 384, 0, 384] }]);
    expect(drawn['site/lot']!.objects[0]!.name).toBe('');
  });
});
