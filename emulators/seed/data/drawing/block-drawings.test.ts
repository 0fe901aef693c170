import { describe, expect, it } from 'vitest';
import { LAYER_DRAW_ORDER } from '@workhub/domain';
import { createPrng } from '../../prng.js';
import { buildSeed } from '../../build.js';
import { BLOCK_CATEGORIES, workableSize } from '../blocks.js';
import type { DrawnObject } from '../geometry.js';
import { drawBlock, type BlockLayersDrawn } from './block-drawings.js';
import { Plan, boxOf, overlaps, type Box } from './plan.js';
import * as S from './shapes.js';

interface Drawn {
  name: string;
  category: string;
  variant: string;
  width: number;
  height: number;
  layers: BlockLayersDrawn;
}

/** Every seeded block (current and older versions)... */
const seeded: Drawn[] = buildSeed().blocks.map(({ data }) => {
  const [, variant] = /^[a-z]+-(.+)-\d+x\d+$/.exec(String(data.name)) ?? [];
  return {
    name: `${String(data.name)}${data.version ? `@${String(data.version)}` : ''}`,
    category: String(data.categoryName),
    variant: variant!,
    width: Number(data.width),
    height: Number(data.height),
    layers: data.layers as BlockLayersDrawn,
  };
});

/** ...and every category, variant and size the seed can draw, so another seed holds too. */
const everySize: Drawn[] = BLOCK_CATEGORIES.flatMap((category) =>
  category.variants.flatMap((variant) => {
    const out: Drawn[] = [];
    for (let w = category.widthFt[0]; w <= category.widthFt[1]; w++) {
      for (let d = category.depthFt[0]; d <= category.depthFt[1]; d++) {
        const [widthFt, depthFt] = workableSize(category.name, variant, w, d);
        const name = `${category.name}-${variant}-${widthFt}x${depthFt}`;
        const spec = { category: category.name, variant, width: widthFt * 12, height: depthFt * 12 };
        out.push({ name, ...spec, layers: drawBlock(createPrng(w * 100 + d).fork(name), spec) });
      }
    }
    return out;
  }),
);

const SOLID_LAYERS = ['design/fixtures', 'design/casework', 'design/furniture'];
const objectsOf = (block: Drawn, layer: string): DrawnObject[] => block.layers[layer]?.objects ?? [];
const solidsOf = (block: Drawn) => SOLID_LAYERS.flatMap((layer) => objectsOf(block, layer).filter((o) => o.type === 'polygon'));
const detailsOf = (block: Drawn) => SOLID_LAYERS.flatMap((layer) => objectsOf(block, layer).filter((o) => o.type === 'polyline'));
const wallsOf = (block: Drawn) => objectsOf(block, 'design/walls').map((o) => boxOf(o.points));
const isDoorSwing = (o: DrawnObject) => o.type === 'polyline';
const within = (inner: Box, outer: Box, tolerance = 0.01) =>
  inner.x0 >= outer.x0 - tolerance &&
  inner.y0 >= outer.y0 - tolerance &&
  inner.x1 <= outer.x1 + tolerance &&
  inner.y1 <= outer.y1 + tolerance;
const touches = (x: number, y: number, b: Box, tolerance = 0.01) =>
  x >= b.x0 - tolerance && x <= b.x1 + tolerance && y >= b.y0 - tolerance && y <= b.y1 + tolerance;
const named = (block: Drawn, name: string) => solidsOf(block).filter((o) => o.name === name || o.name.startsWith(`${name} `));

