import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { DB_COLLECTIONS, routeContracts, routeKey } from '@workhub/domain';
import { mountedRoutes } from '../../functions/src/api';
import { FUNCTIONS_URL, PROJECT_ID, idTokenFor, runSuffix } from '../support/emulators';
import { signInAs } from '../support/tokens';
import { FUZZ_ROUTES, type FuzzRoute, type FuzzTargets, type Input } from './fuzz-routes';

/**
 * Generated bad input for every route of every mounted service, over HTTP against the Functions
 * emulator (fast-check, fixed seed). Each request must get a status below 500 and, for 4xx, the
 * envelope `{ success: false, data: null, error: { error, message } }`; a write route must never
 * accept one; and no document of any collection the routes can touch (nor any Auth user) may
 * change. Routes live in fuzz-routes.ts; a mounted route without an entry fails the test.
 */

const SEED = 20261124;
const RUNS_PER_ROUTE = 30;
/** Routes between two fingerprints of the database (see the test). */
const FINGERPRINT_EVERY = Number(process.env.FUZZ_FINGERPRINT_EVERY ?? 8);

type Caller = 'staff' | 'none' | 'bad-token' | 'no-claim';
type Body = { kind: 'json'; value: unknown } | { kind: 'text'; text: string };

interface FuzzRequest {
  fault: string;
  caller: Caller;
  method: string;
  path: string;
  query?: Input;
  body?: Body;
}

interface Outcome {
  request: FuzzRequest;
  status: number;
  problem?: string;
}

const suffix = runSuffix();
let app: App;
let db: Firestore;
let auth: Auth;
let targets: FuzzTargets;
const tokens: Partial<Record<Caller, string>> = {};
const outcomes: Outcome[] = [];

// ── building bad input ───────────────────────────────────────────────────────────────────────

/** An own property even for `__proto__` (plain assignment would set the prototype instead). */
function withKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  return target;
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Paths (key lists) of every map inside a value, the value itself first. */
function mapPaths(value: unknown, path: string[] = []): string[][] {
  if (!isObject(value)) return Array.isArray(value) ? value.flatMap((v, i) => mapPaths(v, [...path, String(i)])) : [];
  return [path, ...Object.entries(value).flatMap(([k, v]) => mapPaths(v, [...path, k]))];
}

/** Paths of every leaf or container below the top. */
function valuePaths(value: unknown, path: string[] = []): string[][] {
  const children = isObject(value) ? Object.entries(value) : Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : [];
  return children.flatMap(([k, v]) => [[...path, k], ...valuePaths(v, [...path, k])]);
}

function at(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>((cur, k) => (cur as Record<string, unknown>)[k], value);
}

function replaceAt(value: Input, path: string[], replacement: unknown): Input {
  const out = clone(value);
  const parent = at(out, path.slice(0, -1)) as Record<string, unknown>;
  withKey(parent, path[path.length - 1]!, replacement);
  return out;
}

function pick<T>(items: T[], n: number): T | undefined {
  return items.length ? items[n % items.length] : undefined;
}

const nest = (levels: number, arrays: boolean): unknown =>
  levels === 0 ? 0 : arrays && levels % 2 ? [nest(levels - 1, arrays)] : { d: nest(levels - 1, arrays) };

const internalKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'a.__proto__.b',
  'constructor.prototype.polluted',
  '__proto__.polluted',
  'x.prototype',
);
const pollution = fc.constantFrom<unknown>({ polluted: 'yes' }, 'yes', { prototype: { polluted: 'yes' } }, ['yes']);
/** Values no id may take (a random string could name a new document and make a valid insert). */
const badLeaf = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    0,
    -1,
    1.5,
    1e308,
    '',
    '/',
    '.',
    '..',
    'a/b',
    '__fuzz__',
    '\ud800',
    'x'.repeat(1501),
    [],
    {},
    [[1]],
    { $in: [] },
    { $exists: 'yes' },
  ),
  fc.integer(),
  fc.jsonValue({ maxDepth: 3 }).filter((v) => typeof v !== 'string'),
);
const pathSuffix = fc.oneof(
  // Not malformed %-escapes: the emulator's own router refuses those (400, HTML) before the function runs.
  fc.constantFrom('/x', '/../x', '/%2e%2e/x', '/__proto__', '/constructor', '//', '/blocks/../../db', '/%00', '/date/x', '/.', '/%C3%A9'),
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 12 }).map((s) => `/${encodeURIComponent(s)}`),
);
const callers = fc.constantFrom<Caller>('staff', 'staff', 'staff', 'staff', 'staff', 'staff', 'none', 'bad-token', 'no-claim');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Faults that make any request invalid, applied to a route's real request (and the harmless one). */
function alwaysInvalid(template: Input, bodyRoute: boolean): fc.Arbitrary<{ fault: string; input?: Input; body?: Body }> {
  const maps = mapPaths(template);
  const values = valuePaths(template);
  const faults: Array<fc.Arbitrary<{ fault: string; input?: Input; body?: Body }>> = [
    fc.record({ n: fc.nat(), key: internalKey, value: pollution }).map(({ n, key, value }) => {
      const path = pick(maps, n)!;
      const out = clone(template);
      withKey(path.length ? (at(out, path) as Record<string, unknown>) : out, key, value);
      return { fault: 'internal-key', input: out };
    }),
    fc.record({ n: fc.nat(), depth: fc.integer({ min: 33, max: 80 }), arrays: fc.boolean() }).map(({ n, depth, arrays }) => ({
      fault: 'too-deep',
      input: values.length ? replaceAt(template, pick(values, n)!, nest(depth, arrays)) : { ...template, deep: nest(depth, arrays) },
    })),
    fc.record({ key: fc.string({ minLength: 1, maxLength: 10 }), value: fc.jsonValue({ maxDepth: 2 }) }).map(({ key, value }) => ({
      fault: 'unknown-key',
      input: withKey(clone(template), `fuzz_${key}`, value),
    })),
    fc.record({ n: fc.nat(), length: fc.integer({ min: 1501, max: 4000 }) }).map(({ n, length }) => {
      const path = pick(maps, n)!;
      const out = clone(template);
      withKey(path.length ? (at(out, path) as Record<string, unknown>) : out, 'k'.repeat(length), 1);
      return { fault: 'long-key', input: out };
    }),
  ];
  if (bodyRoute) {
    faults.push(
      fc.nat().map((n) => ({
        fault: 'oversize',
        input: values.length ? replaceAt(template, pick(values, n)!, 'x'.repeat(2_200_000)) : template,
      })),
      fc.nat().map((n) => ({
        fault: 'huge-array',
        input: values.length ? replaceAt(template, pick(values, n)!, new Array(100_001).fill(0)) : template,
      })),
      fc
        .record({ cut: fc.nat(), junk: fc.constantFrom('', '}', ',', '{"a":', 'undefined', "{'a':1}", '[1,]', 'NaN') })
        .map(({ cut, junk }) => {
          const text = JSON.stringify(template);
          return {
            fault: 'malformed-json',
            body: { kind: 'text', text: text.slice(0, Math.max(1, cut % text.length)) + junk } satisfies Body,
          };
        }),
      fc.constantFrom<unknown>(null, 5, 'text', true, [], [template], [[template]]).map((value) => ({
        fault: 'not-an-object',
        body: { kind: 'text', text: JSON.stringify(value) } satisfies Body,
      })),
    );
  }
  return fc.oneof(...faults);
}

/** Faults that may leave a request valid, only for a route's harmless request. */
function anyFault(
  template: Input,
  route: FuzzRoute,
): fc.Arbitrary<{ fault: string; input?: Input; body?: Body; path?: string; method?: string }> {
  const values = valuePaths(template);
  return fc.oneof(
    { weight: 4, arbitrary: alwaysInvalid(template, route.input !== 'query') },
    {
      weight: 4,
      arbitrary: fc
        .record({ n: fc.nat(), leaf: badLeaf })
        .map(({ n, leaf }) => ({ fault: 'bad-value', input: values.length ? replaceAt(template, pick(values, n)!, leaf) : template })),
    },
    {
      weight: 1,
      arbitrary: fc.nat().map((n) => {
        const path = pick(values, n);
        const out = clone(template);
        if (path) delete (at(out, path.slice(0, -1)) as Record<string, unknown>)[path[path.length - 1]!];
        return { fault: 'missing-key', input: out };
      }),
    },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 3 })).map((input) => ({ fault: 'junk', input })),
    },
    {
      weight: 1,
      arbitrary: pathSuffix.map((suffixPath) => ({ fault: 'path-suffix', path: `${route.path}${suffixPath}`, input: template })),
    },
    // A read's harmless request may name real documents, so only a write's is sent with another method.
    ...(route.method === 'GET'
      ? []
      : [
          {
            weight: 1,
            arbitrary: fc
              .constantFrom(...METHODS.filter((m) => m !== route.method))
              .map((method) => ({ fault: 'other-method', method, input: template })),
          },
        ]),
  );
}

