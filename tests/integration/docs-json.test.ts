import { beforeAll, describe, expect, it } from 'vitest';
import { mountedRoutes, services } from '../../functions/src/api';
import { routeContracts, routeKey } from '@workhub/domain';
import { callService } from '../support/service-call';
import { idTokenFor } from '../support/emulators';

/**
 * Every mounted service's GET /docsJson (docs/staff-tools.md "Software docs and picking as built")
 * against the real emulators: for each service of functions/src/api.ts, the docsJson that covers it
 * lists exactly its mounted routes (compared with the routers' stacks, not a fixed list). Services
 * without a docsJson of their own are covered by another one: workspace, workspace_content and
 * auth by /firebase/docsJson, erp/webhook by /erp/docsJson, cloud/object by /cloud/docsJson.
 */

interface RouteDoc {
  method: string;
  path: string;
  summary?: string;
  answer?: string;
  input?: string;
  fields?: { name: string; type: string; required: boolean }[];
  schema?: unknown;
  answerSchema?: unknown;
  undocumented?: true;
}

const COVERED_BY: Record<string, string> = {
  workspace: 'firebase',
  workspace_content: 'firebase',
  auth: 'firebase',
  'erp/webhook': 'erp',
  // The signed (no-token) object URLs of the cloud service are described by /cloud/docsJson.
  'cloud/object': 'cloud',
};

let token: string;
beforeAll(async () => {
  token = await idTokenFor('eero@modulr.example');
});

const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
const mountedOf = (service: string) =>
  mountedRoutes()
    .filter((r) => r.service === service)
    .map((r) => key({ method: r.method, path: `/${service}${r.path === '/' ? '' : r.path}` }));

/** The services whose docsJson is read, and the services each one covers. */
function docsServices(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const name of Object.keys(services)) {
    const owner = COVERED_BY[name] ?? name;
    const hasOwn = mountedOf(owner).includes(`GET /${owner}/docsJson`);
    if (!hasOwn) continue;
    (out[owner] ??= []).push(name);
  }
  return out;
}

/** Whether a route summary holds source code instead of prose (a comment's end or start, a declaration, an arrow function). */
const looksLikeSource = (text: string) =>
  /\*\/|\/\*\*|=>|\basync function\b|\bfunction \w+\(|\b(const|let) \w+ =|\bexport (const|function|async)\b/.test(text);

describe('GET /<service>/docsJson for every mounted service', () => {
  it('every mounted service has a docsJson of its own or is covered by one', () => {
    const owners = Object.keys(docsServices());
    const withoutDocs = Object.keys(services).filter((s) => !owners.includes(COVERED_BY[s] ?? s));
    expect(withoutDocs).toEqual([]);
    expect(owners).toEqual(expect.arrayContaining(['db', 'base', 'opus', 'projects', 'live', 'google', 'zone', 'pipe', 'version']));
    expect(owners).toEqual(expect.arrayContaining(['firebase', 'build', 'erp', 'diagrams', 'pick']));
    expect(owners).toEqual(expect.arrayContaining(['email', 'storage', 'cloud', 'homehub']));
  });

  it('tells prose from pasted source', () => {
    expect(looksLikeSource("The project's exports, newest first (at most 100): { exports: [{ exportId, kind }] }")).toBe(false);
    expect(looksLikeSource('Runs every assembly → its next stage')).toBe(false);
    expect(looksLikeSource('Jobs at most. */ const MAX_RUN_JOBS = 200;  /** POST /run')).toBe(true);
    expect(looksLikeSource("x */ export const CNC_ROUTING = 'cnc-router';")).toBe(true);
    expect(looksLikeSource('rows. */ async function rowsOf(exportId: string) { return []; }')).toBe(true);
    expect(looksLikeSource('(chunk) => chunk.data()')).toBe(true);
  });

  it('each lists exactly the mounted routes of the services it covers, every one documented', async () => {
    const undocumented: string[] = [];
    const contracts = new Map(routeContracts.map((c) => [routeKey(c), c]));
    let total = 0;
    for (const [owner, covered] of Object.entries(docsServices())) {
      const res = await callService<{ routes: RouteDoc[] }>('GET', `/${owner}/docsJson`, token);
      expect(res.status, owner).toBe(200);
      const routes = res.body.data!.routes;
      expect(routes.map(key).sort(), owner).toEqual(covered.flatMap(mountedOf).sort());
      total += routes.length;
      for (const r of routes) {
        if (r.undocumented) {
          undocumented.push(key(r));
          continue;
        }
        expect(r.summary, key(r)).toMatch(/\w/);
        // Prose for a reader of /software/docs, never pasted source (a comment's end, a declaration, an arrow).
        expect(looksLikeSource(r.summary ?? ''), `${key(r)}: ${r.summary}`).toBe(false);
        expect(r.answer, key(r)).toMatch(/\w/);
        expect(['query', 'body', 'body or query'], key(r)).toContain(r.input);
        expect(r.schema, key(r)).toBeTypeOf('object');
        expect(Array.isArray(r.fields), key(r)).toBe(true);
        // A route written as a contract (domain/src/routes) is described from it: its summary and its answer's schema.
        const contract = contracts.get(key(r));
        if (contract) {
          expect(r.summary, key(r)).toBe(contract.summary);
          expect(r.answerSchema, key(r)).toBeTypeOf('object');
        }
      }
    }
    console.log(
      `[docs-json] ${total} routes described, ${undocumented.length} undocumented${undocumented.length ? `: ${undocumented.join(', ')}` : ''}`,
    );
    expect(undocumented).toEqual([]);
  });

  it("describes the pick service's inputs from the schemas its handlers parse with", async () => {
    const res = await callService<{ routes: RouteDoc[] }>('GET', '/pick/docsJson', token);
    const create = res.body.data!.routes.find((r) => key(r) === 'POST /pick/lists')!;
    expect(create.input).toBe('body');
    expect(create.fields).toEqual([
      { name: 'projectId', type: 'string', required: true, description: 'The project' },
      expect.objectContaining({ name: 'assemblies', type: 'array', required: false }),
      expect.objectContaining({ name: 'warehouse', type: 'string', required: true }),
    ]);
    const list = res.body.data!.routes.find((r) => key(r) === 'GET /pick/lists')!;
    expect(list.fields!.map((f) => [f.name, f.required])).toEqual([
      ['warehouse', false],
      ['status', false],
    ]);
  });

  it('each refuses an unknown query key with a 400 envelope, and a caller without a token', async () => {
    for (const owner of Object.keys(docsServices())) {
      const bad = await callService('GET', `/${owner}/docsJson?x=1`, token);
      expect(bad.status, owner).toBe(400);
      expect(bad.body, owner).toMatchObject({ success: false, data: null });
      expect(bad.body.error?.message, owner).toBeTruthy();
      const anonymous = await callService('GET', `/${owner}/docsJson`, undefined);
      expect(anonymous.status, owner).toBe(401);
      expect(anonymous.body.success, owner).toBe(false);
    }
  });
});
