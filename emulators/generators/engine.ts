import {
  LOG_LEVEL,
  generatorInputProblems,
  generatorInputRefusal,
  measureObjects,
  rectPoints,
  round2,
  stepLabel,
  type DrawnObject,
  type EngineLogLine,
  type EngineStep,
  type GeneratorInput as GeneratorEngineInput,
  type RunOutput,
} from '@workhub/domain';

/**
 * The generator service stand-in's engine (emulators/generators): deterministic drawings from the project's latest base (module
 * count, floor area, per-layer counts), its committed project base in the version service (lot
 * size, module width) and the base spec (which layers exist). Every random choice comes from a
 * stream seeded by (generator, project, layer), so the same inputs draw the same objects and a
 * newer base spec changes only the layers it adds or removes. Units: feet.
 */

/** A small seeded stream (mulberry32 over an FNV-1a hash of the key). */
function streamOf(key: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Rect {
  x: number;
  y: number;
  w: number;
  d: number;
}

/** What every layer draws from: the lot, the buildable envelope inside the setbacks, the module footprints. */
interface Site {
  lot: Rect;
  envelope: Rect;
  modules: Rect[];
  lotType: string;
  estimatedLot: boolean;
}

const SETBACK = { front: 20, rear: 15, side: 5 };
const rect = (r: Rect): DrawnObject => ({ type: 'rect', points: rectPoints(round2(r.x), round2(r.y), round2(r.w), round2(r.d)) });
const line = (...xy: number[]): DrawnObject => ({ type: 'polyline', points: xy.map(round2) });

function siteOf(input: GeneratorEngineInput): Site {
  const { latest, base } = input.project;
  const modules = Math.max(1, Math.round(latest.modules));
  const floorArea = Math.max(100, latest.floorArea);
  const estimatedLot = !(base?.site?.lotWidth && base.site.lotDepth);
  const lotW = estimatedLot ? Math.round(Math.sqrt(floorArea * 6)) : base!.site!.lotWidth! / 12;
  const lotD = estimatedLot ? Math.round(lotW * 1.8) : base!.site!.lotDepth! / 12;
  const lot = { x: 0, y: 0, w: lotW, d: lotD };
  const envelope = { x: SETBACK.side, y: SETBACK.front, w: lotW - 2 * SETBACK.side, d: lotD - SETBACK.front - SETBACK.rear };
  const moduleW = (base?.defaults?.moduleWidth ?? 168) / 12;
  const moduleD = round2(floorArea / modules / moduleW);
  // Modules side by side from the front-left of the envelope, a new row when the envelope is full.
  const perRow = Math.max(1, Math.floor((envelope.w - 4) / moduleW));
  const rects = Array.from({ length: modules }, (_, i) => ({
    x: envelope.x + 2 + (i % perRow) * moduleW,
    y: envelope.y + 4 + Math.floor(i / perRow) * (moduleD + 6),
    w: moduleW,
    d: moduleD,
  }));
  return { lot, envelope, modules: rects, lotType: base?.site?.lotType ?? 'regular', estimatedLot };
}

/** Splits `total` into `n` parts between 40% and 160% of the mean, summing to total (two decimals). */
function splitLength(total: number, n: number, next: () => number): number[] {
  if (n <= 0) return [];
  const weights = Array.from({ length: n }, () => 0.4 + next() * 1.2);
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => round2((w / sum) * total));
  parts[n - 1] = round2(total - parts.slice(0, -1).reduce((a, b) => a + b, 0));
  return parts;
}

/** Runs of `lengths` laid as straight lines inside the modules, alternating directions. */
function runsInside(site: Site, lengths: number[], next: () => number): DrawnObject[] {
  return lengths.map((len, i) => {
    const m = site.modules[i % site.modules.length]!;
    const x = m.x + next() * m.w;
    const y = m.y + next() * m.d;
    return i % 2 === 0 ? line(x, y, x + len, y) : line(x, y, x, y + len);
  });
}

/** `n` small rects (w × d) along the modules' outer walls. */
function openings(site: Site, n: number, w: number, d: number, next: () => number): DrawnObject[] {
  return Array.from({ length: n }, (_, i) => {
    const m = site.modules[i % site.modules.length]!;
    const onLong = next() < 0.7;
    return onLong
      ? rect({ x: m.x + next() * (m.w - w), y: next() < 0.5 ? m.y : m.y + m.d - d, w, d })
      : rect({ x: m.x, y: m.y + next() * (m.d - w), w: d, d: w });
  });
}

