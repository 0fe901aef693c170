import { describe, expect, it } from 'vitest';
import { appendOperations, layerObjectCount, PATCH_EXAMPLE, pointerSegment, SIMPLE_EDITS, valueText } from './space-patch';

describe('space patch edits', () => {
  it('escapes JSON-pointer segments', () => {
    expect(pointerSegment('a/b~c')).toBe('a~1b~0c');
    expect(SIMPLE_EDITS.renameLayer('walls/old', 'walls')).toEqual([{ op: 'move', from: '/layers/walls~1old', path: '/layers/walls' }]);
  });

  it('builds the simple edits as operations', () => {
    expect(SIMPLE_EDITS.addWarning('Check')).toEqual([{ op: 'add', path: '/warnings/-', value: 'Check' }]);
    expect(SIMPLE_EDITS.setMetadata('room', 'Kitchen')).toEqual([{ op: 'add', path: '/metadata/room', value: 'Kitchen' }]);
    expect(SIMPLE_EDITS.addLayer('doors')).toEqual([{ op: 'add', path: '/layers/doors', value: { objects: [] } }]);
    expect(SIMPLE_EDITS.removeLayer('doors')).toEqual([{ op: 'remove', path: '/layers/doors' }]);
  });

  it('appends to the patch text, or says why it cannot', () => {
    const first = appendOperations('', SIMPLE_EDITS.addWarning('a'));
    expect(first.ok && JSON.parse(first.text)).toEqual([{ op: 'add', path: '/warnings/-', value: 'a' }]);
    const second = first.ok ? appendOperations(first.text, SIMPLE_EDITS.addWarning('b')) : first;
    expect(second.ok && JSON.parse(second.text)).toHaveLength(2);
    expect(appendOperations('{', [])).toEqual({ ok: false, message: expect.stringContaining('not valid JSON') });
    expect(appendOperations('{}', [])).toEqual({ ok: false, message: 'The patch must be a JSON array of operations.' });
    expect(Array.isArray(JSON.parse(PATCH_EXAMPLE))).toBe(true);
  });

  it('counts the objects of a layer and shows values as text', () => {
    expect(layerObjectCount({ objects: [1, 2] })).toBe(2);
    expect(layerObjectCount([1, 2, 3])).toBe(3);
    expect(layerObjectCount({ a: 1 })).toBe(1);
    expect(layerObjectCount(null)).toBe(0);
    expect(valueText('x')).toBe('x');
    expect(valueText({ message: 'm' })).toBe('m');
    expect(valueText(3)).toBe('3');
  });
});
