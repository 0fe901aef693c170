import { beforeAll, describe, expect, it } from 'vitest';
import { mountedRoutes } from '../../functions/src/api';
import { callService } from '../support/service-call';
import { idTokenFor } from '../support/emulators';

/**
 * GET /base/docsJson and GET /diagrams/docsJson (core spec §7 "docsJson GET"; docs/base-spec.md
 * "Home and trunk parts") against the real emulators: each lists every route its service mounts —
 * compared with the routers' stacks (mountedRoutes), not a fixed list, so routes other parts add
 * later must be documented too — each with a summary, an answer and its input fields.
 */

interface RouteDoc {
  method: string;
  path: string;
  summary?: string;
  answer?: string;
  input?: string;
  fields?: { name: string; type: string; required: boolean }[];
  schema?: unknown;
  undocumented?: true;
}

let token: string;
beforeAll(async () => {
  token = await idTokenFor('eero@modulr.example');
});

const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
const mountedOf = (service: string) =>
  mountedRoutes()
    .filter((r) => r.service === service)
    .map((r) => key({ method: r.method, path: `/${service}${r.path === '/' ? '' : r.path}` }))
    .sort();

async function docsOf(service: string): Promise<RouteDoc[]> {
  const res = await callService<{ routes: RouteDoc[] }>('GET', `/${service}/docsJson`, token);
  expect(res.status).toBe(200);
  expect(res.body.success).toBe(true);
  return res.body.data!.routes;
}

describe('GET /base/docsJson', () => {
  it('lists every mounted base route, each documented with a summary, an answer and its input', async () => {
    const routes = await docsOf('base');
    const mounted = mountedOf('base');
    // The block routes and docsJson itself at least; the spec, generate and calculate routes join as they are mounted.
    expect(mounted).toEqual(
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
    expect(routes.map(key).sort()).toEqual(mounted);
    const undocumented = routes.filter((r) => r.undocumented).map(key);
    expect(undocumented).toEqual([]);
    for (const r of routes) {
      expect(r.summary, key(r)).toMatch(/\w/);
      expect(r.answer, key(r)).toMatch(/\w/);
      expect(['query', 'body', 'body or query'], key(r)).toContain(r.input);
      expect(r.schema, key(r)).toBeTypeOf('object');
    }
  });

  it("describes a route's input fields from the schema its handler parses with", async () => {
    const routes = await docsOf('base');
    const commit = routes.find((r) => key(r) === 'POST /base/blocks/commit')!;
    expect(commit.input).toBe('body');
    expect(commit.fields).toEqual([
      { name: 'workspaceId', type: 'string', required: true },
      { name: 'message', type: 'string', required: true },
    ]);
    const remove = routes.find((r) => key(r) === 'DELETE /base/blocks/workspace')!;
    expect(remove.input).toBe('body or query');
    expect(remove.fields?.map((f) => f.name)).toEqual(['workspaceId']);
    const list = routes.find((r) => key(r) === 'GET /base/blocks')!;
    expect(list.fields?.map((f) => f.name).sort()).toEqual(['allVersions', 'assigns', 'layerData']);
    expect(list.fields?.every((f) => !f.required)).toBe(true);
  });

  it('refuses an unknown query key with a 400 envelope, and a caller without a token', async () => {
    const bad = await callService('GET', '/base/docsJson?service=diagrams', token);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, data: null });
    expect(bad.body.error?.message).toBeTruthy();
    const anonymous = await callService('GET', '/base/docsJson', undefined);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.success).toBe(false);
  });
});

describe('GET /diagrams/docsJson', () => {
  it('lists every mounted Diagrams route, none undocumented', async () => {
    const routes = await docsOf('diagrams');
    const mounted = mountedOf('diagrams');
    expect(mounted).toContain('GET /diagrams/docsJson');
    expect(routes.map(key).sort()).toEqual(mounted);
    expect(routes.filter((r) => r.undocumented).map(key)).toEqual([]);
    for (const r of routes) expect(r.summary, key(r)).toMatch(/\w/);
    expect((await callService('GET', '/diagrams/docsJson?x=1', token)).status).toBe(400);
  });
});