/** Splits each module into `n` strips across its depth. */
function strips(site: Site, perModule: number): DrawnObject[] {
  return site.modules.flatMap((m) =>
    Array.from({ length: perModule }, (_, k) => rect({ x: m.x, y: m.y + (k * m.d) / perModule, w: m.w, d: m.d / perModule })),
  );
}

const countOf = (input: GeneratorEngineInput, layer: string, fallback: number) =>
  Math.max(0, Math.round(input.project.latest.counts[layer]?.count ?? fallback));
const lengthOf = (input: GeneratorEngineInput, layer: string, fallback: number) => input.project.latest.counts[layer]?.length ?? fallback;

/** The objects of one layer. */
function drawLayer(layer: string, site: Site, input: GeneratorEngineInput): DrawnObject[] {
  const next = streamOf(`${input.generator.id}|${input.project.id}|${layer}`);
  const { lot, envelope, modules } = site;
  const front = modules.reduce((y, m) => Math.min(y, m.y), Infinity);
  const hx = modules[0]!.x + modules[0]!.w / 2;
  switch (layer) {
    case 'client/boundary':
    case 'site/parcel':
      return [rect(lot)];
    case 'site/setback':
      return [rect(envelope)];
    case 'site/access':
      return [line(hx, 0, hx, front)];
    case 'site/trees':
      return Array.from({ length: 2 + Math.floor(next() * 4) }, () =>
        rect({ x: lot.x + next() * (lot.w - 8), y: lot.d - SETBACK.rear + next() * (SETBACK.rear - 8), w: 8, d: 8 }),
      );
    case 'sitework/grading':
      return modules.map((m) => rect({ x: m.x - 5, y: m.y - 5, w: m.w + 10, d: m.d + 10 }));
    case 'sitework/foundation':
    case 'design/modules':
      return modules.map(rect);
    case 'sitework/trenching':
      return ['water', 'power', 'sewer'].map((_, i) => line(hx + (i - 1) * 3, 0, hx + (i - 1) * 3, front));
    case 'sitework/driveway':
      return [rect({ x: lot.w - SETBACK.side - 12, y: 0, w: 10, d: SETBACK.front + 2 })];
    case 'design/walls':
    case 'utilities/plumbing': {
      const n = countOf(input, layer, modules.length * 8);
      return runsInside(site, splitLength(lengthOf(input, layer, n * 6), n, next), next);
    }
    case 'design/rooms':
      return strips(site, 3);
    case 'design/doors':
      return openings(site, countOf(input, layer, modules.length * 3), 3, 0.5, next);
    case 'design/windows':
      return openings(site, countOf(input, layer, modules.length * 5), 4, 0.5, next);
    case 'assemblies/floor':
      return strips(site, Math.max(1, Math.round(countOf(input, layer, modules.length) / modules.length)));
    case 'assemblies/walls':
      return modules.flatMap((m) => [
        line(m.x, m.y, m.x + m.w, m.y),
        line(m.x + m.w, m.y, m.x + m.w, m.y + m.d),
        line(m.x + m.w, m.y + m.d, m.x, m.y + m.d),
        line(m.x, m.y + m.d, m.x, m.y),
      ]);
    case 'assemblies/roof':
      return modules.map((m) => rect({ x: m.x - 1.5, y: m.y - 1.5, w: m.w + 3, d: m.d + 3 }));
    case 'assemblies/deck':
      return [rect({ x: modules[0]!.x, y: modules[0]!.y + modules[0]!.d, w: 12, d: 10 })];
    case 'utilities/sewer':
      return [line(hx, front, hx, 0)];
    case 'utilities/electrical':
      return [
        line(hx + 4, 0, hx + 4, front),
        ...modules.map((m) => line(m.x + 1, m.y + 1, m.x + m.w - 1, m.y + 1, m.x + m.w - 1, m.y + m.d - 1)),
      ];
    case 'utilities/solar': {
      const panels = Math.max(1, Math.floor(modules.reduce((a, m) => a + m.w * m.d, 0) / 120));
      return Array.from({ length: panels }, (_, i) => {
        const m = modules[i % modules.length]!;
        const k = Math.floor(i / modules.length);
        return rect({ x: m.x + 1 + (k % 3) * 4, y: m.y + 1 + Math.floor(k / 3) * 6.5, w: 3.3, d: 5.5 });
      });
    }
    default:
      return Array.from({ length: 1 + Math.floor(next() * 4) }, () =>
        rect({
          x: envelope.x + next() * (envelope.w - 6),
          y: envelope.y + next() * (envelope.d - 6),
          w: 2 + next() * 4,
          d: 2 + next() * 4,
        }),
      );
  }
}

