import { describe, expect, it } from 'vitest';
import { anyRouteDocSchema, filesByDatatype, isUndocumented, routesByPath } from './index.js';
import { datatypeBundleKey, storageDatatypeOf, TOP_LEVEL_DATATYPE } from '../storage/keys.js';

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
  const file = (id: string, key: string, project = 'global', app_name = 'workhub') => ({ id, key, project, app_name });

  it('lists the datatypes (the first folder of each key) with their files by key, app and project', () => {
    const groups = filesByDatatype([
      file('1', 'walls/interior-2x4.json'),
      file('2', 'walls/exterior-2x6.json', 'P-1002'),
      file('3', 'walls/exterior-2x6.json'),
      file('4', 'environments/dusk.png'),
      file('5', 'legacy/1.2.0/floor-plan.png', 'P-1001', 'homehub'),
      file('6', 'readme.txt'),
    ]);
    expect(groups.map((g) => [g.datatype, g.files.map((f) => f.id)])).toEqual([
      [TOP_LEVEL_DATATYPE, ['6']],
      ['environments', ['4']],
      ['legacy', ['5']],
      ['walls', ['3', '2', '1']],
    ]);
  });

  it('is empty without files', () => {
    expect(filesByDatatype([])).toEqual([]);
  });
});

describe('storageDatatypeOf', () => {
  it("is the key's first folder ({datatype}/{filename}.json), else the top level", () => {
    expect(storageDatatypeOf(datatypeBundleKey('windows', 'casement-3050'))).toBe('windows');
    expect(storageDatatypeOf('materials/library.json')).toBe('materials');
    expect(storageDatatypeOf('legacy/1.2.0/floor-plan.png')).toBe('legacy');
    expect(storageDatatypeOf('logo.png')).toBe(TOP_LEVEL_DATATYPE);
  });
});
