import { describe, expect, it } from 'vitest';
import { workspaceAccess } from './workspace-access.js';

const staff = (user: string) => ({ user, isWorkspaceAdmin: false });
const admin = (user: string) => ({ user, isWorkspaceAdmin: true });

describe('workspaceAccess', () => {
  const workspace = { creator: 'eero', editors: ['ada', 'jean'], deleted: false };

  it('lets the creator, a listed editor and a workspace admin edit', () => {
    expect(workspaceAccess(workspace, staff('eero'))).toBe('edit');
    expect(workspaceAccess(workspace, staff('ada'))).toBe('edit');
    expect(workspaceAccess(workspace, staff('jean'))).toBe('edit');
    expect(workspaceAccess(workspace, admin('frances'))).toBe('edit');
  });

  it('lets every other member of staff view only', () => {
    expect(workspaceAccess(workspace, staff('zaha'))).toBe('view');
    expect(workspaceAccess({ creator: 'eero' }, staff('ada'))).toBe('view');
    // Names match exactly: no case folding, no prefix match.
    expect(workspaceAccess(workspace, staff('Eero'))).toBe('view');
    expect(workspaceAccess(workspace, staff('ad'))).toBe('view');
  });

  it('never matches an empty user name, even against an empty creator or editor', () => {
    expect(workspaceAccess({ creator: '', editors: [''] }, staff(''))).toBe('view');
    expect(workspaceAccess({}, staff(''))).toBe('view');
  });

  it('gives nobody access to a missing or deleted workspace, admins included', () => {
    expect(workspaceAccess(null, staff('eero'))).toBe('none');
    expect(workspaceAccess(null, admin('frances'))).toBe('none');
    expect(workspaceAccess({ ...workspace, deleted: true }, staff('eero'))).toBe('none');
    expect(workspaceAccess({ ...workspace, deleted: true }, admin('frances'))).toBe('none');
  });

  it('ignores an editors value that is not a list', () => {
    expect(workspaceAccess({ creator: 'eero', editors: 'ada' as unknown as string[] }, staff('ada'))).toBe('view');
  });
});
