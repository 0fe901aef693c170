import type { Prng } from '../prng.js';
import { isoAt } from '../clock.js';
import { STAFF_USERS } from '../accounts.js';
import { BUILDING_SYSTEMS } from './systems.js';
import { BASE_SPEC_VERSIONS } from './spec-versions.js';
import { LAYER_DRAW_ORDER, layerGroupOf } from './layers.js';
import type { DocData, SeedDoc } from './types.js';

const GROUP_COLORS: Record<string, readonly string[]> = {
  client: ['#8e24aa', '#ab47bc', '#ce93d8', '#6a1b9a'],
  site: ['#2e7d32', '#43a047', '#66bb6a', '#1b5e20', '#81c784', '#388e3c'],
  sitework: ['#6d4c41', '#8d6e63', '#a1887f', '#5d4037', '#795548'],
  design: ['#1565c0', '#1e88e5', '#42a5f5', '#0d47a1', '#5c6bc0', '#3949ab', '#7986cb', '#d81b60', '#ff6f00', '#9e9d24'],
  assemblies: ['#4e342e', '#795548', '#a1887f', '#5d4037', '#8d6e63', '#bcaaa4'],
  utilities: ['#00897b', '#1e88e5', '#6d4c41', '#fdd835', '#fbc02d', '#43a047', '#ffb300', '#f4511e'],
};

/** What the counts tab measures on a layer, and in which unit. */
function countsOf(layer: string): { counts: string[]; uom: string } {
  if (/walls|setback|boundary|dimensions|plumbing|sewer|electrical|gas|trenching/.test(layer))
    return { counts: ['count', 'length'], uom: 'ft' };
  if (/rooms|modules|parcel|foundation|floor|roof|ceiling|deck|driveway|grading|solar/.test(layer))
    return { counts: ['count', 'area'], uom: 'ft²' };
  return { counts: ['count'], uom: 'ea' };
}

function layersOf(version: string): Record<string, DocData> {
  // v0.1.0 predates the utilities group; later versions draw every layer.
  const names = version === 'v0.1.0' ? LAYER_DRAW_ORDER.filter((l) => layerGroupOf(l) !== 'utilities') : [...LAYER_DRAW_ORDER];
  const indexInGroup = new Map<string, number>();
  const layers: Record<string, DocData> = {};
  for (const name of names) {
    const group = layerGroupOf(name);
    const i = indexInGroup.get(group) ?? 0;
    indexInGroup.set(group, i + 1);
    const palette = GROUP_COLORS[group] ?? ['#000000'];
    layers[name] = { color: palette[i % palette.length] ?? '#000000', ...countsOf(name) };
  }
  return layers;
}

const GOALS = [
  {
    name: 'fit modules in setback',
    layer: 'design/modules',
    geometries: ['rect'],
    properties: { minWidth: 144, maxWidth: 192 },
    objectives: ['maximize floor area'],
    rules: ['inside site/setback', 'no overlap with site/trees'],
    tools: ['rect', 'move', 'rotate'],
  },
  {
    name: 'crane access',
    layer: 'site/access',
    geometries: ['polyline'],
    properties: { minClearance: 144 },
    objectives: ['minimize crane reach'],
    rules: ['connects to street', 'clear of client/easements'],
    tools: ['polyline'],
  },
  {
    name: 'foundation under modules',
    layer: 'sitework/foundation',
    geometries: ['rect'],
    properties: { pierSpacing: 96 },
    objectives: ['minimize pier count'],
    rules: ['under design/modules', 'inside site/parcel'],
    tools: ['rect', 'array'],
  },
  {
    name: 'utility runs',
    layer: 'utilities/sewer',
    geometries: ['polyline'],
    properties: { minSlope: 0.02 },
    objectives: ['minimize trench length'],
    rules: ['from design/modules to site/utilities-existing'],
    tools: ['polyline'],
  },
];

const PROPERTIES = {
  ceilingHeight: { type: 'number', default: 108, uom: 'in' },
  moduleWidth: { type: 'number', default: 168, uom: 'in' },
  roofPitch: { type: 'string', default: '4:12' },
  windZone: { type: 'number', default: 2 },
  seismicCategory: { type: 'string', default: 'D' },
  overrideSeismicS1: { type: 'number', default: 0 },
  overrideXbracing: { type: 'boolean', default: false },
  lotType: { type: 'string', default: 'regular', options: ['regular', 'through', 'corner', 'reverse corner', 'key', 'flag'] },
};

/** Base specifications, one doc per version (doc id = version). */
export function buildBaseSpecs(rng: Prng): SeedDoc[] {
  return BASE_SPEC_VERSIONS.map((version, index) => {
    const layers = layersOf(version);
    const order = LAYER_DRAW_ORDER.filter((l) => l in layers);
    const goals = GOALS.filter((g) => g.layer in layers).slice(0, 2 + index);
    const systems: Record<string, DocData> = {};
    for (const system of BUILDING_SYSTEMS) {
      systems[system] = {
        layers: rng.pickMany(
          order.filter((l) => /^(design|assemblies|utilities|sitework)\//.test(l)),
          rng.int(1, 4),
        ),
        isDefault: system === 'structure',
      };
    }
    return {
      id: version,
      data: {
        version,
        created: isoAt(-600 + index * 120),
        createdBy: rng.pick(STAFF_USERS),
        layers,
        themes: {
          default: { background: '#ffffff', grid: '#e0e0e0', minorGrid: '#f5f5f5', selection: '#2962ff' },
          print: { background: '#ffffff', grid: '#ffffff', minorGrid: '#ffffff', selection: '#000000', monochrome: true },
          dark: { background: '#121212', grid: '#2c2c2c', minorGrid: '#1e1e1e', selection: '#82b1ff' },
        },
        goals,
        order,
        systems,
        properties: PROPERTIES,
      },
    };
  });
}
