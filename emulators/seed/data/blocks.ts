import type { Prng } from '../prng.js';
import { STAFF_USERS } from '../accounts.js';
import { LAYER_DRAW_ORDER, layerGroupOf, type LayerName } from './layers.js';
import { polygonPoints, polylinePoints, quarterInch, rectPoints, type DrawnObject } from './geometry.js';
import { docIdOfPath, type SeedDoc } from './types.js';

export const CURRENT_BLOCK_COUNT = 100;

type BlockType = 'room' | 'module' | 'exterior' | 'site' | 'structure';

interface BlockCategory {
  name: string;
  type: BlockType;
  variants: readonly string[];
  /** Width and depth ranges in feet. */
  widthFt: [number, number];
  depthFt: [number, number];
  /** Layers every block of the category draws on; more are added at random from `extra`. */
  core: readonly LayerName[];
  extra: readonly LayerName[];
}

const INTERIOR_EXTRA: readonly LayerName[] = [
  'design/doors',
  'design/windows',
  'design/fixtures',
  'design/casework',
  'design/furniture',
  'design/dimensions',
  'design/annotations',
  'assemblies/floor',
  'assemblies/walls',
  'assemblies/ceiling',
  'utilities/plumbing',
  'utilities/electrical',
  'utilities/lighting',
  'utilities/hvac',
];

const CATEGORIES: readonly BlockCategory[] = [
  { name: 'kitchen', type: 'room', variants: ['galley', 'l-shape', 'u-shape', 'island', 'peninsula'], widthFt: [8, 16], depthFt: [8, 14], core: ['design/walls', 'design/casework'], extra: INTERIOR_EXTRA },
  { name: 'bath', type: 'room', variants: ['full', 'three-quarter', 'powder', 'ada', 'jack-and-jill'], widthFt: [5, 10], depthFt: [5, 10], core: ['design/walls', 'design/fixtures'], extra: INTERIOR_EXTRA },
  { name: 'bedroom', type: 'room', variants: ['primary', 'secondary', 'bunk', 'guest'], widthFt: [10, 16], depthFt: [10, 15], core: ['design/walls', 'design/rooms'], extra: INTERIOR_EXTRA },
  { name: 'living', type: 'room', variants: ['great-room', 'den', 'dining', 'family'], widthFt: [12, 24], depthFt: [12, 20], core: ['design/walls', 'design/rooms'], extra: INTERIOR_EXTRA },
  { name: 'utility', type: 'room', variants: ['laundry', 'mechanical', 'mudroom'], widthFt: [5, 10], depthFt: [5, 9], core: ['design/walls', 'utilities/plumbing'], extra: INTERIOR_EXTRA },
  { name: 'storage', type: 'room', variants: ['reach-in', 'walk-in', 'pantry', 'linen'], widthFt: [3, 8], depthFt: [2, 8], core: ['design/walls'], extra: INTERIOR_EXTRA },
  { name: 'module', type: 'module', variants: ['studio', 'one-bed', 'two-bed', 'flex', 'core'], widthFt: [12, 16], depthFt: [28, 60], core: ['design/modules', 'design/walls', 'assemblies/floor'], extra: [...INTERIOR_EXTRA, 'assemblies/roof', 'design/rooms'] },
  { name: 'entry', type: 'exterior', variants: ['porch', 'stoop', 'vestibule', 'canopy'], widthFt: [4, 12], depthFt: [4, 8], core: ['design/walls', 'assemblies/floor'], extra: ['design/doors', 'design/dimensions', 'assemblies/roof', 'utilities/lighting', 'design/annotations'] },
  { name: 'deck', type: 'exterior', variants: ['rear', 'wraparound', 'balcony', 'roof'], widthFt: [8, 24], depthFt: [6, 14], core: ['assemblies/deck'], extra: ['assemblies/stair', 'design/dimensions', 'design/annotations', 'utilities/lighting', 'design/furniture'] },
  { name: 'stair', type: 'structure', variants: ['straight', 'l-turn', 'switchback', 'exterior'], widthFt: [3, 8], depthFt: [8, 14], core: ['assemblies/stair'], extra: ['design/walls', 'design/dimensions', 'utilities/lighting', 'design/annotations'] },
  { name: 'foundation', type: 'structure', variants: ['pier', 'slab', 'crawlspace', 'helical-pile'], widthFt: [12, 32], depthFt: [28, 60], core: ['sitework/foundation'], extra: ['sitework/grading', 'sitework/trenching', 'utilities/sewer', 'design/dimensions', 'design/annotations'] },
  { name: 'site', type: 'site', variants: ['driveway', 'patio', 'shed-pad', 'parking-pad', 'walkway'], widthFt: [8, 40], depthFt: [8, 40], core: ['sitework/grading'], extra: ['site/setback', 'site/access', 'site/trees', 'sitework/driveway', 'sitework/retaining', 'sitework/trenching', 'utilities/sewer', 'utilities/gas', 'design/dimensions'] },
];