/** The generated requests of one route: a fixed seed, so every run sends the same ones. */
function requestsFor(route: FuzzRoute, t: FuzzTargets, seed: number): FuzzRequest[] {
  const harmless = route.harmless(t);
  const real = route.real?.(t);
  const asQuery = fc.boolean();
  const generated = fc.record({
    caller: callers,
    useReal: fc.boolean(),
    asQuery,
    harmless: anyFault(harmless, route),
    real: real ? alwaysInvalid(real, true) : fc.constant(undefined),
  });
  const requests = fc
    .sample(generated, { seed, numRuns: RUNS_PER_ROUTE })
    .map(({ caller, useReal, asQuery: inQuery, harmless: h, real: r }) => {
      // Unauthorized callers may send the real request unchanged: it must still change nothing.
      const chosen = useReal && r ? r : useReal && real && caller !== 'staff' ? { fault: 'valid-request', input: real } : h;
      return toRequest(route, caller, chosen, inQuery);
    });
  for (const [i, input] of (route.knownBad?.(t) ?? []).entries()) {
    requests.push(toRequest(route, 'staff', { fault: `known-bad #${i}`, input }, false));
  }
  return requests;
}

function toRequest(
  route: FuzzRoute,
  caller: Caller,
  f: { fault: string; input?: Input; body?: Body; path?: string; method?: string },
  inQuery: boolean,
): FuzzRequest {
  const method = f.method ?? route.method;
  const request: FuzzRequest = { fault: f.fault, caller, method, path: f.path ?? route.path };
  // Body-sized faults stay in the body: a URL over 16 KB is refused by the HTTP server itself (431).
  const bodyOnly = ['oversize', 'huge-array'].includes(f.fault);
  const queryInput = route.input === 'query' || (route.input === 'body or query' && inQuery && !bodyOnly) || method === 'GET';
  if (f.body && method !== 'GET') request.body = f.body;
  else if (f.input && queryInput) request.query = f.input;
  else if (f.input) request.body = { kind: 'json', value: f.input };
  return request;
}

// ── sending and checking ─────────────────────────────────────────────────────────────────────

/** Like encodeURIComponent, but a lone surrogate (which it refuses) is sent as invalid UTF-8 bytes. */
const encode = (text: string) =>
  text
    .split(/(\p{Surrogate})/u)
    .map((part, i) => (i % 2 ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

function queryString(input: Input): string {
  const params: string[] = [];
  const add = (k: string, v: string) => params.push(`${encode(k)}=${encode(v)}`);
  for (const [key, value] of Object.entries(input)) {
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) value.forEach((v) => add(key, v));
    else add(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return params.length ? `?${params.join('&')}` : '';
}

/** Set by the functions' tripwire when an earlier request changed a shared prototype (it restores them). */
const RESTORED_HEADER = 'x-workhub-restored';

async function send(request: FuzzRequest): Promise<{ status: number; text: string; restored: string | null }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.caller !== 'none')
    headers.Authorization = `Bearer ${request.caller === 'bad-token' ? `not-a-token-${suffix}` : tokens[request.caller]}`;
  let body: string | undefined;
  if (request.body?.kind === 'json') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body.value);
  } else if (request.body?.kind === 'text') {
    headers['Content-Type'] = 'text/plain';
    body = request.body.text;
  }
  const res = await fetch(`${FUNCTIONS_URL}${request.path}${request.query ? queryString(request.query) : ''}`, {
    method: request.method,
    headers,
    body,
  });
  return { status: res.status, text: await res.text(), restored: res.headers.get(RESTORED_HEADER) };
}

const describeRequest = (r: FuzzRequest) =>
  `${r.caller} ${r.method} ${r.path} [${r.fault}] ${JSON.stringify(r.query ?? (r.body?.kind === 'text' ? r.body.text : r.body?.value) ?? null).slice(0, 160)}`;

/** What is wrong with an answer, or undefined when it is right. */
function problemOf(request: FuzzRequest, status: number, text: string): string | undefined {
  if (status >= 500) return `status ${status}: ${text.slice(0, 200)}`;
  let envelope: { success?: unknown; data?: unknown; error?: { error?: unknown; message?: unknown } | null };
  try {
    envelope = JSON.parse(text) as typeof envelope;
  } catch {
    return `status ${status}, not JSON: ${text.slice(0, 120)}`;
  }
  if (status >= 400) {
    const ok =
      envelope.success === false &&
      envelope.data === null &&
      typeof envelope.error?.error === 'string' &&
      typeof envelope.error.message === 'string';
    return ok ? undefined : `status ${status} without the failure envelope: ${text.slice(0, 200)}`;
  }
  if (envelope.success !== true) return `status ${status} without success: ${text.slice(0, 200)}`;
  if (request.method !== 'GET') return `a write route accepted bad input (status ${status}): ${text.slice(0, 200)}`;
  return undefined;
}

