import { describe, expect, it } from 'vitest';
import {
  contentTextProblem,
  versionCandidateCreateSchema,
  versionCommitSchema,
  versionDocId,
  versionLatestQuerySchema,
  versionListQuerySchema,
  versionWorkspaceCreateSchema,
  versionWorkspacePatchSchema,
  versionWorkspaceRefSchema,
  versionWorkspacesQuerySchema,
  versionedWorkspaceName,
  versionedWorkspaceTypeOf,
} from './schemas.js';
import { VERSION_CONTENT_MAX_BYTES } from './limits.js';
import { fieldErrorsOf } from '../envelope.js';

const fieldsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? [] : Object.keys(fieldErrorsOf(result.error as Parameters<typeof fieldErrorsOf>[0]));

describe('versionDocId', () => {
  it('is project@name@type@version, with _ for company-wide and ~ for /', () => {
    expect(versionDocId({ projectId: '', name: 'baseSpec', type: 'json', version: { major: 1, minor: 2, patch: 0 } })).toBe(
      '_@baseSpec@json@v1.2.0',
    );
    expect(versionDocId({ projectId: 'P-1004', name: 'site/plan A', type: 'json', version: 'v1.10.3' })).toBe(
      'P-1004@site~plan A@json@v1.10.3',
    );
  });
  it('gives different versions and projects different ids', () => {
    const ids = new Set(
      [
        { projectId: '', version: { major: 1, minor: 10, patch: 0 } },
        { projectId: '', version: { major: 1, minor: 1, patch: 0 } },
        { projectId: '', version: { major: 11, minor: 0, patch: 0 } },
        { projectId: 'P-1', version: { major: 1, minor: 1, patch: 0 } },
      ].map((v) => versionDocId({ ...v, name: 'x', type: 'json' })),
    );
    expect(ids.size).toBe(4);
  });
});

describe('workspace naming', () => {
  it('is a baseSpec workspace only for the name baseSpec', () => {
    expect(versionedWorkspaceTypeOf('baseSpec')).toBe('baseSpec');
    expect(versionedWorkspaceTypeOf('P-1004 site plan')).toBe('space');
    expect(versionedWorkspaceName('Kitchen layout study', { major: 1, minor: 2, patch: 0 })).toBe('Kitchen layout study w1.2.0');
  });
});

describe('content', () => {
  it('must be JSON without object-internal keys, within the limit', () => {
    expect(contentTextProblem('{"layers":{}}')).toBeUndefined();
    expect(contentTextProblem('[1,2]')).toBeUndefined();
    expect(contentTextProblem('{')).toBe('Must be a JSON text');
    expect(contentTextProblem('{"a":{"__proto__":{"x":1}}}')).toMatch(/__proto__/);
    expect(contentTextProblem(JSON.stringify({ t: 'é'.repeat(VERSION_CONTENT_MAX_BYTES / 2) }))).toMatch(/Too large/);
  });
});

describe('POST /workspace input', () => {
  const good = { name: 'P-1004 site plan', type: 'json', projectId: 'P-1004', content: '{}', major: 1, minor: 0, patch: 0 };
  it('accepts a good body, company-wide projectId and the spec creator', () => {
    expect(versionWorkspaceCreateSchema.safeParse(good).success).toBe(true);
    expect(versionWorkspaceCreateSchema.safeParse({ ...good, projectId: '', name: 'baseSpec', creator: 'local' }).success).toBe(true);
  });
  it('names each bad field', () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...good, name: '' }, 'name'],
      [{ ...good, name: ' lead' }, 'name'],
      [{ ...good, name: 'a@b' }, 'name'],
      [{ ...good, name: 'x'.repeat(201) }, 'name'],
      [{ ...good, projectId: 'a/b' }, 'projectId'],
      [{ ...good, projectId: '__x__' }, 'projectId'],
      [{ ...good, type: 'xml' }, 'type'],
      [{ ...good, content: 'nope' }, 'content'],
      [{ ...good, content: { a: 1 } }, 'content'],
      [{ ...good, major: -1 }, 'major'],
      [{ ...good, minor: 1.5 }, 'minor'],
      [{ ...good, patch: 2 ** 60 }, 'patch'],
      [{ ...good, patch: '1' }, 'patch'],
      [{ ...good, surplus: 1 }, '(body)'],
    ];
    for (const [body, field] of cases)
      expect(fieldsOf(versionWorkspaceCreateSchema.safeParse(body)), JSON.stringify(body).slice(0, 80)).toContain(field);
  });
});

