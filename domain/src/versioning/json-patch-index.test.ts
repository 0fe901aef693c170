import { describe, expect, it } from 'vitest';
import { applyJsonPatch } from './json-patch.js';

const doc = { layers: { walls: { objects: [] } }, metadata: { room: 'Kitchen' }, warnings: [] as string[] };

describe('applyJsonPatch names the operation that does not apply', () => {
  it('a later operation at fault is named by its own index, op and path; the input is unchanged', () => {
    const patch = JSON.stringify([
      { op: 'add', path: '/metadata/x', value: 1 },
      { op: 'add', path: '/warnings/-', value: 'w' },
      { op: 'remove', path: '/layers/nope' },
    ]);
    const result = applyJsonPatch(doc, patch);
    expect(result).toEqual({
      ok: false,
      failure: expect.objectContaining({ kind: 'conflict', index: 2, op: 'remove', path: '/layers/nope' }),
    });
    expect(!result.ok && result.failure.message).toMatch(/^Operation 2 \(remove \/layers\/nope\) does not apply/);
    expect(doc).toEqual({ layers: { walls: { objects: [] } }, metadata: { room: 'Kitchen' }, warnings: [] });
  });

  it('a failed test operation is named too', () => {
    const result = applyJsonPatch(
      doc,
      JSON.stringify([
        { op: 'add', path: '/a', value: 1 },
        { op: 'test', path: '/metadata/room', value: 'Bath' },
      ]),
    );
    expect(!result.ok && result.failure).toEqual(expect.objectContaining({ index: 1, op: 'test', path: '/metadata/room' }));
  });

  it('applies every operation in order when all apply', () => {
    const result = applyJsonPatch(
      doc,
      JSON.stringify([
        { op: 'add', path: '/warnings/-', value: 'a' },
        { op: 'move', from: '/layers/walls', path: '/layers/w2' },
      ]),
    );
    expect(result).toEqual({ ok: true, document: { layers: { w2: { objects: [] } }, metadata: { room: 'Kitchen' }, warnings: ['a'] } });
    expect(applyJsonPatch(doc, JSON.stringify([{ op: 'replace', path: '', value: { a: 1 } }]))).toEqual({ ok: true, document: { a: 1 } });
  });
});