/** What each layer usually holds, so a wall layer has walls and a plumbing layer has runs. */
const LAYER_CONTENT: Record<string, { kinds: readonly DrawnObject['type'][]; names: readonly string[]; stroke: string; fill?: string }> = {
  design: { kinds: ['rect', 'polygon', 'polyline'], names: ['element'], stroke: '#37474f' },
  'design/walls': { kinds: ['rect'], names: ['wall'], stroke: '#212121', fill: '#9e9e9e' },
  'design/rooms': { kinds: ['polygon', 'rect'], names: ['Kitchen', 'Bedroom', 'Bath', 'Living', 'Hall', 'Closet', 'Laundry'], stroke: '#5c6bc0', fill: '#e8eaf6' },
  'design/modules': { kinds: ['rect'], names: ['module'], stroke: '#1a237e' },
  'design/doors': { kinds: ['rect', 'polyline'], names: ['door', 'pocket door', 'barn door'], stroke: '#6d4c41' },
  'design/windows': { kinds: ['rect'], names: ['window', 'picture window', 'slider'], stroke: '#0277bd', fill: '#b3e5fc' },
  'design/fixtures': { kinds: ['rect', 'polygon'], names: ['toilet', 'vanity', 'shower', 'tub', 'sink', 'range', 'fridge'], stroke: '#455a64', fill: '#eceff1' },
  'design/casework': { kinds: ['rect'], names: ['base cabinet', 'wall cabinet', 'tall cabinet', 'countertop'], stroke: '#8d6e63', fill: '#d7ccc8' },
  'design/furniture': { kinds: ['rect', 'polygon'], names: ['bed', 'sofa', 'table', 'desk', 'chair'], stroke: '#9e9d24' },
  'design/dimensions': { kinds: ['polyline'], names: ['dimension'], stroke: '#d81b60' },
  'design/annotations': { kinds: ['polyline', 'rect'], names: ['note', 'leader'], stroke: '#ff6f00' },
  assemblies: { kinds: ['rect'], names: ['member'], stroke: '#4e342e' },
  'assemblies/floor': { kinds: ['rect'], names: ['joist', 'rim', 'blocking'], stroke: '#795548' },
  'assemblies/walls': { kinds: ['rect'], names: ['stud', 'king stud', 'header', 'plate'], stroke: '#8d6e63' },
  'assemblies/ceiling': { kinds: ['rect'], names: ['ceiling joist', 'strongback'], stroke: '#a1887f' },
  'assemblies/roof': { kinds: ['rect', 'polygon'], names: ['rafter', 'ridge', 'truss'], stroke: '#5d4037' },
  'assemblies/deck': { kinds: ['rect'], names: ['deck board', 'joist', 'beam', 'post'], stroke: '#a1887f', fill: '#d7ccc8' },
  'assemblies/stair': { kinds: ['rect', 'polyline'], names: ['tread', 'stringer', 'landing', 'handrail'], stroke: '#6d4c41' },
  utilities: { kinds: ['polyline'], names: ['run'], stroke: '#00897b' },
  'utilities/plumbing': { kinds: ['polyline', 'rect'], names: ['supply', 'drain', 'vent', 'cleanout'], stroke: '#1e88e5' },
  'utilities/sewer': { kinds: ['polyline'], names: ['sewer lateral'], stroke: '#6d4c41' },
  'utilities/electrical': { kinds: ['polyline', 'rect'], names: ['circuit', 'outlet', 'switch', 'panel'], stroke: '#fdd835' },
  'utilities/lighting': { kinds: ['rect', 'polyline'], names: ['fixture', 'switch leg'], stroke: '#fbc02d' },
  'utilities/hvac': { kinds: ['polyline', 'rect'], names: ['duct', 'register', 'line set'], stroke: '#43a047' },
  'utilities/gas': { kinds: ['polyline'], names: ['gas line'], stroke: '#ffb300' },
  sitework: { kinds: ['polygon', 'polyline'], names: ['area'], stroke: '#6d4c41' },
  'sitework/foundation': { kinds: ['rect'], names: ['pier', 'footing', 'grade beam'], stroke: '#616161', fill: '#bdbdbd' },
  site: { kinds: ['polygon', 'polyline'], names: ['feature'], stroke: '#2e7d32' },
  'site/trees': { kinds: ['polygon'], names: ['tree', 'shrub'], stroke: '#2e7d32', fill: '#c8e6c9' },
};

