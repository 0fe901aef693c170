import { describe, expect, it } from 'vitest';
import { DB_MAX_SCANNED_DOCUMENTS, dbScanTooLargeMessage } from '../db-service.js';
import { GENERATOR_INPUT_BOUNDS, generatorInputProblems, generatorInputRefusal } from './generator-bounds.js';

describe('generator input bounds', () => {
  it('accepts a project within the bounds, and a latest base without the optional numbers', () => {
    expect(
      generatorInputProblems({ modules: 4, floorArea: 1800, counts: { 'design/walls': { count: 40, length: 300 } } }, undefined),
    ).toEqual({});
    expect(
      generatorInputProblems({ version: 'v1.0.0' }, { site: { lotWidth: 600, lotDepth: 1200 }, defaults: { moduleWidth: 168 } }),
    ).toEqual({});
  });

  it('names every number past its bound, and refuses what is not a finite number (Infinity, a string)', () => {
    expect(
      generatorInputProblems(
        { modules: 1e9, floorArea: Infinity, counts: { 'design/doors': { count: 1e7 } } },
        { site: { lotWidth: 1e9 }, defaults: { moduleWidth: 1 } },
      ),
    ).toEqual({
      'base.latest.modules': `modules must be at most ${GENERATOR_INPUT_BOUNDS.modules.max}`,
      'base.latest.floorArea': 'floorArea must be a number',
      'base.latest.counts.design/doors.count': 'count must be at most 5,000',
      'base.site.lotWidth': 'lotWidth (inches) must be at most 24,000',
      'base.defaults.moduleWidth': 'moduleWidth (inches) must be at least 72',
    });
    expect(generatorInputProblems({ modules: 2.5 }, undefined)).toEqual({ 'base.latest.modules': 'modules must be a whole number' });
    expect(generatorInputProblems({ modules: '7' }, undefined)).toEqual({ 'base.latest.modules': 'modules must be a number' });
    expect(generatorInputRefusal('P-1', { 'base.latest.modules': 'modules must be at most 200' })).toBe(
      "P-1's data is outside what a generator run takes (base.latest.modules: modules must be at most 200): correct the project's base first",
    );
  });

  it('lets /db scan the designs benchmark (10,000 designs) and names its bound when refusing', () => {
    expect(DB_MAX_SCANNED_DOCUMENTS).toBeGreaterThanOrEqual(10_000);
    expect(dbScanTooLargeMessage('designs')).toBe(
      'This query would check more than 12,000 designs documents in memory: narrow it with an equality filter or an id (those are asked of the database)',
    );
  });
});
