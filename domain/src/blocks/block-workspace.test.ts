import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../envelope';
import {
  archivedBlockId,
  blockAssignSchema,
  blockCommitSchema,
  blocksGetSchema,
  blockWorkspaceContentOf,
  blockWorkspaceCreateSchema,
  blockWorkspacePatchSchema,
  blockWorkspaceRefSchema,
  commitBlock,
  compareBlockVersions,
  currentBlockVersion,
  formatBlockVersion,
  blockListingSchema,
  listedBlock,
  MAX_BLOCK_LAYERS_JSON,
  mayChangeBlockWorkspace,
  newBlockWorkspace,
  nextBlockVersion,
  parseBlockVersion,
  blockContentSchema,
  blockWorkspaceDocSchema,
  storedBlockProblems,
} from './block-workspace';
import { isBlockName } from './block-document';

const errorsOf = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, input: unknown) => {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return fieldErrorsOf(result.error as Parameters<typeof fieldErrorsOf>[0]);
};

const layers = { 'design/walls': { objects: [{ name: 'wall 1', type: 'rect' as const, points: [0, 0, 10, 0, 10, 6, 0, 6] }] } };

describe('block versions', () => {
  it('parses and formats v{major}.{minor}.{patch} only', () => {
    expect(parseBlockVersion('v1.2.3')).toEqual({ major: 1, minor: 2, patch: 3 });
    expect(formatBlockVersion({ major: 10, minor: 0, patch: 7 })).toBe('v10.0.7');
    for (const bad of ['1.2.3', 'v1.2', 'w1.2.3', 'v1.2.3.4', 'v1.-2.3', '', undefined, 3]) expect(parseBlockVersion(bad)).toBeNull();
  });

  it('compares numerically, not as text', () => {
    expect(compareBlockVersions(parseBlockVersion('v1.10.0')!, parseBlockVersion('v1.9.9')!)).toBeGreaterThan(0);
    expect(compareBlockVersions(parseBlockVersion('v2.0.0')!, parseBlockVersion('v1.99.99')!)).toBeGreaterThan(0);
  });

  it('commits take the next minor version', () => {
    expect(nextBlockVersion({ major: 1, minor: 2, patch: 3 })).toEqual({ major: 1, minor: 3, patch: 0 });
  });

  it('reads the current version from currentVersion, else after the highest archived one, else v1.0.0', () => {
    expect(formatBlockVersion(currentBlockVersion({ currentVersion: 'v3.4.0' }, ['v9.0.0']))).toBe('v3.4.0');
    expect(formatBlockVersion(currentBlockVersion({}, ['v1.0.0', 'v1.10.1', 'v1.9.0']))).toBe('v1.11.0');
    expect(formatBlockVersion(currentBlockVersion({ currentVersion: 'garbage' }, ['v2.0.1']))).toBe('v2.1.0');
    expect(formatBlockVersion(currentBlockVersion({}, []))).toBe('v1.0.0');
  });

  it('names archived docs like the seed does', () => {
    expect(archivedBlockId('kitchen~kitchen-galley-10x8', { major: 1, minor: 0, patch: 1 })).toBe('kitchen~kitchen-galley-10x8~v1.0.1');
  });
});

