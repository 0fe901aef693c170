import { describe, expect, it } from 'vitest';
import { classPartsBySystem, groupClassParts, resolveClassPartPath, type PlacedClassPart } from './class-part-view';

const part = (system: string, name: string, version: string): PlacedClassPart => ({
  id: `${system}~${name}-${version}`,
  name,
  system,
  path: `${system}/${name}`,
  version,
});

const stored = [
  part('bath', 'vanity', 'v1.0.0'),
  part('bath', 'vanity', 'v1.10.0'),
  part('bath', 'vanity', 'v1.2.0'),
  part('structure', 'wall-panel', 'v1.0.0'),
  part('structure', 'beam', 'v2.0.0'),
  part('exterior', 'beam', 'v1.0.0'),
];

describe('resolveClassPartPath', () => {
  it('reads the list, a system, a class part with or without its system, and a version id with "~"', () => {
    expect(resolveClassPartPath([], stored)).toEqual({ kind: 'index' });
    expect(resolveClassPartPath(['bath'], stored)).toEqual({ kind: 'system', system: 'bath' });
    // A system without class parts is still a system (an empty list, not a 404).
    expect(resolveClassPartPath(['deck'], stored)).toEqual({ kind: 'system', system: 'deck' });
    expect(resolveClassPartPath(['bath', 'vanity'], stored)).toEqual({ kind: 'classPart', path: 'bath/vanity' });
    expect(resolveClassPartPath(['vanity'], stored)).toEqual({ kind: 'classPart', path: 'bath/vanity' });
    expect(resolveClassPartPath(['structure~wall-panel-v1.0.0'], stored)).toEqual({
      kind: 'classPart',
      path: 'structure/wall-panel',
      id: 'structure~wall-panel-v1.0.0',
    });
    expect(resolveClassPartPath(['bath', 'bath~vanity-v1.2.0'], stored)).toEqual({
      kind: 'classPart',
      path: 'bath/vanity',
      id: 'bath~vanity-v1.2.0',
    });
  });

  it('is notFound for what matches nothing: an unknown system, name or id, a name in two systems without its system, a wrong system', () => {
    expect(resolveClassPartPath(['plumbing'], stored)).toEqual({ kind: 'notFound' });
    expect(resolveClassPartPath(['plumbing', 'vanity'], stored)).toEqual({ kind: 'notFound' });
    expect(resolveClassPartPath(['bath', 'wall-panel'], stored)).toEqual({ kind: 'notFound' });
    expect(resolveClassPartPath(['beam'], stored)).toEqual({ kind: 'notFound' });
    expect(resolveClassPartPath(['exterior', 'beam'], stored)).toEqual({ kind: 'classPart', path: 'exterior/beam' });
    expect(resolveClassPartPath(['bath~vanity-v9.0.0'], stored)).toEqual({ kind: 'notFound' });
    expect(resolveClassPartPath(['structure', 'bath~vanity-v1.0.0'], stored)).toEqual({ kind: 'notFound' });
    expect(resolveClassPartPath(['bath', 'vanity', 'more'], stored)).toEqual({ kind: 'notFound' });
  });
});

describe('groupClassParts', () => {
  it('groups versions by class part, oldest first by the exact version order, newest last', () => {
    const groups = groupClassParts(stored);
    expect(groups.map((g) => g.path)).toEqual(['bath/vanity', 'exterior/beam', 'structure/beam', 'structure/wall-panel']);
    const vanity = groups[0]!;
    expect(vanity.versions.map((v) => v.version)).toEqual(['v1.0.0', 'v1.2.0', 'v1.10.0']);
    expect(vanity.newest.version).toBe('v1.10.0');
  });

  it('lists all ten systems, each with its class parts', () => {
    const bySystem = classPartsBySystem(groupClassParts(stored));
    expect(bySystem).toHaveLength(10);
    expect(bySystem.find((s) => s.system === 'structure')!.groups.map((g) => g.name)).toEqual(['beam', 'wall-panel']);
    expect(bySystem.find((s) => s.system === 'deck')!.groups).toEqual([]);
  });
});
