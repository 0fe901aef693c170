/**
 * Blocks outside the rooms: entries (a porch, a stoop, a vestibule, a canopy at the front door),
 * decks, stairs, foundations and site pads, each drawn as what it is.
 */
import type { Prng } from '../../prng.js';
import type { LayerName } from '../layers.js';
import { WALL, type BlockDrawingSpec } from './block-spec.js';
import { decorate } from './details.js';
import { circle, serpentine, stepsDown } from './outlines.js';
import { boxPoints, type Box, type Plan } from './plan.js';
import * as S from './shapes.js';

// ---------------------------------------------------------------------------------------------
// Entries, decks, stairs

export function entryBlock(plan: Plan, rng: Prng, spec: BlockDrawingSpec): void {
  const { variant, width, height } = spec;
  const t = WALL.exterior;
  if (variant === 'vestibule') {
    const walls = plan.enclose({ x0: 0, y0: 0, x1: width, y1: height }, t);
    const inside = { x0: t, y0: t, x1: width - t, y1: height - t };
    plan.door(walls.south, (width - 36) / 2, 36, { hinge: 'start', into: '+', name: 'front door' });
    plan.closedDoor(walls.north, (width - 32) / 2, 32, { into: '-', name: 'door to house' });
    const sidelight = Math.min(24, (width - 36) / 2 - t - 12);
    if (sidelight >= 12) plan.window(walls.south, t + 6, sidelight, 'sidelight');
    const room = plan.room('Vestibule', inside);
    plan.placeOnAny(room, ['west', 'east'], S.bench(Math.min(48, inside.y1 - inside.y0 - 12)), { at: 'centre' });
    plan.placeOnAny(room, ['east', 'west'], S.closet(Math.min(48, inside.y1 - inside.y0 - 12), 24, 'coat closet'), { at: 'centre' });
    decorate(plan, rng, spec, [room]);
    return;
  }
  // The house wall along the back (north) edge, with the front door in it; the porch or stoop in front.
  const wall = plan.wall('house wall', true, height - t, t, 0, width);
  plan.closedDoor(wall, (width - 36) / 2, 36, { into: '-', name: 'front door' });
  if ((width - 36) / 2 - 36 >= 6) plan.window(wall, (width - 36) / 2 - 36, 24, 'sidelight');
  const stepDepth = variant === 'canopy' ? 0 : Math.min(33, height / 3);
  const landing: Box = { x0: 0, y0: stepDepth, x1: width, y1: height - t };
  const room = plan.room(variant === 'porch' ? 'Porch' : variant === 'stoop' ? 'Stoop' : 'Landing', landing);
  if (stepDepth > 0)
    stepsDown(plan, { x0: Math.max(0, width / 2 - 30), y0: 0, x1: Math.min(width, width / 2 + 30), y1: stepDepth }, 'south');
  if (variant === 'porch') {
    for (const x of [0, width - 6])
      plan.add('design/walls', {
        name: 'post',
        type: 'polygon',
        points: boxPoints({ x0: x, y0: stepDepth, x1: x + 6, y1: stepDepth + 6 }),
        style: S.STYLES.wall,
      });
    plan.solids.push({ x0: 0, y0: stepDepth, x1: 6, y1: stepDepth + 6 }, { x0: width - 6, y0: stepDepth, x1: width, y1: stepDepth + 6 });
    plan.placeOnAny(room, ['west', 'east'], S.bench(48), { at: 'centre' });
    plan.placeOnAny(room, ['east', 'west'], S.planter(20), { at: 'centre' });
  }
  plan.add('assemblies/roof', {
    name: variant === 'canopy' ? 'canopy' : 'porch roof',
    type: 'polyline',
    points: [0, height - t, 0, Math.max(0, stepDepth - 6), width, Math.max(0, stepDepth - 6), width, height - t],
    style: { stroke: '#5d4037', strokeWidth: 1, dash: [8, 4] },
  });
  plan.add('assemblies/floor', {
    name: 'floor framing',
    type: 'polyline',
    points: serpentine({ x0: 6, y0: stepDepth + 2, x1: width - 6, y1: height - t - 2 }, 16, true),
    style: { stroke: '#8d6e63', strokeWidth: 0.5, dash: [4, 4] },
  });
  decorate(plan, rng, spec, [room]);
}

