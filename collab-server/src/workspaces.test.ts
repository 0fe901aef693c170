import { describe, expect, it } from 'vitest';
import { accessFieldsOf, isValidWorkspaceId } from './workspaces.js';

const stored = {
  name: 'base/blocks/bath-full-5x9',
  workspaceName: 'bath-full-5x9',
  creator: 'zaha',
  deleted: false,
  workspaceType: 'block',
  major: 1,
  minor: 0,
  patch: 0,
  editors: ['eero'],
};

describe('accessFieldsOf', () => {
  it('reads creator, editors and deleted from a block workspace document', () => {
    expect(accessFieldsOf('ws-1', stored)).toEqual({ creator: 'zaha', editors: ['eero'] });
    expect(accessFieldsOf('ws-1', { ...stored, deleted: true })).toEqual({ creator: 'zaha', editors: ['eero'], deleted: true });
  });

  it('refuses a document that does not fit the workspace schema, and says why', () => {
    const skipped: string[] = [];
    expect(accessFieldsOf('ws-1', { ...stored, editors: [42] }, (what) => skipped.push(what))).toBeNull();
    expect(accessFieldsOf('ws-1', { ...stored, workspaceType: 'classPart' }, (what) => skipped.push(what))).toBeNull();
    expect(accessFieldsOf('ws-1', { ...stored, sneaky: true }, (what) => skipped.push(what))).toBeNull();
    expect(skipped).toHaveLength(3);
    expect(skipped[0]).toContain('editors.0');
  });
});

describe('isValidWorkspaceId', () => {
  it('accepts what Firestore accepts as a document id', () => {
    expect(isValidWorkspaceId('block-ws-zaha')).toBe(true);
    for (const id of ['', 'a/b', '.', '..', '__name__', 'x'.repeat(1501)]) expect(isValidWorkspaceId(id)).toBe(false);
  });
});
