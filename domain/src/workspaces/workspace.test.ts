import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../envelope.js';
import { CONTENT_CHUNK_BYTES } from '../content-chunks.js';
import {
  workspaceContentPostSchema,
  workspaceContentPutSchema,
  workspaceContentSchema,
  workspaceCreateSchema,
  workspaceUpdateSchema,
} from './workspace.js';
import { docsOfEntry, entriesOfContentDocs, entryChunkDocs, entryNeedsChunks } from './content-storage.js';

const errors = (schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? {} : fieldErrorsOf(r.error as never);
};

describe('workspace route inputs', () => {
  it('creates a class-part workspace with defaults', () => {
    const input = workspaceCreateSchema.parse({ workspace: { workspaceType: 'classPart', name: 'structure/wall-panel' } });
    expect(input).toEqual({
      workspace: { workspaceType: 'classPart', name: 'structure/wall-panel', status: 'new', major: 0, minor: 0, patch: 0 },
      content: [],
    });
  });

  it('names each bad field', () => {
    expect(
      errors(workspaceCreateSchema, {
        workspace: { workspaceType: 'block', name: 'x', major: -1, minor: 1.5, creator: 'ada' },
        content: [{ documentId: 'a/b', documentType: '' }],
      }),
    ).toMatchObject({
      'workspace.workspaceType': expect.stringContaining('base service'),
      'workspace.major': 'Must not be negative',
      'workspace.minor': 'Must be a whole number',
      'content.0.documentId': 'Must not contain "/"',
      'content.0.documentType': 'Required',
    });
    expect(Object.keys(errors(workspaceCreateSchema, { workspace: { workspaceType: 'classPart', name: 'garage/x' } }))).toEqual([
      'workspace.name',
    ]);
  });

  it('refuses id, creator and workspaceType in a PUT, and an empty one', () => {
    for (const key of ['id', 'creator', 'workspaceType'])
      expect(workspaceUpdateSchema.safeParse({ workspaceId: 'w1', properties: { [key]: 'x' } }).success).toBe(false);
    expect(workspaceUpdateSchema.safeParse({ workspaceId: 'w1', properties: {} }).success).toBe(false);
    expect(workspaceUpdateSchema.parse({ workspaceId: 'w1', properties: { deleted: true, minor: 2 } }).properties).toEqual({
      deleted: true,
      minor: 2,
    });
  });

  it('refuses keys Firestore or JavaScript would misread inside entries', () => {
    const proto = JSON.parse('{"documentId":"e1","documentType":"note","data":{"__proto__":{"x":1}}}');
    expect(workspaceContentSchema.safeParse(proto).success).toBe(false);
    expect(errors(workspaceContentSchema, { documentId: 'e1', documentType: 'note', data: { '': 1 } })).toHaveProperty('data.');
    expect(workspaceContentSchema.safeParse({ documentId: 'e1-0001', documentType: 'note' }).success).toBe(false);
    expect(errors(workspaceContentSchema, { documentId: 'c', documentType: 'classPart', system: 'garage' })).toHaveProperty('system');
    expect(errors(workspaceContentSchema, { documentId: 'c', documentType: 'x', routings: [{ id: 'r1' }] })).toHaveProperty(
      'routings.0.partNumberSuffix',
    );
  });

  it('takes one entry or a list without repeated documentIds', () => {
    expect(workspaceContentPostSchema.safeParse({ workspaceId: 'w', content: { documentId: 'a', documentType: 't' } }).success).toBe(true);
    const twice = [
      { documentId: 'a', documentType: 't' },
      { documentId: 'a', documentType: 't' },
    ];
    expect(workspaceContentPostSchema.safeParse({ workspaceId: 'w', content: twice }).success).toBe(false);
    expect(workspaceContentPutSchema.safeParse({ workspaceId: 'w', properties: { documentId: 'a' } }).success).toBe(false);
    expect(workspaceContentPutSchema.safeParse({ workspaceId: 'w', properties: { documentId: 'a', documentType: 'b' } }).success).toBe(
      false,
    );
  });
});

describe('content entry storage', () => {
  const big = { documentId: 'big', documentType: 'note', data: { text: 'ü€😀'.repeat(300_000) } };

  it('keeps a small entry in one document and chunks a large one, joined back exactly', () => {
    expect(entryNeedsChunks('w1', { documentId: 'small', data: { a: 1 } })).toBe(false);
    expect(entryNeedsChunks('w1', big)).toBe(true);
    const chunks = entryChunkDocs(big);
    expect(chunks.map((c) => c.id)).toEqual(['big-0000', 'big-0001', 'big-0002', 'big-0003']);
    for (const c of chunks) expect(Buffer.byteLength(String(c.data.text))).toBeLessThanOrEqual(CONTENT_CHUNK_BYTES);
    const small = { id: 'small', data: { documentId: 'small', documentType: 'note' } };
    const read = entriesOfContentDocs([...chunks].reverse().concat(small));
    expect(read.incomplete).toEqual({});
    expect(read.entries).toEqual([big, small.data]);
    expect(docsOfEntry([...chunks, small], 'big')).toEqual(chunks.map((c) => c.id));
  });

  it('reports missing chunks instead of a short entry', () => {
    const chunks = entryChunkDocs(big);
    const read = entriesOfContentDocs(chunks.slice(1));
    expect(read.entries).toEqual([]);
    expect(read.incomplete.big).toMatch(/incomplete/);
  });

  it("shows the version service's json chunks as an entry holding the content", () => {
    const read = entriesOfContentDocs([
      { id: 'json-0000', data: { documentId: 'json', documentType: 'json', index: 0, count: 1, text: '{"layers":[]}' } },
    ]);
    expect(read.entries).toEqual([{ documentId: 'json', documentType: 'json', data: { layers: [] } }]);
  });
});