export function deckBlock(plan: Plan, rng: Prng, spec: BlockDrawingSpec): void {
  const { variant, width, height } = spec;
  // Stairs down from the front edge, inside the block; the house is beyond the back (north) edge.
  const stairWidth = Math.min(48, width / 3);
  const stairDepth = variant === 'balcony' || variant === 'roof' ? 0 : Math.min(44, height / 3);
  const surface: Box = { x0: 0, y0: stairDepth, x1: width, y1: height };
  const room = plan.room(variant === 'roof' ? 'Roof deck' : variant === 'balcony' ? 'Balcony' : 'Deck', surface);
  plan.add('assemblies/deck', {
    name: 'deck boards',
    type: 'polyline',
    points: serpentine({ x0: 0, y0: stairDepth + 5.5, x1: width, y1: height - 5.5 }, 5.75, false),
    style: { stroke: '#bcaaa4', strokeWidth: 0.5 },
  });
  plan.add('assemblies/deck', {
    name: 'railing',
    type: 'polyline',
    points: [0, height, 0, stairDepth, width - stairWidth - 12, stairDepth],
    style: { stroke: '#4e342e', strokeWidth: 2 },
  });
  plan.add('assemblies/deck', {
    name: 'railing',
    type: 'polyline',
    points: [width - 12, stairDepth, width, stairDepth, width, height],
    style: { stroke: '#4e342e', strokeWidth: 2 },
  });
  for (const x of [0, width / 2 - 3, width - 6]) {
    plan.add('assemblies/deck', {
      name: 'post',
      type: 'polygon',
      points: boxPoints({ x0: x, y0: stairDepth, x1: x + 6, y1: stairDepth + 6 }),
      style: { stroke: '#4e342e', fill: '#8d6e63', strokeWidth: 1 },
    });
    plan.solids.push({ x0: x, y0: stairDepth, x1: x + 6, y1: stairDepth + 6 });
  }
  if (stairDepth > 0) {
    const stair = { x0: width - 12 - stairWidth, y0: 0, x1: width - 12, y1: stairDepth };
    stepsDown(plan, stair, 'south');
    plan.clearances.push({ x0: stair.x0, y0: stairDepth, x1: stair.x1, y1: stairDepth + 36 });
  }
  // Outdoor furniture where there is room: a table with chairs, a lounge chair.
  const table = S.roundTable(42);
  // Off centre, so the deck's area label stays readable.
  const placedTable = plan.placeFree(room, 'north', table, Math.max(30, width / 3 - 21), Math.min(36, (height - stairDepth - 42) / 2));
  if (placedTable) {
    for (const [du, dv] of [
      [-22, 12],
      [46, 12],
    ])
      plan.placeFree(room, 'north', S.chair('patio chair'), placedTable.u + du!, placedTable.v + dv!);
  }
  if (height - stairDepth >= 84) plan.placeOnAny(room, ['west'], S.lounger(), { at: 'centre' });
  plan.add('assemblies/floor', {
    name: 'joists',
    type: 'polyline',
    points: serpentine({ x0: 8, y0: stairDepth + 1, x1: width - 8, y1: height - 1 }, 16, true),
    style: { stroke: '#8d6e63', strokeWidth: 0.5, dash: [4, 4] },
  });
  decorate(plan, rng, spec, [room]);
}

