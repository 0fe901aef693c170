/**
 * The drawing of each seeded block, by category and variant: room blocks (a bath pod, a kitchen)
 * are one room inside its walls with a door on the front (south) wall and windows on the back
 * (north) wall; modules are rooms strung along the module's length (module-blocks.ts); entries,
 * decks, stairs, foundations and site pads draw what they are (outdoor-blocks.ts). Optional layers
 * (dimensions, utility runs, framing) come and go by the block's random stream (details.ts).
 */
import type { Prng } from '../../prng.js';
import { LAYER_DRAW_ORDER } from '../layers.js';
import { WALL, type BlockDrawingSpec, type BlockLayersDrawn } from './block-spec.js';
import { decorate } from './details.js';
import { moduleBlock } from './module-blocks.js';
import { deckBlock, entryBlock, foundationBlock, siteBlock, stairBlock } from './outdoor-blocks.js';
import { Plan, type Box, type WallRun } from './plan.js';
import { furnishRoom } from './rooms.js';

export type { BlockDrawingSpec, BlockLayersDrawn } from './block-spec.js';

const ROOM_NAMES: Record<string, Record<string, string>> = {
  bath: { full: 'Bath', 'three-quarter': 'Bath', powder: 'Powder room', ada: 'Accessible bath', 'jack-and-jill': 'Jack-and-Jill bath' },
  kitchen: { galley: 'Kitchen', 'l-shape': 'Kitchen', 'u-shape': 'Kitchen', island: 'Kitchen', peninsula: 'Kitchen' },
  bedroom: { primary: 'Primary bedroom', secondary: 'Bedroom', bunk: 'Bunk room', guest: 'Guest bedroom' },
  living: { 'great-room': 'Great room', den: 'Den', dining: 'Dining room', family: 'Family room' },
  utility: { laundry: 'Laundry', mechanical: 'Mechanical', mudroom: 'Mudroom' },
  storage: { 'reach-in': 'Closet', 'walk-in': 'Walk-in closet', pantry: 'Pantry', linen: 'Linen closet' },
};
export function drawBlock(rng: Prng, spec: BlockDrawingSpec): BlockLayersDrawn {
  const plan = new Plan(spec.width, spec.height);
  switch (spec.category) {
    case 'bath':
    case 'kitchen':
    case 'bedroom':
    case 'living':
    case 'utility':
    case 'storage':
      roomBlock(plan, rng, spec);
      break;
    case 'module':
      moduleBlock(plan, rng, spec);
      break;
    case 'entry':
      entryBlock(plan, rng, spec);
      break;
    case 'deck':
      deckBlock(plan, rng, spec);
      break;
    case 'stair':
      stairBlock(plan, rng, spec);
      break;
    case 'foundation':
      foundationBlock(plan, rng, spec);
      break;
    case 'site':
      siteBlock(plan, rng, spec);
      break;
    default:
      throw new Error(`no drawing for category ${spec.category}`);
  }
  return plan.layersInOrder(LAYER_DRAW_ORDER);
}
// ---------------------------------------------------------------------------------------------
// One room inside its walls

function roomBlock(plan: Plan, rng: Prng, spec: BlockDrawingSpec): void {
  const { category, variant, width, height } = spec;
  const t = category === 'bath' ? WALL.pod : WALL.partition;
  const walls = plan.enclose({ x0: 0, y0: 0, x1: width, y1: height }, t);
  const inside: Box = { x0: t, y0: t, x1: width - t, y1: height - t };
  const clearW = inside.x1 - inside.x0;
  const clearD = inside.y1 - inside.y0;
  // The door hangs near the west or the east corner of the front wall (the block mirrored).
  const mirrored = rng.chance(0.5);
  if (category === 'bath' && variant === 'jack-and-jill') {
    // Between two bedrooms: a door on each side wall, near the front.
    plan.door(walls.west, inside.y0 + 3, 28, { hinge: 'start', into: '+', name: 'door west' });
    plan.door(walls.east, inside.y0 + 3, 28, { hinge: 'start', into: '-', name: 'door east' });
  } else if (category === 'kitchen' || (category === 'living' && variant !== 'den')) {
    // Kitchens and living rooms open to the rest of the house.
    const opening = Math.min(category === 'kitchen' ? 42 : 60, clearW - 12);
    plan.opening(walls.south, (width - opening) / 2, opening);
  } else if ((category === 'storage' && clearD < 40) || (category === 'utility' && variant === 'mechanical' && clearD < 60)) {
    // A shallow closet: bifold doors across most of its front.
    const doorWidth = Math.min(category === 'storage' ? 72 : 36, clearW - 6);
    plan.bifold(walls.south, (width - doorWidth) / 2, doorWidth, { into: '+', name: 'bifold door' });
  } else {
    const doorWidth = Math.min(doorWidthOf(category, variant), clearW - 8, clearD - 12);
    const from = mirrored ? width - t - 3 - doorWidth : t + 3;
    plan.door(walls.south, from, doorWidth, { hinge: mirrored ? 'end' : 'start', into: '+' });
  }
  if (category === 'utility' && variant === 'mudroom' && clearW >= 50) {
    // The mudroom's other door leads outside, at the other end so the two never swing into each other.
    plan.door(walls.north, mirrored ? t + 3 : width - t - 3 - 36, 36, {
      hinge: mirrored ? 'start' : 'end',
      into: '-',
      name: 'exterior door',
    });
  }
  windowsOf(plan, walls.north, category, variant, clearW, t);
  const room = plan.room(ROOM_NAMES[category]?.[variant] ?? category, inside);
  furnishRoom(plan, room, category, variant, { rng, entry: 'south' });
  decorate(plan, rng, spec, [room]);
}

function doorWidthOf(category: string, variant: string): number {
  if (variant === 'ada') return 36;
  if (category === 'bath') return 28;
  if (category === 'storage') return 24;
  if (category === 'utility') return variant === 'mudroom' ? 32 : 30;
  return 32;
}

/** Windows in an exterior wall: one centred, or two for a wide room. */
function windowsOf(plan: Plan, run: WallRun, category: string, variant: string, clearW: number, t: number): void {
  if (category === 'storage' || (category === 'utility' && variant !== 'laundry')) return;
  if (category === 'bath' && variant === 'powder') return;
  const size = category === 'bath' ? 24 : category === 'kitchen' ? 36 : 36;
  const mid = (run.from + run.to) / 2;
  if (category !== 'bath' && category !== 'kitchen' && clearW >= 150) {
    plan.window(run, t + clearW / 4 - size / 2, size);
    plan.window(run, t + (3 * clearW) / 4 - size / 2, size);
  } else if (clearW >= size + 12) {
    plan.window(run, mid - size / 2, size);
  }
}
