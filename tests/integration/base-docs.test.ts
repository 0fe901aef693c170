import { beforeAll, describe, expect, it } from 'vitest';
import { callService } from '../support/service-call';
import { idTokenFor } from '../support/emulators';

/**
 * What is particular to GET /base/docsJson (core spec §7 "docsJson GET"; docs/base-spec.md "Home
 * and trunk parts") against the real emulators: the block routes are there, and a route's input
 * fields are read from the schema its handler parses with. That every mounted base and diagrams
 * route is listed and documented, and that each docsJson refuses unknown keys and callers without
 * a token, is checked for every service at once in docs-json.test.ts.
 */

interface RouteDoc {
  method: string;
  path: string;
  input?: string;
  fields?: { name: string; type: string; required: boolean }[];
}

let routes: RouteDoc[];
beforeAll(async () => {
  const res = await callService<{ routes: RouteDoc[] }>('GET', '/base/docsJson', await idTokenFor('eero@modulr.example'));
  expect(res.status).toBe(200);
  routes = res.body.data!.routes;
});

const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
const routeOf = (name: string) => {
  const found = routes.find((r) => key(r) === name);
  expect(found, name).toBeDefined();
  return found!;
};

describe('GET /base/docsJson', () => {
  it('lists the block routes and docsJson itself (the spec, generate and calculate routes join them)', () => {
    expect(routes.map(key)).toEqual(
      expect.arrayContaining([
        'GET /base/blocks',
        'POST /base/blocks/assign',
        'POST /base/blocks/commit',
        'GET /base/blocks/workspace',
        'POST /base/blocks/workspace',
        'PATCH /base/blocks/workspace',
        'DELETE /base/blocks/workspace',
        'GET /base/docsJson',
      ]),
    );
  });

  it("describes a route's input fields from the schema its handler parses with", () => {
    const commit = routeOf('POST /base/blocks/commit');
    expect(commit.input).toBe('body');
    expect(commit.fields).toEqual([
      { name: 'workspaceId', type: 'string', required: true },
      { name: 'message', type: 'string', required: true },
    ]);
    const remove = routeOf('DELETE /base/blocks/workspace');
    expect(remove.input).toBe('body or query');
    expect(remove.fields?.map((f) => f.name)).toEqual(['workspaceId']);
    const list = routeOf('GET /base/blocks');
    expect(list.fields?.map((f) => f.name).sort()).toEqual(['allVersions', 'assigns', 'layerData']);
    expect(list.fields?.every((f) => !f.required)).toBe(true);
  });
});
