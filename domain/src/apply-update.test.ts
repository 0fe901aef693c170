import { describe, expect, it } from 'vitest';
import { applyUpdate } from './apply-update';

describe('applyUpdate', () => {
  it('sets and unsets dotted paths without touching the input', () => {
    const doc = { id: 'd1', tag: { a: 1, b: 2 }, title: 'x' };
    const next = applyUpdate(doc, { $set: { 'tag.c': 3, title: 'y' }, $unset: { 'tag.a': '' } });
    expect(next).toEqual({ id: 'd1', tag: { b: 2, c: 3 }, title: 'y' });
    expect(doc).toEqual({ id: 'd1', tag: { a: 1, b: 2 }, title: 'x' });
  });
  it('creates intermediate maps and ignores unsetting missing paths', () => {
    expect(applyUpdate({}, { $set: { 'a.b.c': 1 }, $unset: { 'x.y': '' } })).toEqual({ a: { b: { c: 1 } } });
  });
});

describe('applyUpdate and shared prototypes', () => {
  it('never reaches a prototype, whatever the path', () => {
    for (const path of ['__proto__.polluted', 'constructor.prototype.polluted', 'a.__proto__.polluted', '__proto__']) {
      const next = applyUpdate({ id: 'd1' }, { $set: { [path]: 'yes' } });
      expect(({} as Record<string, unknown>).polluted, path).toBeUndefined();
      expect(Object.getPrototypeOf(next)).toBe(Object.prototype);
    }
    applyUpdate({ id: 'd1' }, { $unset: { 'constructor.prototype.toString': '' } });
    expect(typeof Object.prototype.toString).toBe('function');
  });
});