// ── what the routes can touch ────────────────────────────────────────────────────────────────

/** Every document of the collections the routes can touch and every Auth user: path -> update time. */
const timing = { fingerprints: 0, fingerprintMs: 0, requestMs: 0, documents: 0 };

async function fingerprint(): Promise<Map<string, string>> {
  const started = performance.now();
  const out = new Map<string, string>();
  const queries = [
    ...DB_COLLECTIONS,
    'workspaces',
    'classBlocks',
    'config',
    'backgroundJobs',
    'exports',
    'boardPresence',
    'zoneReports',
    'classParts',
    'versions',
    'versionCandidates',
    'buildSpecs',
    'erpItems',
    'sentMails',
    'mailRates',
    'storageObjects',
    'legacyAssets',
    'pickLists',
    'generatorRuns',
    'structure',
    'costs',
    'changespaces',
  ]
    .map((c) => db.collection(c).select())
    .concat(['content', 'pipe', 'rows', 'history'].map((group) => db.collectionGroup(group).select()));
  for (const snap of await Promise.all(queries.map((q) => q.get()))) {
    for (const doc of snap.docs) out.set(doc.ref.path, `${doc.updateTime.seconds}.${doc.updateTime.nanoseconds}`);
  }
  for (const user of (await auth.listUsers(1000)).users) {
    out.set(
      `auth/${user.uid}`,
      createHash('sha256')
        .update(JSON.stringify([user.email, user.disabled, user.customClaims, user.tokensValidAfterTime]))
        .digest('hex'),
    );
  }
  timing.fingerprints += 1;
  timing.fingerprintMs += performance.now() - started;
  timing.documents = out.size;
  return out;
}

function changes(before: Map<string, string>, after: Map<string, string>): string[] {
  const out: string[] = [];
  for (const [path, stamp] of after) if (before.get(path) !== stamp) out.push(before.has(path) ? `changed ${path}` : `added ${path}`);
  for (const path of before.keys()) if (!after.has(path)) out.push(`removed ${path}`);
  return out;
}

// ── the test ─────────────────────────────────────────────────────────────────────────────────

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, `fuzz-${suffix}`);
  db = getFirestore(app);
  auth = getAuth(app);
  tokens.staff = await idTokenFor('grace@modulr.example'); // a software engineer and workspace admin: may do the most
  tokens['no-claim'] = (await signInAs(`fuzz-${suffix}@outside.example`, null)).idToken;
  const [job, project, blocks, workspace] = await Promise.all([
    db.collection('jobs').limit(1).get(),
    // A project with pipeline data (latest base), so pipe and opus routes have real targets.
    db.collection('projects').where('assemblyCount', '>', 0).limit(1).get(),
    db.collection('blocks').limit(50).get(),
    db.collection('workspaces').where('workspaceType', '==', 'block').limit(1).get(),
  ]);
  const block = blocks.docs.find((d) => d.get('version') === undefined);
  if (!job.docs[0] || !project.docs[0] || !block || !workspace.docs[0])
    throw new Error('the fuzz test needs the seeded jobs, projects, blocks and block workspaces');
  const assembly = await project.docs[0].ref.collection('pipe').limit(1).get();
  if (!assembly.docs[0]) throw new Error('the fuzz test needs a seeded pipe assembly');
  targets = {
    assembly: assembly.docs[0].id,
    jobId: job.docs[0].id,
    projectId: project.docs[0].id,
    blockId: block.id,
    blockName: String(block.get('name')),
    workspaceId: workspace.docs[0].id,
  };
});

afterAll(async () => {
  const byStatus: Record<string, number> = {};
  for (const o of outcomes) byStatus[o.status] = (byStatus[o.status] ?? 0) + 1;
  const failed = outcomes.filter((o) => o.problem).length;
  console.log(
    `[fuzz] ${outcomes.length} requests over ${FUZZ_ROUTES.length} routes; failures: ${failed}; statuses: ${JSON.stringify(byStatus)}`,
  );
  console.log(`[fuzz] timing ${JSON.stringify(timing)}`);
  if (app) await deleteApp(app);
});