export function stairBlock(plan: Plan, rng: Prng, spec: BlockDrawingSpec): void {
  const { variant, width, height } = spec;
  const enclosed = variant !== 'exterior';
  const t = enclosed ? WALL.partition : 0;
  if (enclosed) {
    plan.wall('west stair wall', false, 0, t, 0, height);
    plan.wall('east stair wall', false, width - t, t, 0, height);
  }
  const x0 = t;
  const x1 = width - t;
  const landing = Math.min(x1 - x0, 42);
  if (variant === 'switchback' && x1 - x0 >= 48) {
    // Two flights side by side, a landing across both at the top (north) end.
    const mid = (x0 + x1) / 2;
    const top = height - landing;
    stepsDown(plan, { x0, y0: 0, x1: mid - 1, y1: top }, 'south');
    stepsDown(plan, { x0: mid + 1, y0: 0, x1, y1: top }, 'north');
    plan.add('assemblies/stair', {
      name: 'landing',
      type: 'polygon',
      points: boxPoints({ x0, y0: top, x1, y1: height }),
      style: { stroke: '#6d4c41', fill: '#efebe9', strokeWidth: 1.25 },
    });
    plan.add('assemblies/stair', {
      name: 'up arrow',
      type: 'polyline',
      points: [
        mid - 18,
        12,
        mid - 18,
        top + landing / 2,
        mid + 18,
        top + landing / 2,
        mid + 18,
        12,
        mid + 14,
        18,
        mid + 18,
        12,
        mid + 22,
        18,
      ],
      style: { stroke: '#37474f', strokeWidth: 1 },
    });
  } else {
    // A straight flight; an L-turn ends on a landing that turns the next flight (off the block).
    const top = variant === 'l-turn' ? height - landing : height;
    stepsDown(plan, { x0, y0: 0, x1, y1: top }, 'south');
    if (variant === 'l-turn')
      plan.add('assemblies/stair', {
        name: 'landing',
        type: 'polygon',
        points: boxPoints({ x0, y0: top, x1, y1: height }),
        style: { stroke: '#6d4c41', fill: '#efebe9', strokeWidth: 1.25 },
      });
    const mid = (x0 + x1) / 2;
    plan.add('assemblies/stair', {
      name: 'up arrow',
      type: 'polyline',
      points: [mid, 12, mid, height - 12, mid - 4, height - 18, mid, height - 12, mid + 4, height - 18],
      style: { stroke: '#37474f', strokeWidth: 1 },
    });
  }
  plan.add('assemblies/stair', {
    name: 'handrail',
    type: 'polyline',
    points: [x0 + 2, 6, x0 + 2, height - 6],
    style: { stroke: '#4e342e', strokeWidth: 1.5 },
  });
  if (!enclosed)
    plan.add('assemblies/stair', {
      name: 'handrail',
      type: 'polyline',
      points: [x1 - 2, 6, x1 - 2, height - 6],
      style: { stroke: '#4e342e', strokeWidth: 1.5 },
    });
  decorate(plan, rng, spec, []);
}

// ---------------------------------------------------------------------------------------------
// Foundations and site pads

export function foundationBlock(plan: Plan, rng: Prng, spec: BlockDrawingSpec): void {
  const { variant, width, height } = spec;
  const style = { stroke: '#424242', fill: '#bdbdbd', strokeWidth: 1 };
  if (variant === 'slab') {
    plan.add('sitework/foundation', {
      name: 'slab',
      type: 'rect',
      points: boxPoints({ x0: 0, y0: 0, x1: width, y1: height }),
      style: { stroke: '#424242', fill: '#eeeeee', strokeWidth: 1.5 },
    });
    plan.add('sitework/foundation', {
      name: 'thickened edge',
      type: 'polyline',
      points: [12, 12, width - 12, 12, width - 12, height - 12, 12, height - 12, 12, 12],
      style: { stroke: '#616161', strokeWidth: 0.75, dash: [6, 4] },
    });
  } else if (variant === 'crawlspace') {
    // Perimeter footing and stem wall as four bands, an access hatch and vents in it.
    const t = 8;
    for (const [name, box] of [
      ['south stem wall', { x0: 0, y0: 0, x1: width, y1: t }],
      ['north stem wall', { x0: 0, y0: height - t, x1: width, y1: height }],
      ['west stem wall', { x0: 0, y0: t, x1: t, y1: height - t }],
      ['east stem wall', { x0: width - t, y0: t, x1: width, y1: height - t }],
    ] as const) {
      plan.add('sitework/foundation', { name, type: 'polygon', points: boxPoints(box), style });
    }
    for (let y = 96; y < height - 48; y += 96)
      plan.add('sitework/foundation', {
        name: 'pier',
        type: 'polygon',
        points: boxPoints({ x0: width / 2 - 8, y0: y - 8, x1: width / 2 + 8, y1: y + 8 }),
        style,
      });
    plan.add('sitework/foundation', {
      name: 'crawlspace',
      type: 'rect',
      points: boxPoints({ x0: t, y0: t, x1: width - t, y1: height - t }),
      style: { stroke: '#9e9e9e', fill: '#fafafa', strokeWidth: 0.5 },
    });
  } else {
    // Piers (or helical piles) under the module's two long edges and its middle line, 8' apart.
    const helical = variant === 'helical-pile';
    const columns = width >= 240 ? [18, width / 2, width - 18] : [18, width - 18];
    for (const x of columns) {
      for (let y = 18; y <= height - 18 + 1e-9; y += Math.max(72, (height - 36) / Math.max(1, Math.round((height - 36) / 96)))) {
        const points = helical ? circle(x, y, 6) : boxPoints({ x0: x - 12, y0: y - 12, x1: x + 12, y1: y + 12 });
        plan.add('sitework/foundation', { name: helical ? 'helical pile' : 'pier', type: 'polygon', points, style });
      }
      plan.add('sitework/foundation', {
        name: helical ? 'pile cap beam' : 'beam line',
        type: 'polyline',
        points: [x, 18, x, height - 18],
        style: { stroke: '#616161', strokeWidth: 0.75, dash: [10, 4] },
      });
    }
    plan.add('sitework/foundation', {
      name: 'module outline',
      type: 'polyline',
      points: [0, 0, width, 0, width, height, 0, height, 0, 0],
      style: { stroke: '#1a237e', strokeWidth: 1, dash: [12, 6] },
    });
  }
  if (rng.chance(0.6))
    plan.add('sitework/grading', {
      name: 'drainage slope',
      type: 'polyline',
      points: [
        width / 2,
        height / 2,
        width / 2,
        height / 2 - 48,
        width / 2 - 6,
        height / 2 - 40,
        width / 2,
        height / 2 - 48,
        width / 2 + 6,
        height / 2 - 40,
      ],
      style: { stroke: '#6d4c41', strokeWidth: 1 },
    });
  decorate(plan, rng, spec, []);
}

