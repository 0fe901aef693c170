import { buildChangeList, type BuildEntry } from '@workhub/domain';
import type { Figure } from './report';
import { p } from './stats';

const LARGE = 5_000;
const SMALL = 500;
const RUNS = 21;
/** Runs left out first (the JIT compiling the comparison). */
const WARM_UP = 5;

/**
 * Two versions of an items build type of `lines` entries, as releases differ: 2 % removed, 2 %
 * added, 10 % with changed fields (owner, routings, production time, a property).
 */
function versions(lines: number): { from: Record<string, BuildEntry>; to: Record<string, BuildEntry> } {
  const from: Record<string, BuildEntry> = {};
  const to: Record<string, BuildEntry> = {};
  const item = (i: number, changed: boolean): BuildEntry => ({
    description: `item ${i} for the structure system`,
    system: 'structure',
    subsystem: 'framing',
    owner: changed ? 'Hiro' : 'Greta',
    production: {
      manufactured: true,
      routings: changed ? ['saw-cut', 'cnc-router'] : ['saw-cut'],
      station: `Station ${i % 12}`,
      minutes: changed ? 60 : 45,
    },
    purchasing: { itemCode: `LBR-${10000 + i}`, uom: 'Each', wastePercent: 5 },
    properties: { material: changed ? 'steel' : 'wood', finish: 'none' },
    specifiedProperties: ['size', 'finish'],
  });
  for (let i = 0; i < lines; i++) {
    if (i % 50 !== 1) from[`item-${i}`] = item(i, false);
    if (i % 50 !== 0) to[`item-${i}`] = item(i, i % 10 === 3);
  }
  return { from, to };
}

function time(lines: number): { ms: number; changes: number } {
  const { from, to } = versions(lines);
  const times: number[] = [];
  let changes = 0;
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const start = performance.now();
    const list = buildChangeList('items', { version: 'v1.0.0', entries: from }, { version: 'v1.1.0', entries: to });
    const ms = performance.now() - start;
    changes = list.changes.length;
    if (run >= WARM_UP) times.push(ms);
  }
  return { ms: p(times, 50), changes };
}

/** The change list (domain buildChangeList) between two versions of a build type of 5,000 lines, against 500: it should grow linearly (ratio near 10). */
export async function changeList(): Promise<Figure[]> {
  time(LARGE); // warms the JIT on the large case too, so neither figure includes compiling
  const small = time(SMALL);
  const large = time(LARGE);
  return [
    {
      name: `change list, ${LARGE} lines (${large.changes} changes)`,
      value: large.ms,
      unit: 'ms',
      baseline: small.ms,
      baselineNote: `${SMALL} lines (${small.changes} changes); linear growth gives a ratio near ${LARGE / SMALL}`,
      reference: true,
    },
    {
      name: `change list, ${LARGE} lines, budget`,
      value: large.ms,
      unit: 'ms',
      baseline: 100,
      baselineNote: 'budget: within a page request (100 ms)',
    },
  ];
}
