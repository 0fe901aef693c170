import { describe, expect, it } from 'vitest';
import {
  compareVersions,
  compareVersionTexts,
  formatVersion,
  formatWorkspaceVersion,
  groupByMinorVersion,
  parseVersion,
  sortVersionTexts,
  versionSortValue,
  type Version,
} from './versions';

const v = (major: number, minor: number, patch: number): Version => ({ major, minor, patch });

/** A small deterministic generator, so the property checks below are repeatable. */
function randomVersions(count: number, seed: number, max: number): Version[] {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state;
  };
  const part = () => (next() % 4 === 0 ? next() % 3 : Math.floor((next() / 2 ** 32) * max));
  return Array.from({ length: count }, () => v(part(), part(), part()));
}

describe('parseVersion', () => {
  it.each<[string, Version]>([
    ['v1.10.3', v(1, 10, 3)],
    ['w0.0.1', v(0, 0, 1)],
    ['1.2', v(1, 2, 0)],
    ['v3', v(3, 0, 0)],
    ['V 2 . 4 . 6', v(2, 4, 6)],
    ['v1.2.3.4', v(1, 2, 3)],
    ['1..2', v(1, 0, 2)],
    ['release-1.2-rc3', v(1, 23, 0)],
    ['v007.08.09', v(7, 8, 9)],
    ['v1.1000000.0', v(1, 1_000_000, 0)],
  ])('reads %s', (text, expected) => {
    expect(parseVersion(text)).toEqual(expected);
  });

  it.each([[''], ['v'], ['w.'], ['latest'], [undefined], [null], [12], ['v99999999999999999.0.0']])('reads %s as no version', (text) => {
    expect(parseVersion(text)).toBeNull();
  });
});

describe('formatVersion', () => {
  it('writes v{major}.{minor}.{patch}, w for workspace versions', () => {
    expect(formatVersion(v(1, 10, 3))).toBe('v1.10.3');
    expect(formatVersion(v(0, 0, 0), 'w')).toBe('w0.0.0');
    expect(formatWorkspaceVersion(v(2, 0, 7))).toBe('w2.0.7');
  });

  it('round-trips: what it writes reads back as the same version', () => {
    for (const version of randomVersions(500, 7, 1e9)) {
      expect(parseVersion(formatVersion(version))).toEqual(version);
      expect(parseVersion(formatWorkspaceVersion(version))).toEqual(version);
    }
  });
});

describe('compareVersions', () => {
  it('orders by integer parts: v1.10 after v1.2, v2 after v1.999', () => {
    expect(compareVersions(v(1, 10, 0), v(1, 2, 0))).toBe(1);
    expect(compareVersions(v(1, 2, 0), v(1, 10, 0))).toBe(-1);
    expect(compareVersions(v(2, 0, 0), v(1, 999, 999))).toBe(1);
    expect(compareVersions(v(1, 2, 3), v(1, 2, 3))).toBe(0);
  });

  it('keeps large versions apart where the spec sort value collides', () => {
    expect(versionSortValue(v(1, 1_000_000, 0))).toBe(versionSortValue(v(2, 0, 0)));
    expect(compareVersions(v(1, 1_000_000, 0), v(2, 0, 0))).toBe(-1);
    expect(compareVersions(v(0, 0, 2_000_000), v(0, 2, 0))).toBe(-1);
  });

  it('is a total order that agrees with the parts (antisymmetric, transitive, 0 only for equal)', () => {
    const versions = randomVersions(60, 42, 2_000_000);
    for (const a of versions) {
      for (const b of versions) {
        const ab = compareVersions(a, b);
        expect(ab).toBe(-compareVersions(b, a) || 0);
        expect(ab === 0).toBe(a.major === b.major && a.minor === b.minor && a.patch === b.patch);
        const tupleOrder = Math.sign(a.major - b.major) || Math.sign(a.minor - b.minor) || Math.sign(a.patch - b.patch);
        expect(ab).toBe(tupleOrder);
      }
    }
    const sorted = [...versions].sort(compareVersions);
    for (let i = 1; i < sorted.length; i++) expect(compareVersions(sorted[i - 1]!, sorted[i]!)).toBeLessThanOrEqual(0);
  });
});

describe('sortVersionTexts', () => {
  it('sorts archived versions by version, not as text', () => {
    expect(sortVersionTexts(['v1.10.0', 'v1.2.0', 'v1.9.3', 'v1.9.10', 'v10.0.0', 'v2.0.0'])).toEqual([
      'v1.2.0',
      'v1.9.3',
      'v1.9.10',
      'v1.10.0',
      'v2.0.0',
      'v10.0.0',
    ]);
  });

  it('puts texts that name no version last, and leaves its input alone', () => {
    const input = ['draft', 'v1.10.0', 'v1.2.0'];
    expect(sortVersionTexts(input)).toEqual(['v1.2.0', 'v1.10.0', 'draft']);
    expect(input).toEqual(['draft', 'v1.10.0', 'v1.2.0']);
    expect(compareVersionTexts('v1.2.0', 'w1.2.0')).toBeLessThan(0);
  });
});

describe('versionSortValue', () => {
  it('is the spec value major*1e6 + minor + patch*1e-6', () => {
    expect(versionSortValue(v(3, 2, 1))).toBeCloseTo(3_000_002.000001, 9);
    expect(versionSortValue(v(0, 0, 0))).toBe(0);
  });

  it('agrees with compareVersions while minor and patch stay below 1e6 (small numbers)', () => {
    const versions = randomVersions(40, 3, 1000);
    for (const a of versions)
      for (const b of versions) if (compareVersions(a, b) < 0) expect(versionSortValue(a)).toBeLessThan(versionSortValue(b));
  });
});

describe('groupByMinorVersion', () => {
  it('groups by minor with the patches folded behind the newest', () => {
    const groups = groupByMinorVersion([v(1, 2, 1), v(1, 10, 0), v(1, 2, 0), v(2, 0, 0), v(1, 2, 3), v(1, 2, 1)]);
    expect(groups.map((g) => [formatVersion(g.latest), g.patches.map((p) => formatVersion(p))])).toEqual([
      ['v1.2.3', ['v1.2.0', 'v1.2.1', 'v1.2.3']],
      ['v1.10.0', ['v1.10.0']],
      ['v2.0.0', ['v2.0.0']],
    ]);
  });

  it('keeps every version exactly once, each in the group of its major.minor', () => {
    const versions = randomVersions(300, 11, 5);
    const groups = groupByMinorVersion(versions);
    const distinct = new Set(versions.map((x) => formatVersion(x)));
    expect(groups.flatMap((g) => g.patches).map((x) => formatVersion(x))).toEqual([...distinct].sort((a, b) => compareVersionTexts(a, b)));
    for (const g of groups) for (const p of g.patches) expect([p.major, p.minor]).toEqual([g.major, g.minor]);
  });

  it('is empty for no versions', () => {
    expect(groupByMinorVersion([])).toEqual([]);
  });
});