function contentOf(layer: string): (typeof LAYER_CONTENT)[string] {
  return LAYER_CONTENT[layer] ?? LAYER_CONTENT[layerGroupOf(layer)] ?? { kinds: ['polyline'], names: ['object'], stroke: '#000000' };
}

/** Walls: the four exterior walls first (6" thick), then interior partitions (4.5"). */
function wallPoints(rng: Prng, index: number, width: number, height: number): number[] {
  const t = 6;
  switch (index) {
    case 0:
      return rectPoints(0, 0, width, t);
    case 1:
      return rectPoints(width - t, 0, t, height);
    case 2:
      return rectPoints(0, height - t, width, t);
    case 3:
      return rectPoints(0, 0, t, height);
  }
  const along = rng.float(0.3, 1);
  if (rng.chance(0.5)) return rectPoints(rng.float(t, Math.max(t, width - t - 4.5)), t, 4.5, quarterInch((height - 2 * t) * along));
  return rectPoints(t, rng.float(t, Math.max(t, height - t - 4.5)), quarterInch((width - 2 * t) * along), 4.5);
}

function drawObject(rng: Prng, layer: string, index: number, width: number, height: number): DrawnObject {
  const content = contentOf(layer);
  if (layer === 'design/walls') {
    return { name: `${index < 4 ? 'exterior wall' : 'partition'} ${index + 1}`, type: 'rect', points: wallPoints(rng, index, width, height) };
  }
  const type = rng.pick(content.kinds);
  const name = `${rng.pick(content.names)} ${index + 1}`;
  let points: number[];
  if (type === 'rect') {
    const w = quarterInch(rng.float(Math.min(2, width), Math.max(2, width / 3)));
    const h = quarterInch(rng.float(Math.min(2, height), Math.max(2, height / 3)));
    points = rectPoints(rng.float(0, Math.max(0, width - w)), rng.float(0, Math.max(0, height - h)), w, h);
  } else if (type === 'polygon') points = polygonPoints(rng, width, height);
  else points = polylinePoints(rng, width, height);
  const object: DrawnObject = { name, type, points };
  // Most objects take the layer style; some carry their own, as hand-edited drawings do.
  if (rng.chance(0.3)) {
    object.style = { stroke: content.stroke, strokeWidth: rng.pick([0.5, 1, 1.5, 2]) };
    if (content.fill) object.style.fill = content.fill;
    if (type === 'polyline' && rng.chance(0.4)) object.style.dash = [6, 3];
  }
  return object;
}