describe('query schemas', () => {
  it('GET /latest parses numbers and checks major/minor/version', () => {
    expect(versionLatestQuerySchema.parse({ name: 'baseSpec', type: 'json', major: '1', minor: '10' })).toMatchObject({
      major: 1,
      minor: 10,
    });
    expect(versionLatestQuerySchema.parse({ name: 'baseSpec', type: 'json', project: '', version: 'v1.2.0' })).toMatchObject({
      project: '',
    });
    expect(fieldsOf(versionLatestQuerySchema.safeParse({ name: 'baseSpec', type: 'json', minor: '1' }))).toEqual(['minor']);
    expect(fieldsOf(versionLatestQuerySchema.safeParse({ name: 'baseSpec', type: 'json', major: '-1' }))).toEqual(['major']);
    expect(fieldsOf(versionLatestQuerySchema.safeParse({ name: 'baseSpec', type: 'json', major: '1e3' }))).toEqual(['major']);
    expect(fieldsOf(versionLatestQuerySchema.safeParse({ name: 'baseSpec', type: 'json', version: 'latest' }))).toEqual(['version']);
    expect(fieldsOf(versionLatestQuerySchema.safeParse({ name: 'baseSpec', type: 'json', version: 'v1', major: '1' }))).toEqual([
      'version',
    ]);
    expect(fieldsOf(versionLatestQuerySchema.safeParse({ type: 'json' }))).toEqual(['name']);
  });
  it('GET /list limit is 1 to 1000', () => {
    expect(versionListQuerySchema.parse({ limit: '1000' }).limit).toBe(1000);
    expect(versionListQuerySchema.parse({ limit: '' }).limit).toBeUndefined();
    for (const limit of ['0', '1001', 'x', '-1', '1.5'])
      expect(fieldsOf(versionListQuerySchema.safeParse({ limit })), limit).toEqual(['limit']);
  });
  it('GET /workspaces includeDeleted is true or false', () => {
    expect(versionWorkspacesQuerySchema.parse({ includeDeleted: 'true', creator: 'eero' })).toEqual({
      includeDeleted: 'true',
      creator: 'eero',
    });
    expect(fieldsOf(versionWorkspacesQuerySchema.safeParse({ includeDeleted: '1' }))).toEqual(['includeDeleted']);
    expect(fieldsOf(versionWorkspacesQuerySchema.safeParse({ other: 'x' }))).toEqual(['(body)']);
  });
});

describe('workspace, candidate and commit input', () => {
  it('workspace ids are plain ids', () => {
    expect(versionWorkspaceRefSchema.safeParse({ workspaceId: 'space-kitchen-study' }).success).toBe(true);
    for (const workspaceId of ['', 'a/b', '..', 'x'.repeat(201), 5])
      expect(versionWorkspaceRefSchema.safeParse({ workspaceId }).success).toBe(false);
  });
  it('a patch is a string of type json', () => {
    expect(versionWorkspacePatchSchema.safeParse({ workspaceId: 'w1', type: 'json', patch: '[]' }).success).toBe(true);
    expect(fieldsOf(versionWorkspacePatchSchema.safeParse({ workspaceId: 'w1', type: 'json', patch: [] }))).toEqual(['patch']);
    expect(fieldsOf(versionWorkspacePatchSchema.safeParse({ workspaceId: 'w1', type: 'yaml', patch: '[]' }))).toEqual(['type']);
  });
  it('a candidate may leave out its content; a commit needs the candidate', () => {
    const candidate = { name: 'ADU massing', type: 'json', projectId: 'P-1001', workspaceId: 'w1', major: 2, minor: 1, patch: 0 };
    expect(versionCandidateCreateSchema.safeParse(candidate).success).toBe(true);
    expect(fieldsOf(versionCandidateCreateSchema.safeParse({ ...candidate, content: '{' }))).toEqual(['content']);
    const commit = {
      projectId: 'P-1001',
      name: 'ADU massing',
      type: 'json',
      major: 2,
      minor: 1,
      patch: 0,
      candidate: 'c1',
      workspaceId: 'w1',
    };
    expect(versionCommitSchema.safeParse(commit).success).toBe(true);
    expect(fieldsOf(versionCommitSchema.safeParse({ ...commit, candidate: undefined }))).toEqual(['candidate']);
    expect(fieldsOf(versionCommitSchema.safeParse({ ...commit, message: 'x'.repeat(2001) }))).toEqual(['message']);
  });
});