describe('route inputs', () => {
  it('reads GET /blocks flags, false by default', () => {
    expect(blocksGetSchema.parse({})).toEqual({ allVersions: false, layerData: false, assigns: false });
    expect(blocksGetSchema.parse({ allVersions: 'true', layerData: 'false', assigns: 'true' })).toEqual({
      allVersions: true,
      layerData: false,
      assigns: true,
    });
    expect(errorsOf(blocksGetSchema, { allVersions: 'yes', other: '1' })).toEqual({
      allVersions: 'Must be true or false',
      '(body)': expect.any(String),
    });
  });

  it('defaults units to inches and checks names and users', () => {
    expect(blockWorkspaceCreateSchema.parse({ name: ' kitchen-galley-10x8 ' })).toEqual({ name: 'kitchen-galley-10x8', units: 'in' });
    expect(Object.keys(errorsOf(blockWorkspaceCreateSchema, { name: 'a/b', user: 'ada@x.example', units: 'furlong' })).sort()).toEqual([
      'name',
      'units',
      'user',
    ]);
    expect(errorsOf(blockWorkspaceCreateSchema, {})).toHaveProperty('name');
  });

  it('refuses workspace ids that are not plain ids', () => {
    expect(errorsOf(blockWorkspaceRefSchema, { workspaceId: '../blocks/x' })).toHaveProperty('workspaceId');
    expect(errorsOf(blockWorkspaceRefSchema, {})).toHaveProperty('workspaceId');
  });

  it('needs something to patch, and valid layers', () => {
    expect(errorsOf(blockWorkspacePatchSchema, { workspaceId: 'ws1' })).toEqual({ '(body)': expect.stringContaining('Nothing to update') });
    expect(blockWorkspacePatchSchema.parse({ workspaceId: 'ws1', layerData: layers }).layerData).toEqual(layers);
    const bad = errorsOf(blockWorkspacePatchSchema, {
      workspaceId: 'ws1',
      layerData: { 'design/walls': { objects: [{ name: 'x', type: 'circle', points: [] }] } },
    });
    expect(Object.keys(bad)).toEqual(['layerData.design/walls.objects.0.type']);
    const huge = { big: { objects: [{ name: 'x', type: 'polyline', points: Array.from({ length: 20_000 }, () => 123456.789) }] } };
    const many = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`l${i}`, huge.big]));
    expect(JSON.stringify(many).length).toBeGreaterThan(MAX_BLOCK_LAYERS_JSON);
    expect(errorsOf(blockWorkspacePatchSchema, { workspaceId: 'ws1', layerData: many })).toHaveProperty('layerData');
  });

  it('takes only https Onshape URLs for assignments', () => {
    expect(blockAssignSchema.parse({ name: 'b', user: 'eero', onshapeUrl: 'https://cad.onshape.com/documents/1/w/2' }).user).toBe('eero');
    for (const url of ['http://cad.onshape.com/x', 'javascript:alert(1)', 'not a url']) {
      expect(errorsOf(blockAssignSchema, { name: 'b', user: 'eero', onshapeUrl: url })).toHaveProperty('onshapeUrl');
    }
    expect(errorsOf(blockWorkspacePatchSchema, { workspaceId: 'ws1', assigns: { eero: { onshapeUrl: 'ftp://x' } } })).toHaveProperty([
      'assigns.eero.onshapeUrl',
    ]);
  });

  it('needs a commit message', () => {
    expect(errorsOf(blockCommitSchema, { workspaceId: 'ws1', message: '   ' })).toEqual({ message: 'Required' });
  });
});

