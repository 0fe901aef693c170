import { describe, expect, it } from 'vitest';
import { emptySpaceContent, spaceContentSchema } from './space-content.js';

describe('space content', () => {
  it('a new space is empty layers, metadata and warnings', () => {
    expect(spaceContentSchema.parse(emptySpaceContent())).toEqual({ layers: {}, metadata: {}, warnings: [] });
  });
  it('needs all three parts in their shapes', () => {
    expect(spaceContentSchema.safeParse({ layers: {}, metadata: {} }).success).toBe(false);
    expect(spaceContentSchema.safeParse({ layers: [], metadata: {}, warnings: [] }).success).toBe(false);
    expect(
      spaceContentSchema.safeParse({ layers: { walls: { objects: [1] } }, metadata: { room: 'Kitchen' }, warnings: ['w'] }).success,
    ).toBe(true);
  });
});
