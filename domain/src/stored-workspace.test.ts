import { describe, expect, it } from 'vitest';
import { storedWorkspaceSchema } from './stored-workspace.js';

describe('storedWorkspaceSchema', () => {
  it('reads a block workspace document', () => {
    const ws = { id: 'w1', name: 'base/blocks/bath', workspaceName: 'bath', workspaceType: 'block', creator: 'ada', editors: ['eero'], deleted: false, major: 1, minor: 2, patch: 0 };
    expect(storedWorkspaceSchema.parse(ws)).toEqual(ws);
  });
  it('refuses wrong types instead of guessing', () => {
    expect(storedWorkspaceSchema.safeParse({ id: 'w1', name: 'x', editors: 'ada' }).success).toBe(false);
    expect(storedWorkspaceSchema.safeParse({ id: 'w1', name: 'x', major: -1 }).success).toBe(false);
    expect(storedWorkspaceSchema.safeParse({ id: 'w1' }).success).toBe(false);
  });
});