describe('block workspace documents', () => {
  const block = {
    name: 'bath-full-8x8',
    width: 96,
    height: 96,
    layers,
    designer: 'eero',
    assigns: { eero: { onshapeUrl: 'https://a.example', at: '2026-01-01T00:00:00.000Z' } },
  };

  it('makes the workspace and its content from the block', () => {
    const ws = newBlockWorkspace({
      id: 'ws1',
      blockName: block.name,
      creator: 'ada',
      user: 'eero',
      units: 'in',
      version: { major: 1, minor: 2, patch: 0 },
      at: '2026-01-02T03:04:05.000Z',
    });
    expect(ws).toEqual({
      id: 'ws1',
      name: 'base/blocks/bath-full-8x8',
      workspaceName: 'bath-full-8x8',
      creator: 'ada',
      user: 'eero',
      units: 'in',
      major: 1,
      minor: 2,
      patch: 0,
      deleted: false,
      workspaceType: 'block',
      editors: [],
      s3Name: 'base/blocks/bath-full-8x8/ws1.json',
      createdAt: '2026-01-02T03:04:05.000Z',
      updatedAt: '2026-01-02T03:04:05.000Z',
      // Made in the current shape: stamped with the current schema version (domain/src/migrations).
      schemaVersion: 1,
    });
    expect(blockWorkspaceDocSchema.safeParse(ws).success).toBe(true);
    expect(blockWorkspaceDocSchema.safeParse({ ...ws, updatedAt: 'yesterday' }).success).toBe(false);
    expect(blockContentSchema.safeParse(blockWorkspaceContentOf(block)).success).toBe(true);
    expect(blockWorkspaceContentOf(block)).toEqual({
      documentId: 'block',
      documentType: 'block',
      data: { name: block.name, width: 96, height: 96, layers },
    });
  });

  it('lets only the creator or a workspace admin change it', () => {
    expect(mayChangeBlockWorkspace({ creator: 'eero' }, { user: 'eero', isWorkspaceAdmin: false })).toBe(true);
    expect(mayChangeBlockWorkspace({ creator: 'eero' }, { user: 'zaha', isWorkspaceAdmin: false })).toBe(false);
    expect(mayChangeBlockWorkspace({ creator: 'eero' }, { user: 'ada', isWorkspaceAdmin: true })).toBe(true);
    expect(mayChangeBlockWorkspace({ creator: '' }, { user: '', isWorkspaceAdmin: false })).toBe(false);
  });

  it('lists blocks with layer names, layers and assigns only when asked', () => {
    const plain = listedBlock({ id: 'bath~x', ...block }, { layerData: false, assigns: false });
    expect(plain).not.toHaveProperty('layers');
    expect(plain).not.toHaveProperty('assigns');
    expect(plain.layerNames).toEqual(['design/walls']);
    const full = listedBlock({ id: 'bath~x', ...block }, { layerData: true, assigns: true });
    expect(full.layers).toEqual(layers);
    expect(full.assigns).toEqual(block.assigns);
    expect(listedBlock({ id: 'y', name: 'y' }, { layerData: false, assigns: true }).assigns).toEqual({});
    // What the service lists is what the web client reads: the one listing contract.
    expect(blockListingSchema.safeParse(plain).success).toBe(true);
    expect(blockListingSchema.parse(full).layers).toEqual(layers);
  });

  it('commits: archives the current doc with its version, writes the next without one', () => {
    const newLayers = { 'design/rooms': { objects: [] } };
    const { archived, next, nextVersion } = commitBlock(
      { ...block, id: 'bath~bath-full-8x8', currentVersion: 'v1.2.0', history: [{ version: 'v1.2.0' }] },
      { name: block.name, width: 100, height: 96, layers: newLayers },
      {
        version: { major: 1, minor: 2, patch: 0 },
        message: 'Moved the vanity',
        author: 'ada',
        at: '2026-02-01T00:00:00.000Z',
        workspaceId: 'ws1',
      },
    );
    expect(formatBlockVersion(nextVersion)).toBe('v1.3.0');
    expect(archived).toMatchObject({ name: block.name, layers, version: 'v1.2.0' });
    expect(archived).not.toHaveProperty('currentVersion');
    expect(archived).not.toHaveProperty('id');
    expect(next).not.toHaveProperty('version');
    expect(next).toMatchObject({
      layers: newLayers,
      layerCount: 1,
      width: 100,
      currentVersion: 'v1.3.0',
      designer: 'eero',
      assigns: block.assigns,
    });
    expect(next.history).toEqual([
      { version: 'v1.2.0' },
      { version: 'v1.3.0', message: 'Moved the vanity', author: 'ada', at: '2026-02-01T00:00:00.000Z', workspaceId: 'ws1' },
    ]);
  });

  it('commits the workspace assignments when a PATCH set them', () => {
    const { next } = commitBlock(
      block,
      { ...blockWorkspaceContentOf(block).data, assigns: {} },
      { version: { major: 1, minor: 0, patch: 0 }, message: 'm', author: 'a', at: 't', workspaceId: 'w' },
    );
    expect(next.assigns).toEqual({});
  });
});