describe('fuzz: every route of every service refuses bad input with a 4xx envelope and changes nothing', () => {
  it('has an entry for every mounted route', () => {
    const covered = new Set(FUZZ_ROUTES.map((r) => `${r.method} ${r.path}`));
    const mounted = mountedRoutes().map((r) => `${r.method} /${r.service}${r.path === '/' ? '' : r.path}`);
    expect(mounted.length).toBeGreaterThan(10);
    expect(mounted.filter((r) => !covered.has(r))).toEqual([]);
  });

  it('serves every route contract of domain/src/routes, each once', () => {
    const mounted = mountedRoutes().map((r) => `${r.method} /${r.service}${r.path === '/' ? '' : r.path}`);
    expect(routeContracts.length).toBeGreaterThan(0);
    expect(routeContracts.map(routeKey).filter((k) => !mounted.includes(k))).toEqual([]);
    expect(mounted.filter((k, i) => mounted.indexOf(k) !== i)).toEqual([]);
  });

  // The database is fingerprinted once before the routes and then after every FINGERPRINT_EVERY
  // routes, each fingerprint the next one's start (a fingerprint reads ~5,700 documents: one per
  // route took 83 of the file's 170 s). A change fails the route that closes the group and names the
  // routes it ran since the last fingerprint; FUZZ_FINGERPRINT_EVERY=1 names the one route.
  let last: Map<string, string> | undefined;
  let since: string[] = [];
  for (const [index, route] of FUZZ_ROUTES.entries()) {
    const name = `${route.method} ${route.path}`;
    it(
      name,
      async () => {
        last ??= await fingerprint();
        const failures: string[] = [];
        for (const request of requestsFor(route, targets, SEED + index)) {
          const started = Date.now();
          const { status, text, restored } = await send(request);
          const ms = Date.now() - started;
          timing.requestMs += ms;
          if (ms > 2000) console.log(`[fuzz] slow (${ms} ms): ${describeRequest(request)}`);
          const problem = restored ? `an earlier request changed shared objects: ${restored}` : problemOf(request, status, text);
          outcomes.push({ request, status, problem });
          if (problem) failures.push(`${describeRequest(request)} -> ${problem}`);
        }
        since.push(name);
        let changed: string[] = [];
        if (since.length >= FINGERPRINT_EVERY || index === FUZZ_ROUTES.length - 1) {
          const now = await fingerprint();
          changed = changes(last, now).map((c) => (since.length > 1 ? `${c} (during one of: ${since.join(', ')})` : c));
          last = now;
          since = [];
        }
        expect({ failures, changed }).toEqual({ failures: [], changed: [] });
      },
      120_000,
    );
  }

  it('lets no request change objects shared by the process', async () => {
    const staff = { Authorization: `Bearer ${tokens.staff}` };
    const json = { ...staff, 'Content-Type': 'application/json' };
    const setOnJob = (path: string): [string, RequestInit] => [
      '/db',
      {
        method: 'PUT',
        headers: json,
        body: JSON.stringify({ collection: 'jobs', query: { id: targets.jobId }, update_vals: { $set: { [path]: 'yes' } } }),
      },
    ];
    const attempts: Array<[string, RequestInit]> = [
      setOnJob('__proto__.polluted'),
      setOnJob('constructor.prototype.polluted'),
      [
        '/db/date',
        {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ collection: 'jobs', id: targets.jobId, date_field: '__proto__.polluted' }),
        },
      ],
      [
        '/db',
        {
          method: 'POST',
          headers: json,
          body: '{"collection":"jobs","to_insert":{"id":"fuzzProto","title":"x","__proto__":{"polluted":"yes"}}}',
        },
      ],
      [
        '/db',
        {
          method: 'POST',
          headers: { ...staff, 'Content-Type': 'text/plain' },
          body: '{"__proto__":{"polluted":"yes"},"collection":"jobs","to_insert":{"id":"fuzzProto","title":"x"}}',
        },
      ],
      ['/db?collection=jobs&__proto__[polluted]=yes', { headers: staff }],
      ['/db?collection=jobs&query=' + encodeURIComponent('{"constructor":{"prototype":{"polluted":"yes"}}}'), { headers: staff }],
    ];
    for (const [path, init] of attempts) {
      const res = await fetch(`${FUNCTIONS_URL}${path}`, init);
      expect(res.status, `${init.method ?? 'GET'} ${path}`).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, error: { error: 'bad-request' } });
    }
    // The next request runs in the same process; the functions' tripwire names any shared prototype that changed.
    const res = await fetch(`${FUNCTIONS_URL}/db?collection=jobs&limit=1`, { headers: staff });
    expect(res.status).toBe(200);
    expect(res.headers.get(RESTORED_HEADER)).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
