import { describe, expect, it } from 'vitest';
import type { BaseSpecDoc } from '@workhub/domain';
import { drawOrderDiagram, layerLegendDiagram, systemsDiagram } from './svg';

const layer = (color: string) => ({ color, counts: ['count' as const, 'length' as const], uom: 'ft' });
const spec: BaseSpecDoc = {
  version: 'v0.9.0',
  created: '2026-01-01T00:00:00.000Z',
  createdBy: 'ada',
  layers: { 'design/walls': layer('#111111'), 'site/parcel': layer('#222222'), 'design/<odd>': layer('#333333') },
  themes: {},
  goals: [],
  order: ['site/parcel', 'design/walls'],
  systems: { structure: { layers: ['design/walls', 'utilities/gone'], isDefault: true } },
  properties: {},
};

describe('diagram SVG', () => {
  it('draws the draw order by group, numbering the layers, the unlisted ones last, text escaped', () => {
    const { svg, title } = drawOrderDiagram(spec);
    expect(title).toBe('Draw order, base spec v0.9.0');
    const at = (s: string) => svg.indexOf(s);
    expect(at('>site/parcel<')).toBeLessThan(at('>design/walls<'));
    expect(at('>design/walls<')).toBeLessThan(at('>design/&lt;odd&gt;<'));
    expect(svg).not.toContain('<odd>');
    expect(svg).toContain('fill="#222222"');
  });
  it('lists each layer with its counts and unit', () => {
    expect(layerLegendDiagram(spec).svg).toContain('>count, length<');
  });
  it('boxes each system with its layers, marking the default and layers the version lacks', () => {
    const { svg } = systemsDiagram(spec);
    expect(svg).toContain('>structure (default)<');
    expect(svg).toContain('utilities/gone (not a layer of this version)');
  });
});
