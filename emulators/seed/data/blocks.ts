import type { Prng } from '../prng.js';
import { STAFF_USERS } from '../accounts.js';
import { drawBlock } from './drawing/block-drawings.js';
import { docIdOfPath, type SeedDoc } from './types.js';

export const CURRENT_BLOCK_COUNT = 100;

export { CATEGORIES as BLOCK_CATEGORIES };

type BlockType = 'room' | 'module' | 'exterior' | 'site' | 'structure';

interface BlockCategory {
  name: string;
  type: BlockType;
  variants: readonly string[];
  /** Width and depth ranges in feet. */
  widthFt: [number, number];
  depthFt: [number, number];
}

const CATEGORIES: readonly BlockCategory[] = [
  { name: 'kitchen', type: 'room', variants: ['galley', 'l-shape', 'u-shape', 'island', 'peninsula'], widthFt: [8, 16], depthFt: [8, 14] },
  { name: 'bath', type: 'room', variants: ['full', 'three-quarter', 'powder', 'ada', 'jack-and-jill'], widthFt: [5, 10], depthFt: [5, 10] },
  { name: 'bedroom', type: 'room', variants: ['primary', 'secondary', 'bunk', 'guest'], widthFt: [10, 16], depthFt: [10, 15] },
  { name: 'living', type: 'room', variants: ['great-room', 'den', 'dining', 'family'], widthFt: [12, 24], depthFt: [12, 20] },
  { name: 'utility', type: 'room', variants: ['laundry', 'mechanical', 'mudroom'], widthFt: [5, 10], depthFt: [5, 9] },
  { name: 'storage', type: 'room', variants: ['reach-in', 'walk-in', 'pantry', 'linen'], widthFt: [3, 8], depthFt: [2, 8] },
  { name: 'module', type: 'module', variants: ['studio', 'one-bed', 'two-bed', 'flex', 'core'], widthFt: [12, 16], depthFt: [28, 60] },
  { name: 'entry', type: 'exterior', variants: ['porch', 'stoop', 'vestibule', 'canopy'], widthFt: [4, 12], depthFt: [4, 8] },
  { name: 'deck', type: 'exterior', variants: ['rear', 'wraparound', 'balcony', 'roof'], widthFt: [8, 24], depthFt: [6, 14] },
  { name: 'stair', type: 'structure', variants: ['straight', 'l-turn', 'switchback', 'exterior'], widthFt: [3, 8], depthFt: [8, 14] },
  { name: 'foundation', type: 'structure', variants: ['pier', 'slab', 'crawlspace', 'helical-pile'], widthFt: [12, 32], depthFt: [28, 60] },
  { name: 'site', type: 'site', variants: ['driveway', 'patio', 'shed-pad', 'parking-pad', 'walkway'], widthFt: [8, 40], depthFt: [8, 40] },
];

/**
 * The smallest outside size (feet) a variant's fixtures fit in, as [width, depth, width + depth]:
 * a full bath needs 5' × 8' for its tub, toilet and vanity. A drawn size below it is raised to it.
 */
const MIN_SIZE_FT: Record<string, [number, number, number?]> = {
  'kitchen/galley': [8, 8, 17],
  'kitchen/l-shape': [9, 8, 18],
  'kitchen/u-shape': [9, 8, 18],
  'kitchen/island': [9, 8, 18],
  'kitchen/peninsula': [10, 13],
  'bath/full': [5, 8],
  'bath/three-quarter': [6, 7],
  'bath/powder': [5, 6],
  'bath/ada': [7, 7, 15],
  'bath/jack-and-jill': [8, 7],
  'utility/laundry': [6, 6],
  'utility/mudroom': [7, 7],
  'module/two-bed': [12, 32],
};

/** A drawn size raised to the variant's smallest workable one. */
export function workableSize(category: string, variant: string, widthFt: number, depthFt: number): [number, number] {
  const [minW, minD, minSum = 0] = MIN_SIZE_FT[`${category}/${variant}`] ?? [0, 0];
  const width = Math.max(widthFt, minW);
  return [width, Math.max(depthFt, minD, minSum - width)];
}

/** An earlier revision was drawn the other way round: the same plan flipped left to right. */
function mirrored(layers: ReturnType<typeof drawBlock>, width: number): ReturnType<typeof drawBlock> {
  const flip = (points: number[]) => points.map((v, i) => (i % 2 === 0 ? width - v : v));
  return Object.fromEntries(
    Object.entries(layers).map(([name, { objects }]) => [name, { objects: objects.map((o) => ({ ...o, points: flip(o.points) })) }]),
  );
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
    const drawnWidth = rng.int(...category.widthFt);
    const drawnDepth = rng.int(...category.depthFt);
    const variant = rng.pick(category.variants);
    const [widthFt, depthFt] = workableSize(category.name, variant, drawnWidth, drawnDepth);
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
    const drawing = { category: category.name, variant, width: common.width, height: common.height };
    docs.push({ id: docIdOfPath(key), data: { ...common, layers: drawBlock(current, drawing) } });
    for (const version of history.slice(0, -1)) {
      const older = rng.fork(`${key}@${version}`);
      docs.push({
        id: docIdOfPath(`${key}/${version}`),
        data: { ...common, designer: older.pick(STAFF_USERS), layers: mirrored(drawBlock(older, drawing), common.width), version },
      });
    }
  }
  return { docs, latestVersionByName, families: [...families.values()] };
}
