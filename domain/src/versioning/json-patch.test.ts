import { describe, expect, it } from 'vitest';
import { applyJsonPatch, internalKeyPath, parseJsonPatch } from './json-patch.js';

const doc = () => ({
  layers: { walls: { objects: [{ name: 'north', points: [0, 0, 96, 0] }] } },
  metadata: { units: 'in' },
  warnings: ['a'],
});

describe('applyJsonPatch', () => {
  it('applies add, replace, remove, move, copy and test without changing the input', () => {
    const input = doc();
    const frozen = JSON.stringify(input);
    const result = applyJsonPatch(
      input,
      JSON.stringify([
        { op: 'test', path: '/metadata/units', value: 'in' },
        { op: 'replace', path: '/metadata/units', value: 'mm' },
        { op: 'add', path: '/warnings/-', value: 'b' },
        { op: 'remove', path: '/warnings/0' },
        { op: 'copy', from: '/layers/walls', path: '/layers/copy' },
        { op: 'move', from: '/layers/copy', path: '/layers/moved' },
        { op: 'add', path: '/layers/a~1b', value: 1 },
      ]),
    );
    expect(result).toEqual({
      ok: true,
      document: {
        layers: { walls: doc().layers.walls, moved: doc().layers.walls, 'a/b': 1 },
        metadata: { units: 'mm' },
        warnings: ['b'],
      },
    });
    expect(JSON.stringify(input)).toBe(frozen);
  });

  it('an empty patch gives an equal document; path "" replaces the whole document', () => {
    expect(applyJsonPatch(doc(), '[]')).toEqual({ ok: true, document: doc() });
    expect(applyJsonPatch(doc(), '[{"op":"replace","path":"","value":{"x":1}}]')).toEqual({ ok: true, document: { x: 1 } });
  });

  it('a failed test is a conflict naming the operation, and nothing of the patch is applied', () => {
    const input = doc();
    const result = applyJsonPatch(
      input,
      JSON.stringify([
        { op: 'add', path: '/warnings/-', value: 'b' },
        { op: 'test', path: '/metadata/units', value: 'ft' },
      ]),
    );
    expect(result).toMatchObject({ ok: false, failure: { kind: 'conflict', index: 1, op: 'test', path: '/metadata/units' } });
    if (!result.ok)
      expect(result.failure.message).toBe(
        'Operation 1 (test /metadata/units) does not apply: the test failed: the value at the path differs',
      );
    expect(input).toEqual(doc());
  });

  it('a missing path or a bad array index is a conflict', () => {
    const missing = applyJsonPatch(doc(), '[{"op":"replace","path":"/nothing/here","value":1}]');
    expect(missing).toMatchObject({ ok: false, failure: { kind: 'conflict', index: 0, op: 'replace', path: '/nothing/here' } });
    const outOfBounds = applyJsonPatch(doc(), '[{"op":"add","path":"/warnings/5","value":1}]');
    expect(outOfBounds).toMatchObject({ ok: false, failure: { kind: 'conflict', index: 0 } });
    const removeMissing = applyJsonPatch(doc(), '[{"op":"remove","path":"/metadata/color"}]');
    expect(removeMissing).toMatchObject({ ok: false, failure: { kind: 'conflict', op: 'remove' } });
  });

  it('a patch that is not JSON or not a list of operations is a bad patch', () => {
    for (const text of ['', 'nope', '{"op":"add","path":"/a","value":1}', '[1]', '[null]', '[[]]', 'null']) {
      expect(applyJsonPatch(doc(), text), text).toMatchObject({ ok: false, failure: { kind: 'bad-patch' } });
    }
    for (const op of [
      { op: 'frob', path: '/a' },
      { op: 'add', path: 'a', value: 1 },
      { op: 'add', path: '/a' },
      { op: 'move', path: '/a' },
      { op: 'add', path: '/a', value: 1, extra: true },
      { op: 'add', path: 5, value: 1 },
    ]) {
      const result = applyJsonPatch(doc(), JSON.stringify([op]));
      expect(result, JSON.stringify(op)).toMatchObject({ ok: false, failure: { kind: 'bad-patch', index: 0 } });
    }
  });

  it('refuses __proto__, constructor and prototype in paths, from and values, and never pollutes', () => {
    const patches = [
      '[{"op":"add","path":"/__proto__/polluted","value":"yes"}]',
      '[{"op":"replace","path":"/constructor/prototype/polluted","value":"yes"}]',
      '[{"op":"add","path":"/layers/prototype","value":1}]',
      '[{"op":"copy","from":"/__proto__","path":"/a"}]',
      '[{"op":"move","from":"/constructor","path":"/a"}]',
      '[{"op":"add","path":"/a","value":{"b":{"__proto__":{"polluted":"yes"}}}}]',
      '[{"op":"test","path":"/a","value":{"constructor":1}}]',
    ];
    for (const text of patches) {
      const result = applyJsonPatch(doc(), text);
      expect(result, text).toMatchObject({ ok: false, failure: { kind: 'bad-patch' } });
      if (!result.ok) expect(result.failure.message).toMatch(/__proto__|constructor|prototype/);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('parseJsonPatch and internalKeyPath', () => {
  it('reads the operations', () => {
    expect(parseJsonPatch('[{"op":"remove","path":"/a"}]')).toEqual({ ok: true, operations: [{ op: 'remove', path: '/a' }] });
  });
  it('finds object-internal keys at any depth', () => {
    expect(internalKeyPath(JSON.parse('{"a":[{"b":{"__proto__":1}}]}'))).toBe('a.0.b.__proto__');
    expect(internalKeyPath({ a: { constructor: 1 } })).toBe('a.constructor');
    expect(internalKeyPath({ a: [1, 'x', null] })).toBeUndefined();
    expect(internalKeyPath('text')).toBeUndefined();
  });
});