/** Problems of one drawing: what a new user would see as wrong. */
function problemsOf(block: Drawn): string[] {
  const problems: string[] = [];
  const footprint = { x0: 0, y0: 0, x1: block.width, y1: block.height };
  const layerNames = Object.keys(block.layers);
  const order = LAYER_DRAW_ORDER as readonly string[];
  if (layerNames.some((l) => !order.includes(l))) problems.push(`unknown layer in ${layerNames.join(', ')}`);
  if (layerNames.join() !== [...layerNames].sort((a, b) => order.indexOf(a) - order.indexOf(b)).join())
    problems.push('layers out of draw order');
  for (const [layer, { objects }] of Object.entries(block.layers)) {
    if (objects.length === 0) problems.push(`${layer} is empty`);
    const names = objects.map((o) => o.name);
    if (new Set(names).size !== names.length) problems.push(`${layer} repeats a name`);
    for (const o of objects) {
      if (!within(boxOf(o.points), footprint)) problems.push(`${layer} ${o.name} leaves the footprint`);
      if (o.type === 'rect' && !['design/rooms', 'sitework/foundation', 'sitework/driveway'].includes(layer))
        problems.push(`${layer} ${o.name} is a rect (it would show an area label)`);
    }
  }
  // Rects show their area at their centre: no two may overlap, so labels never pile up.
  const rects = Object.values(block.layers).flatMap((l) => l.objects.filter((o) => o.type === 'rect'));
  rects.forEach((a, i) =>
    rects.slice(i + 1).forEach((b) => overlaps(boxOf(a.points), boxOf(b.points)) && problems.push(`rects ${a.name} and ${b.name} overlap`)),
  );

  const walls = wallsOf(block);
  const swings = objectsOf(block, 'design/doors')
    .filter(isDoorSwing)
    .map((o) => ({ name: o.name, box: boxOf(o.points) }));
  const solids = solidsOf(block).map((o) => ({ name: o.name, box: boxOf(o.points) }));
  swings.forEach((a, i) => swings.slice(i + 1).forEach((b) => overlaps(a.box, b.box) && problems.push(`${a.name} swings into ${b.name}`)));
  solids.forEach((a, i) => {
    for (const b of solids.slice(i + 1)) if (overlaps(a.box, b.box)) problems.push(`${a.name} overlaps ${b.name}`);
    if (walls.some((w) => overlaps(w, a.box))) problems.push(`${a.name} overlaps a wall`);
    for (const swing of swings) if (overlaps(swing.box, a.box)) problems.push(`${a.name} blocks the ${swing.name}`);
  });
  for (const detail of detailsOf(block)) {
    if (!solids.some((s) => within(boxOf(detail.points), s.box))) problems.push(`${detail.name} stands outside every fixture`);
  }
  // Doors and windows sit in openings: wall on both sides, none across them.
  const openings = [
    ...objectsOf(block, 'design/doors').map((o) => ({
      name: o.name,
      ends: isDoorSwing(o) ? endsOf(o.points) : longEnds(boxOf(o.points)),
      box: boxOf(o.points),
    })),
    ...objectsOf(block, 'design/windows')
      .filter((o) => o.type === 'polygon')
      .map((o) => ({ name: o.name, ends: longEnds(boxOf(o.points)), box: boxOf(o.points) })),
  ];
  for (const opening of openings) {
    const [[ax, ay], [bx, by]] = opening.ends;
    if (ax !== bx && ay !== by) problems.push(`${opening.name} is not along a wall`);
    if (!walls.some((w) => touches(ax, ay, w)) || !walls.some((w) => touches(bx, by, w)))
      problems.push(`${opening.name} has no wall at one end`);
    const span = { x0: Math.min(ax, bx), y0: Math.min(ay, by), x1: Math.max(ax, bx), y1: Math.max(ay, by) };
    const band = ax === bx ? { ...span, x0: span.x0 - 0.5, x1: span.x1 + 0.5 } : { ...span, y0: span.y0 - 0.5, y1: span.y1 + 0.5 };
    if (walls.some((w) => overlaps(w, band))) problems.push(`a wall runs across ${opening.name}`);
  }
  return problems;
}

/** A swing door's hinge and strike (its first and last points). */
function endsOf(points: readonly number[]): [[number, number], [number, number]] {
  return [
    [points[0]!, points[1]!],
    [points[points.length - 2]!, points[points.length - 1]!],
  ];
}

/** The middles of a thin box's two short sides (a window, a closed leaf). */
function longEnds(b: Box): [[number, number], [number, number]] {
  const midX = (b.x0 + b.x1) / 2;
  const midY = (b.y0 + b.y1) / 2;
  return b.x1 - b.x0 >= b.y1 - b.y0
    ? [
        [b.x0, midY],
        [b.x1, midY],
      ]
    : [
        [midX, b.y0],
        [midX, b.y1],
      ];
}

