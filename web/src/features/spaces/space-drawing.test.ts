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
});