/** The steps that draw: the middle ones (the first reads the inputs, the last checks), each its share of the layers. */
function layersByStep(layers: readonly string[], total: number): string[][] {
  const out: string[][] = Array.from({ length: total }, () => []);
  if (total === 0) return out;
  const first = total >= 3 ? 1 : 0;
  const span = total >= 3 ? total - 2 : total;
  layers.forEach((layer, j) => out[first + Math.floor((j * span) / Math.max(1, layers.length))]!.push(layer));
  return out;
}

const fmt = (n: number) => String(round2(n));

function planSteps(input: GeneratorEngineInput): EngineStep[] {
  const { generator, spec, project } = input;
  // The service refuses such a project before a run starts; the engine never draws one either.
  const problems = generatorInputProblems(project.latest, project.base);
  if (Object.keys(problems).length > 0) throw new Error(generatorInputRefusal(project.id, problems));
  const site = siteOf(input);
  const steps = generator.steps.length > 0 ? generator.steps : ['drawing'];
  const total = steps.length;
  const byStep = layersByStep(generator.layers, total);
  const drawn: RunOutput[] = [];
  return steps.map((name, index) => {
    const log: EngineLogLine[] = [{ level: LOG_LEVEL.info, message: stepLabel(index, total, name) }];
    const layers: RunOutput[] = [];
    if (index === 0) {
      log.push({
        level: LOG_LEVEL.debug,
        message: `project ${project.id}: ${project.latest.modules} module(s), ${fmt(project.latest.floorArea)} ft²; base spec ${spec.version} (${Object.keys(spec.layers).length} layers)`,
      });
      if (site.estimatedLot)
        log.push({
          level: LOG_LEVEL.warn,
          message: `${project.id} has no committed project base with a lot size: the lot is estimated from the floor area`,
        });
      log.push({
        level: LOG_LEVEL.debug,
        message: `lot ${fmt(site.lot.w)} × ${fmt(site.lot.d)} ft (${site.lotType}); buildable ${fmt(site.envelope.w)} × ${fmt(site.envelope.d)} ft`,
      });
    }
    for (const layer of byStep[index] ?? []) {
      if (!(layer in spec.layers)) {
        log.push({ level: LOG_LEVEL.warn, message: `${layer} is not a layer of base spec ${spec.version}: skipped` });
        continue;
      }
      const objects = drawLayer(layer, site, input);
      objects.forEach((o, k) =>
        log.push({
          level: LOG_LEVEL.debug,
          message: `${layer}: ${o.type} ${k + 1} of ${objects.length} at (${fmt(o.points[0] ?? 0)}, ${fmt(o.points[1] ?? 0)})`,
        }),
      );
      const output: RunOutput = { layer, objects, ...measureObjects(objects) };
      const uom = spec.layers[layer]?.uom ?? '';
      log.push({
        level: LOG_LEVEL.info,
        message: `${layer}: ${output.count} object(s), ${fmt(output.length)} ft, ${fmt(output.area)} ft²${uom ? ` (counted in ${uom})` : ''}`,
      });
      layers.push(output);
      drawn.push(output);
    }
    if (index === total - 1) {
      const footprint = site.modules.reduce((a, m) => a + m.w * m.d, 0);
      const buildable = site.envelope.w * site.envelope.d;
      const outside = site.modules.filter(
        (m) => m.x + m.w > site.envelope.x + site.envelope.w || m.y + m.d > site.envelope.y + site.envelope.d,
      );
      if (outside.length > 0)
        log.push({
          level: LOG_LEVEL.error,
          message: `${outside.length} module(s) reach past the setbacks: footprint ${fmt(footprint)} ft² in a buildable area of ${fmt(buildable)} ft²`,
        });
      log.push({ level: LOG_LEVEL.info, message: `${drawn.length} layer(s) drawn, ${drawn.reduce((a, o) => a + o.count, 0)} object(s)` });
    }
    return { index, total, name, log, layers };
  });
}

/** Every step of a run, computed from the inputs alone: the same inputs give the same steps. */
export const planRun = (input: GeneratorEngineInput): EngineStep[] => planSteps(input);