describe('the workspace document and block content schemas', () => {
  const workspace = newBlockWorkspace({
    id: 'ws1',
    blockName: 'bath full 8x8',
    creator: 'ada',
    user: 'eero',
    units: 'in',
    version: { major: 1, minor: 2, patch: 0 },
    at: '2026-01-02T03:04:05.000Z',
  });
  const content = { documentId: 'block', documentType: 'block', data: { name: 'bath full 8x8', width: 96, height: 96, layers } };

  it('accepts what the service writes, and older workspaces without user, units, editors or s3Name', () => {
    expect(blockWorkspaceDocSchema.parse(workspace)).toEqual(workspace);
    const { user: _u, units: _n, editors: _e, s3Name: _s, createdAt: _c, updatedAt: _a, ...older } = workspace;
    expect(blockWorkspaceDocSchema.safeParse(older).success).toBe(true);
    expect(blockContentSchema.parse(content)).toEqual(content);
    const assigned = {
      ...content,
      data: { ...content.data, assigns: { jean: { onshapeUrl: 'https://cad.onshape.com/d/1', at: '2026-01-01T00:00:00.000Z' } } },
    };
    expect(blockContentSchema.safeParse(assigned).success).toBe(true);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a name that does not match workspaceName', { name: 'base/blocks/other' }, 'name'],
    ['a name outside base/blocks/', { name: 'bath full 8x8' }, 'name'],
    ['another workspace type', { workspaceType: 'classPart' }, 'workspaceType'],
    ['a fractional version part', { minor: 1.5 }, 'minor'],
    ['a version part as text', { major: '1' }, 'major'],
    ['deleted as text', { deleted: 'false' }, 'deleted'],
    ['units outside the list', { units: 'furlong' }, 'units'],
    ['an extra key', { content: { layers: {} } }, '(document)'],
    ['editors that are not user names', { editors: ['a b'] }, 'editors.0'],
  ])('refuses a workspace with %s', (_label, change, path) => {
    const result = blockWorkspaceDocSchema.safeParse({ ...workspace, ...change });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => (i.path.length ? i.path.join('.') : '(document)'))).toContain(path);
  });

  it.each<[string, unknown, string]>([
    [
      'an object without points',
      { ...content, data: { ...content.data, layers: { 'design/walls': { objects: [{ name: 'w', type: 'rect' }] } } } },
      'data.layers.design/walls.objects.0.points',
    ],
    [
      'a point that is not a number',
      { ...content, data: { ...content.data, layers: { 'design/walls': { objects: [{ name: 'w', type: 'rect', points: [0, 'x'] }] } } } },
      'data.layers.design/walls.objects.0.points.1',
    ],
    [
      'an unknown shape type',
      { ...content, data: { ...content.data, layers: { 'design/walls': { objects: [{ name: 'w', type: 'circle', points: [] }] } } } },
      'data.layers.design/walls.objects.0.type',
    ],
    ['a layer that is a list', { ...content, data: { ...content.data, layers: { 'design/walls': [] } } }, 'data.layers.design/walls'],
    ['no width', { ...content, data: { ...content.data, width: undefined } }, 'data.width'],
    ['another document type', { ...content, documentType: 'classPart' }, 'documentType'],
    ['an extra data key', { ...content, data: { ...content.data, colour: 'red' } }, 'data'],
  ])('refuses content with %s', (_label, value, path) => {
    const result = blockContentSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.'))).toContain(path);
  });

  it('names the problems of a stored block, none for a valid one', () => {
    expect(storedBlockProblems({ name: 'bath', width: 96, height: 96, layers })).toEqual([]);
    expect(
      storedBlockProblems({ name: 'bath', width: -1, layers: { walls: { objects: [{ name: 'w', type: 'rect', points: 'none' }] } } }),
    ).toEqual([
      'layers.walls.objects.0.points: Invalid input: expected array, received string',
      'width: Too small: expected number to be >=0',
      'height: Invalid input: expected number, received undefined',
    ]);
  });
});

describe('block names', () => {
  it.each(['bath-full-8x8', 'bath full 8x8', 'door 3\' 0"', 'ü-block #2', 'a'])('accepts %s', (name) => {
    expect(isBlockName(name)).toBe(true);
  });

  it.each(['', ' bath', 'bath ', 'bath/full', 'bath~v1.0.0', 'x'.repeat(201), undefined])('refuses %j', (name) => {
    expect(isBlockName(name)).toBe(false);
  });

  it('agrees with the service: a name it accepts (trimmed) is a name the pages take', () => {
    for (const name of ['bath full 8x8', '  spaced  out ', 'a#b?c%d']) {
      const parsed = blockWorkspaceCreateSchema.safeParse({ name });
      expect(parsed.success).toBe(true);
      expect(isBlockName(parsed.data!.name)).toBe(true);
    }
  });
});
