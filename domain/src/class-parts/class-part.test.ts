import { describe, expect, it } from 'vitest';
import {
  classPartPropertiesSchema,
  classPartVersionForBuildSpec,
  newestClassPartVersion,
  classPartVersionOf,
  classPartVersionSchema,
  classPartWorkspaceContentSchema,
  classPartWorkspaceSchema,
  commitContent,
  mayChangeClassPartWorkspace,
  newClassPartWorkspace,
  nextClassPartVersion,
  splitClassPartPath,
  contentOfVersion,
} from './class-part';
import { classPartWorkspacePatchSchema, classPartCommitSchema } from './api';

const stored = {
  id: 'structure~wall-panel-v1.1.0',
  key: 'structure/wall-panel-v1.1.0',
  path: 'structure/wall-panel',
  name: 'wall-panel',
  system: 'structure',
  version: 'v1.1.0',
  description: 'Wall panel',
  details: 'Studs and plates',
  message: 'Update routing order',
  buildSpecs: ['v3.1.0'],
  created: '2026-01-01T00:00:00.000Z',
  createdBy: 'ada',
  modified: '2026-01-02T00:00:00.000Z',
  modifiedBy: 'eero',
  isActive: true,
  status: 'done',
  substatus: '',
  onshapeDocuments: [{ name: 'structure / wall-panel', did: 'd', wid: 'w', vid: 'v', eid: 'e', url: 'https://cad.onshape.example/x' }],
  properties: { tiling: '2D', owner: 'Greta', system: 'structure', itemGroup: 'Manufactured Parts' },
  routings: [{ id: 'saw-cut', partNumberSuffix: 'SC' }],
};

describe('class-part properties', () => {
  it('requires owner and system from their lists, tiling 1D or 2D, itemGroup read-only with its default', () => {
    expect(classPartPropertiesSchema.parse({ owner: 'Greta', system: 'bath' })).toEqual({
      owner: 'Greta',
      system: 'bath',
      itemGroup: 'Manufactured Parts',
    });
    expect(classPartPropertiesSchema.safeParse({ system: 'bath' }).success).toBe(false);
    expect(classPartPropertiesSchema.safeParse({ owner: 'Greta' }).success).toBe(false);
    expect(classPartPropertiesSchema.safeParse({ owner: 'Zed', system: 'bath' }).success).toBe(false);
    expect(classPartPropertiesSchema.safeParse({ owner: 'Greta', system: 'plumbing' }).success).toBe(false);
    expect(classPartPropertiesSchema.safeParse({ owner: 'Greta', system: 'bath', tiling: '3D' }).success).toBe(false);
    const itemGroup = classPartPropertiesSchema.safeParse({ owner: 'Greta', system: 'bath', itemGroup: 'Purchased' });
    expect(itemGroup.success).toBe(false);
    expect(itemGroup.error?.issues[0]?.message).toMatch(/read-only/);
  });

  it('reads a seeded version document and splits paths', () => {
    expect(classPartVersionSchema.parse(stored).properties.owner).toBe('Greta');
    expect(splitClassPartPath('structure/wall-panel')).toEqual({ system: 'structure', name: 'wall-panel' });
    for (const bad of ['plumbing/x', 'structure', 'structure/Wall', 'structure/a/b', 'structure/'])
      expect(splitClassPartPath(bad)).toBeNull();
  });
});

describe('class-part versions', () => {
  it('first commit is v1.0.0, then the bump', () => {
    expect(nextClassPartVersion(null, 'patch')).toEqual({ major: 1, minor: 0, patch: 0 });
    expect(nextClassPartVersion({ major: 0, minor: 0, patch: 0 }, 'major')).toEqual({ major: 1, minor: 0, patch: 0 });
    expect(nextClassPartVersion({ major: 1, minor: 2, patch: 3 }, 'major')).toEqual({ major: 2, minor: 0, patch: 0 });
    expect(nextClassPartVersion({ major: 1, minor: 2, patch: 3 })).toEqual({ major: 1, minor: 3, patch: 0 });
    expect(nextClassPartVersion({ major: 1, minor: 2, patch: 3 }, 'patch')).toEqual({ major: 1, minor: 2, patch: 4 });
  });

  it('the newest version is chosen by version order, not string order (v1.10 after v1.9)', () => {
    const versions = [{ version: 'v1.10.0' }, { version: 'v1.9.0' }, { version: 'v1.2.0' }];
    expect('v1.9.0' > 'v1.10.0').toBe(true); // string order would pick v1.9.0
    expect(newestClassPartVersion(versions)?.version).toBe('v1.10.0');
    expect(newestClassPartVersion([])).toBeUndefined();
  });

  it('the version serving a build spec: the newest released for it, else the newest', () => {
    const versions = [
      { version: 'v1.9.0', buildSpecs: ['v2.0.0'] },
      { version: 'v1.10.0', buildSpecs: ['v2.0.0'] },
      { version: 'v1.11.0', buildSpecs: [] },
    ];
    expect(classPartVersionForBuildSpec(versions, 'v2.0.0')?.version).toBe('v1.10.0');
    expect(classPartVersionForBuildSpec(versions, 'v3.0.0')?.version).toBe('v1.11.0');
  });
});