function drawLayers(rng: Prng, category: BlockCategory, width: number, height: number): Record<string, { objects: DrawnObject[] }> {
  const wanted = Math.min(8, Math.max(2, category.core.length + rng.int(0, 6)));
  const extra = rng.pickMany(category.extra.filter((l) => !category.core.includes(l)), wanted - category.core.length);
  const chosen = new Set<string>([...category.core, ...extra]);
  const layers: Record<string, { objects: DrawnObject[] }> = {};
  // Keys in draw order, so a reader that iterates the map draws in the right order.
  for (const layer of LAYER_DRAW_ORDER) {
    if (!chosen.has(layer)) continue;
    const count = layer === 'design/walls' ? rng.int(4, 12) : rng.int(1, 30);
    layers[layer] = { objects: Array.from({ length: count }, (_, i) => drawObject(rng, layer, i, width, height)) };
  }
  return layers;
}

function versionHistory(rng: Prng): string[] {
  // Most blocks were drawn once; about a third were revised a few times.
  const steps = rng.chance(0.35) ? rng.int(2, 4) : 1;
  let [major, minor, patch] = [1, 0, 0];
  const history = [`v${major}.${minor}.${patch}`];
  for (let i = 1; i < steps; i++) {
    const kind = rng.pick(['patch', 'patch', 'minor', 'major'] as const);
    if (kind === 'major') [major, minor, patch] = [major + 1, 0, 0];
    else if (kind === 'minor') [minor, patch] = [minor + 1, 0];
    else patch += 1;
    history.push(`v${major}.${minor}.${patch}`);
  }
  return history;
}

export interface BlockLibrary {
  docs: SeedDoc[];
  /** The current doc has no version field, so build specs read the latest version from here. */
  latestVersionByName: Record<string, string>;
  /** Block families (category + variant): what class blocks are made of. */
  families: BlockFamily[];
}

export interface BlockFamily {
  categoryName: string;
  /** The variant, e.g. 'galley': the class block's name. */
  name: string;
  type: BlockType;
  /** Current block names, with their width and depth in feet. */
  blocks: { name: string; widthFt: number; depthFt: number; version: string }[];
}

/**
 * 100 current blocks (no `version` field: the app lists blocks with version absent) plus one doc
 * per older version, which carries its `version`.
 */
export function buildBlocks(rng: Prng): BlockLibrary {
  const docs: SeedDoc[] = [];
  const latestVersionByName: Record<string, string> = {};
  const names = new Set<string>();
  const families = new Map<string, BlockFamily>();
  while (names.size < CURRENT_BLOCK_COUNT) {
    const category = CATEGORIES[names.size % CATEGORIES.length] as BlockCategory;
    const widthFt = rng.int(...category.widthFt);
    const depthFt = rng.int(...category.depthFt);
    const variant = rng.pick(category.variants);
    const name = `${category.name}-${variant}-${widthFt}x${depthFt}`;
    if (names.has(name)) continue;
    names.add(name);

    const key = `${category.name}/${name}`;
    const history = versionHistory(rng);
    latestVersionByName[name] = history[history.length - 1] ?? 'v1.0.0';
    const familyKey = `${category.name}/${variant}`;
    const family = families.get(familyKey) ?? { categoryName: category.name, name: variant, type: category.type, blocks: [] };
    family.blocks.push({ name, widthFt, depthFt, version: latestVersionByName[name] });
    families.set(familyKey, family);
    const designer = rng.pick(STAFF_USERS);
    const common = {
      name,
      designer,
      type: category.type,
      categoryName: category.name,
      key,
      path: `base/blocks/${key}`,
      route: `/block/${name}`,
      width: widthFt * 12,
      height: depthFt * 12,
    };
    // Each version draws from its own stream, so older versions differ from the current one.
    const current = rng.fork(key);
    docs.push({ id: docIdOfPath(key), data: { ...common, layers: drawLayers(current, category, common.width, common.height) } });
    for (const version of history.slice(0, -1)) {
      const older = rng.fork(`${key}@${version}`);
      docs.push({
        id: docIdOfPath(`${key}/${version}`),
        data: { ...common, designer: older.pick(STAFF_USERS), layers: drawLayers(older, category, common.width, common.height), version },
      });
    }
  }
  return { docs, latestVersionByName, families: [...families.values()] };
}