/** Plan sizes (inches, short side then long side) of what the drawings hold, from US standard sizes. */
const REAL_SIZES: Record<string, [number, number, number, number]> = {
  toilet: [18, 20, 27, 29],
  bathtub: [29, 31, 54, 60],
  shower: [36, 36, 36, 48],
  'roll-in shower': [30, 30, 60, 60],
  vanity: [21, 21, 24, 72],
  lavatory: [19, 19, 22, 22],
  range: [26, 26, 30, 30],
  refrigerator: [30, 30, 36, 36],
  dishwasher: [24, 25, 24, 25],
  'sink base': [25, 25, 36, 36],
  'twin bed': [39, 39, 75, 75],
  'bunk bed': [39, 39, 75, 75],
  'full bed': [54, 54, 75, 75],
  'queen bed': [60, 60, 80, 80],
  'king bed': [76, 76, 80, 80],
  nightstand: [18, 18, 22, 22],
  sofa: [36, 36, 60, 84],
  washer: [27, 27, 30, 30],
  dryer: [27, 27, 30, 30],
  'water heater': [20, 22, 20, 22],
  'dining table': [36, 40, 48, 72],
};

describe('seeded block drawings', () => {
  it.each([
    ['seeded blocks', seeded],
    ['every category, variant and size', everySize],
  ])('%s stay on their footprint, overlap nothing and have doors and windows in their walls', (_, blocks) => {
    const problems = blocks.flatMap((block) => problemsOf(block).map((p) => `${block.name}: ${p}`));
    expect([...new Set(problems.map((p) => p.replace(/-\d+x\d+/, '')))].slice(0, 30)).toEqual([]);
  });

  it('draws fixtures and furniture at real sizes', () => {
    const wrong: string[] = [];
    for (const block of [...seeded, ...everySize]) {
      for (const o of solidsOf(block)) {
        const size = REAL_SIZES[o.name.replace(/ \d+$/, '')];
        if (!size) continue;
        const b = boxOf(o.points);
        const [short, long] = [b.x1 - b.x0, b.y1 - b.y0].sort((x, y) => x - y) as [number, number];
        if (short < size[0] - 0.5 || short > size[1] + 0.5 || long < size[2] - 0.5 || long > size[3] + 0.5)
          wrong.push(`${block.name}: ${o.name} is ${short}" × ${long}"`);
      }
    }
    expect(wrong.slice(0, 20)).toEqual([]);
  });

  it('gives each kind of block what makes it recognisable, and nothing from another room', () => {
    const missing: string[] = [];
    const expectIn = (block: Drawn, names: string[], absent: string[] = []) => {
      for (const name of names) if (named(block, name).length === 0) missing.push(`${block.name} has no ${name}`);
      for (const name of absent) if (named(block, name).length > 0) missing.push(`${block.name} has a ${name}`);
    };
    for (const block of [...seeded, ...everySize]) {
      const { category, variant } = block;
      if (category === 'bath' && variant === 'powder')
        expectIn(block, ['toilet', 'vanity'], ['bathtub', 'shower', 'range', 'refrigerator', 'sofa']);
      else if (category === 'bath' && variant === 'three-quarter') expectIn(block, ['toilet', 'vanity', 'shower'], ['bathtub', 'range']);
      else if (category === 'bath' && variant === 'ada') expectIn(block, ['toilet', 'lavatory', 'roll-in shower'], ['bathtub']);
      else if (category === 'bath') expectIn(block, ['toilet', 'vanity', 'bathtub'], ['range', 'refrigerator']);
      else if (category === 'kitchen')
        expectIn(
          block,
          ['sink base', 'range', 'refrigerator', 'dishwasher', ...(variant === 'peninsula' ? ['peninsula'] : [])],
          ['toilet', 'bathtub'],
        );
      else if (category === 'bedroom') expectIn(block, [], ['toilet', 'range']);
      else if (category === 'living') expectIn(block, variant === 'dining' ? ['dining table'] : ['sofa'], ['toilet', 'range']);
      else if (category === 'utility')
        expectIn(
          block,
          variant === 'laundry' ? ['washer', 'dryer'] : variant === 'mechanical' ? ['water heater', 'air handler'] : ['bench'],
        );
      else if (category === 'module') expectIn(block, ['toilet', 'vanity', 'bathtub', 'sink base', 'range', 'refrigerator']);
      if (category === 'bedroom' && !solidsOf(block).some((o) => / bed( \d+)?$/.test(o.name))) missing.push(`${block.name} has no bed`);
      if (['module', 'bath', 'bedroom', 'utility'].includes(category) && objectsOf(block, 'design/doors').length === 0)
        missing.push(`${block.name} has no door`);
      if (category === 'stair' && !objectsOf(block, 'assemblies/stair').some((o) => o.name.startsWith('riser')))
        missing.push(`${block.name} has no treads`);
    }
    expect(missing.slice(0, 20)).toEqual([]);
  });

  it('names rooms once each, with their area as the only label', () => {
    for (const block of seeded.filter((b) =>
      ['bath', 'kitchen', 'bedroom', 'living', 'utility', 'storage', 'module'].includes(b.category),
    )) {
      expect(objectsOf(block, 'design/rooms').length, block.name).toBeGreaterThanOrEqual(1);
      expect(
        objectsOf(block, 'design/walls').every((o) => o.type === 'polygon'),
        block.name,
      ).toBe(true);
    }
  });
});

