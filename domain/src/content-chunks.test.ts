import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chunkDocId, chunksOf, chunksProblem, joinChunks, splitUtf8 } from './content-chunks.js';
import { utf8Bytes } from './firestore-limits.js';

describe('content chunks', () => {
  it('split and join give back the text, each piece within the byte limit, never inside a character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.integer({ min: 4, max: 40 }), (text, max) => {
        const pieces = splitUtf8(text, max);
        for (const piece of pieces) expect(utf8Bytes(piece)).toBeLessThanOrEqual(max);
        for (const piece of pieces) expect(piece).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
        expect(joinChunks(chunksOf(text, max))).toBe(text);
      }),
    );
  });

  it('keeps a 2.5 MB text whole in three chunks of at most 900,000 bytes', () => {
    const text = JSON.stringify({ layers: 'é'.repeat(1_250_000) });
    const chunks = chunksOf(text);
    expect(chunks).toHaveLength(3);
    expect(chunks.every((c) => utf8Bytes(c.text) <= 900_000)).toBe(true);
    expect(joinChunks([...chunks].reverse())).toBe(text);
  });

  it('an empty text is one empty chunk', () => {
    expect(chunksOf('')).toEqual([{ index: 0, count: 1, text: '' }]);
  });

  it('a missing or damaged chunk is reported, never joined short', () => {
    const chunks = chunksOf('abcdefgh', 4);
    expect(chunksProblem(chunks)).toBeUndefined();
    expect(chunksProblem(chunks.slice(0, 1))).toMatch(/incomplete/);
    expect(() => joinChunks([chunks[0]!, { ...chunks[1]!, text: undefined as unknown as string }])).toThrow(/incomplete/);
    expect(chunksProblem([])).toMatch(/no chunks/);
  });

  it('chunk ids sort in index order', () => {
    expect([chunkDocId('json', 10), chunkDocId('json', 2)].sort()).toEqual(['json-0002', 'json-0010']);
  });
});
