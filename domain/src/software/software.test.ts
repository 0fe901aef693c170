import { describe, expect, it } from 'vitest';
import { anyRouteDocSchema, filesByDatatype, isUndocumented, routesByPath } from './index.js';

describe('routesByPath', () => {
  it('groups the routes of one path, methods in GET, POST, PUT, PATCH, DELETE order, paths sorted', () => {
    const groups = routesByPath([
      { method: 'PATCH', path: '/pick/lists' },
      { method: 'GET', path: '/pick/docsJson' },
      { method: 'GET', path: '/pick/lists' },
      { method: 'POST', path: '/pick/lists' },
    ]);
    expect(groups.map((g) => [g.path, g.routes.map((r) => r.method)])).toEqual([
      ['/pick/docsJson', ['GET']],
      ['/pick/lists', ['GET', 'POST', 'PATCH']],
    ]);
  });
});

describe('route docs', () => {
  it('tells an undocumented route from a documented one', () => {
    const undocumented = anyRouteDocSchema.parse({ method: 'GET', path: '/x', undocumented: true });
    const documented = anyRouteDocSchema.parse({
      method: 'GET',
      path: '/y',
      summary: 's',
      input: 'query',
      fields: [],
      schema: {},
      answer: 'a',
    });
    expect(isUndocumented(undocumented)).toBe(true);
    expect(isUndocumented(documented)).toBe(false);
  });
});

describe('filesByDatatype', () => {
  it('lists the datatypes with their files, by key then newest first', () => {
    const groups = filesByDatatype([
      { id: '1', key: 'b.json', type: 'materials', created: '2026-01-01' },
      { id: '2', key: 'a.json', type: 'materials', created: '2026-01-01' },
      { id: '3', key: 'a.json', type: 'materials', created: '2026-02-01' },
      { id: '4', key: 'x.png', type: 'images' },
    ]);
    expect(groups.map((g) => [g.datatype, g.files.map((f) => f.id)])).toEqual([
      ['images', ['4']],
      ['materials', ['3', '2', '1']],
    ]);
  });
});