describe('class-part workspaces', () => {
  it('a new part starts at w0.0.0 with status new and name system/name', () => {
    const { workspace, content } = newClassPartWorkspace({ id: 'w1', path: 'bath/new-thing', creator: 'ada', at: 't', owner: 'Hiro' });
    expect(workspace).toMatchObject({ status: 'new', major: 0, minor: 0, patch: 0, name: 'bath/new-thing', workspaceType: 'classPart' });
    expect(workspace.workspaceName).toBe('bath/new-thing w0.0.0');
    expect(content).toMatchObject({ id: '', classPartId: '', version: 'v0.0.0', properties: { owner: 'Hiro', system: 'bath' } });
    expect(classPartWorkspaceSchema.parse(workspace)).toEqual(workspace);
    expect(classPartWorkspaceContentSchema.parse(content)).toEqual(content);
  });

  it('an existing part starts from its version and parts', () => {
    const base = classPartVersionSchema.parse(stored);
    const { workspace, content } = newClassPartWorkspace({ id: 'w2', path: base.path, creator: 'eero', at: 't', base });
    expect(workspace).toMatchObject({ major: 1, minor: 1, patch: 0, workspaceName: 'structure/wall-panel w1.1.0' });
    expect(content).toMatchObject({ id: base.id, key: base.key, classPartId: base.id, routings: base.routings, buildSpecs: ['v3.1.0'] });
    expect(content.onshapeDocuments).not.toBe(base.onshapeDocuments);
  });

  it('commit removes the id fields and makes the next version document', () => {
    const base = classPartVersionSchema.parse(stored);
    const { content } = newClassPartWorkspace({ id: 'w2', path: base.path, creator: 'eero', at: 't', base });
    const committed = commitContent(content);
    for (const field of ['id', 'key', 'classPartId', 'documentId', 'versionInfo']) expect(committed).not.toHaveProperty(field);
    const next = classPartVersionOf(committed, { version: { major: 1, minor: 2, patch: 0 }, message: 'm', by: 'eero', at: 'now' });
    expect(next).toMatchObject({
      id: 'structure~wall-panel-v1.2.0',
      key: 'structure/wall-panel-v1.2.0',
      version: 'v1.2.0',
      createdBy: 'eero',
    });
    expect(classPartVersionSchema.parse(next)).toEqual(next);
    expect(contentOfVersion(base)).toEqual(commitContent({ ...content, isActive: base.isActive }));
  });

  it('only the creator or a workspace admin changes a workspace', () => {
    expect(mayChangeClassPartWorkspace({ creator: 'ada' }, { user: 'ada', isWorkspaceAdmin: false })).toBe(true);
    expect(mayChangeClassPartWorkspace({ creator: 'ada' }, { user: 'eero', isWorkspaceAdmin: false })).toBe(false);
    expect(mayChangeClassPartWorkspace({ creator: 'ada' }, { user: 'eero', isWorkspaceAdmin: true })).toBe(true);
    expect(mayChangeClassPartWorkspace({ creator: '' }, { user: '', isWorkspaceAdmin: false })).toBe(false);
  });

  it('patch and commit inputs', () => {
    expect(classPartWorkspacePatchSchema.safeParse({ workspaceId: 'w1' }).success).toBe(false);
    expect(classPartWorkspacePatchSchema.safeParse({ workspaceId: 'w1', description: 'x' }).success).toBe(true);
    expect(
      classPartWorkspacePatchSchema.safeParse({
        workspaceId: 'w1',
        routings: [
          { id: 'saw-cut', partNumberSuffix: 'SC' },
          { id: 'saw-cut', partNumberSuffix: 'SC' },
        ],
      }).success,
    ).toBe(false);
    expect(classPartWorkspacePatchSchema.safeParse({ workspaceId: 'w1', extra: 1, description: 'x' }).success).toBe(false);
    expect(classPartCommitSchema.safeParse({ workspaceId: 'w1', message: '  ' }).success).toBe(false);
    expect(classPartCommitSchema.safeParse({ workspaceId: 'w1', message: 'ok', bump: 'huge' }).success).toBe(false);
  });
});
