/**
 * Every spec call and the page that reaches it (issue 27, item 1): a route contract no page
 * reaches fails unless scripts/calls/unreached.ts gives its reason, an entry there that a page now
 * reaches fails (the list only shrinks), and docs/calls-and-pages.md is the list written from the same data.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callsDoc, callsDocPath, namedContracts, reachOf, serviceMethods } from './reach';
import { UNREACHED } from './unreached';

describe('calls and their pages', { timeout: 60_000 }, () => {
  const reach = reachOf();

  it('names every contract of routeContracts once', () => {
    const names = namedContracts().map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('finds the service method behind a call and the pages behind the method', () => {
    const methods = serviceMethods();
    expect([...methods.get('pipeService.run')!.contracts]).toEqual(['pipeRoutes.run']);
    // A method used through another service's method (base-spec service → version service).
    expect(methods.get('baseSpecService.commit')!.uses.has('versionService.commit')).toBe(true);
    const run = reach.find((r) => r.name === 'pipeRoutes.run')!;
    expect(run.pages).toContain('web/src/features/pipeline/pipe-tab-route.tsx');
    // A chain split over lines (calculationService\n  .price(…)) is a use too.
    expect(reach.find((r) => r.name === 'baseRoutes.calculate')!.pages).toContain('web/src/features/plum/calculations/costs-pane.tsx');
    // A file download names its contract without callRoute.
    expect(reach.find((r) => r.name === 'opusRoutes.exportFile')!.pages.length).toBeGreaterThan(0);
  });

  it('has a page for every call, except those in UNREACHED with their reason', () => {
    const unreached = reach.filter((r) => r.pages.length === 0).map((r) => `${r.name} (${r.key})`);
    const withoutReason = unreached.filter((text) => !UNREACHED[text.split(' ')[0]!]?.trim());
    expect(withoutReason, 'calls no page reaches: give each a page, or its reason in scripts/calls/unreached.ts').toEqual([]);
  });

  it('lists in UNREACHED only calls that no page reaches (the list shrinks as pages come)', () => {
    const byName = new Map(reach.map((r) => [r.name, r]));
    const unknown = Object.keys(UNREACHED).filter((name) => !byName.has(name));
    expect(unknown, 'entries naming no contract').toEqual([]);
    const reachedNow = Object.keys(UNREACHED).filter((name) => (byName.get(name)?.pages.length ?? 0) > 0);
    expect(reachedNow, 'a page reaches these now: take them out of scripts/calls/unreached.ts').toEqual([]);
  });

  it('docs/calls-and-pages.md is up to date (npx tsx scripts/calls/reach.ts --write)', async () => {
    expect(readFileSync(callsDocPath, 'utf8')).toBe(await callsDoc(reach));
  });
});