export function siteBlock(plan: Plan, rng: Prng, spec: BlockDrawingSpec): void {
  const { variant, width, height } = spec;
  const paving = { stroke: '#5d4037', fill: '#efebe9', strokeWidth: 1.25 };
  const layer: LayerName = 'sitework/driveway';
  let paved: Box;
  if (variant === 'walkway') {
    // A path 48" wide that turns once, from the front edge to the house at the back.
    const w = 48;
    const bend = height / 2;
    plan.add(layer, {
      name: 'walkway',
      type: 'polygon',
      points: [
        width / 4,
        0,
        width / 4 + w,
        0,
        width / 4 + w,
        bend - w / 2,
        (3 * width) / 4,
        bend - w / 2,
        (3 * width) / 4,
        height,
        (3 * width) / 4 - w,
        height,
        (3 * width) / 4 - w,
        bend + w / 2,
        width / 4,
        bend + w / 2,
      ],
      style: paving,
    });
    paved = { x0: width / 4, y0: 0, x1: (3 * width) / 4, y1: height };
  } else {
    const inset = variant === 'patio' || variant === 'shed-pad' ? 24 : 0;
    paved = { x0: inset, y0: inset, x1: width - inset, y1: height - inset };
    plan.add(layer, {
      name: variant === 'patio' ? 'patio' : variant === 'shed-pad' ? 'shed pad' : variant === 'parking-pad' ? 'parking pad' : 'driveway',
      type: 'rect',
      points: boxPoints(paved),
      style: paving,
    });
    if (variant === 'driveway' || variant === 'parking-pad') {
      // Parking stalls 9' wide, marked on the pad.
      for (let x = 108; x < width - 36; x += 108)
        plan.add(layer, {
          name: 'stall line',
          type: 'polyline',
          points: [x, height - 12, x, Math.max(12, height - 216)],
          style: { stroke: '#fafafa', strokeWidth: 1.5 },
        });
    }
  }
  plan.add('sitework/grading', {
    name: 'edge of grading',
    type: 'polyline',
    points: [0, 0, width, 0, width, height, 0, height, 0, 0],
    style: { stroke: '#8d6e63', strokeWidth: 0.75, dash: [6, 6] },
  });
  if (rng.chance(0.7) && variant !== 'walkway') {
    const r = Math.min(60, Math.min(width, height) / 5);
    plan.add('site/trees', {
      name: 'tree',
      type: 'polygon',
      points: circle(width - r, height - r, r, 14),
      style: { stroke: '#2e7d32', fill: '#c8e6c9', strokeWidth: 1 },
    });
  }
  if (variant === 'patio') {
    // The patio's own rect shows its area; furniture stands on it without another room drawn.
    const room = plan.area('Patio', paved);
    const table = plan.placeFree(room, 'south', S.roundTable(48), (paved.x1 - paved.x0 - 48) / 2, (paved.y1 - paved.y0 - 48) / 2);
    if (table)
      for (const [du, dv] of [
        [-22, 14],
        [52, 14],
      ])
        plan.placeFree(room, 'south', S.chair('patio chair'), table.u + du!, table.v + dv!);
  }
  decorate(plan, rng, spec, []);
}