describe('the plan builder', () => {
  it('places a shape against a wall, then beside it, never over it or a door swing', () => {
    const plan = new Plan(120, 96);
    const walls = plan.enclose({ x0: 0, y0: 0, x1: 120, y1: 96 }, 4.5);
    plan.door(walls.south, 7.5, 30, { hinge: 'start', into: '+' });
    const room = plan.room('Room', { x0: 4.5, y0: 4.5, x1: 115.5, y1: 91.5 });
    const first = plan.place(room, 'south', S.nightstand(), { at: 'start' })!;
    // The door swings over the first 30" of the south wall: the nightstand goes past it.
    expect(first.box.x0).toBeGreaterThanOrEqual(37.5);
    const second = plan.place(room, 'south', S.nightstand(), { at: 'start' })!;
    expect(overlaps(first.box, second.box)).toBe(false);
    expect(plan.place(room, 'west', S.sofa(120))).toBeNull();
  });

  it('cuts openings out of a wall and refuses overlapping ones', () => {
    const plan = new Plan(120, 96);
    const walls = plan.enclose({ x0: 0, y0: 0, x1: 120, y1: 96 }, 6);
    plan.window(walls.north, 30, 36);
    expect(() => plan.window(walls.north, 50, 36)).toThrow(/does not fit/);
    const layers = plan.layersInOrder(LAYER_DRAW_ORDER);
    // The north wall is two segments either side of the window; the others are whole.
    expect(layers['design/walls']!.objects.map((o) => o.name)).toEqual([
      'south wall',
      'north wall',
      'north wall 2',
      'west wall',
      'east wall',
    ]);
    expect(layers['design/walls']!.objects.map((o) => boxOf(o.points)).filter((b) => b.y0 === 90)).toEqual([
      { x0: 0, y0: 90, x1: 30, y1: 96 },
      { x0: 66, y0: 90, x1: 120, y1: 96 },
    ]);
  });

  it('undoes a layout that does not fit and keeps the first that does', () => {
    const plan = new Plan(60, 60);
    const room = plan.room('Closet', { x0: 0, y0: 0, x1: 60, y1: 60 });
    plan.firstThatFits('closet', [
      () => {
        plan.require(room, ['south'], S.nightstand());
        plan.require(room, ['south'], S.sofa(84));
      },
      () => void plan.require(room, ['north'], S.dresser(36)),
    ]);
    const layers = plan.layersInOrder(LAYER_DRAW_ORDER);
    expect(layers['design/furniture']!.objects.map((o) => o.name)).toEqual(['dresser']);
    expect(() => plan.firstThatFits('nothing', [() => void plan.require(room, ['north'], S.sofa(84))])).toThrow(/sofa does not fit/);
  });
});
