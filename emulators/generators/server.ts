import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { z } from 'zod';
import { keepConnectionsLikeAHostedApi } from '../lib/stand-in.js';
import {
  GENERATOR_STEPS_MAX_WAIT_MS,
  LEGACY_ASSET_SERVICE_PATH,
  generatorInputProblems,
  generatorInputRefusal,
  generatorRunRequestSchema,
  legacyAssetRequestSchema,
  type EngineStep,
  type GeneratorRunRequest,
  type ServiceRun,
} from '@workhub/domain';
import { planRun } from './engine.js';
import { generateLegacyAssets } from './legacy-assets.js';

/**
 * The generator service stand-in's HTTP server (the API: domain/src/base-spec/generator-service.ts).
 * Runs are computed by engine.ts and released one step every `generator.stepMs` (a dry run: all at
 * once): the pacing a real generator takes lives here, not in the functions. Runs are kept in
 * memory (the newest MAX_RUNS). Test controls make it fail, slow down or answer garbage.
 */

export interface GeneratorServerOptions {
  port: number;
  apiKey: string;
  log?: (line: string) => void;
}

export interface GeneratorServer {
  url: string;
  close(): Promise<void>;
}

/** Runs kept (oldest finished ones dropped first). */
const MAX_RUNS = 500;
/** The largest request body taken (a run's inputs: a generator, a base spec, a project). */
const MAX_BODY_BYTES = 2 * 1024 * 1024;
/** The most steps one run may take (a real service bounds its work too). */
const MAX_STEPS = 200;

interface Run {
  public: ServiceRun;
  steps: EngineStep[];
  /** Steps released so far (readable). */
  released: number;
  timer?: NodeJS.Timeout;
  /** Reads waiting for the next step or the end. */
  waiters: Set<() => void>;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** What the test controls ask of the next API requests. */
interface Faults {
  /** The next `count` API requests answer this status. */
  fail?: { status: number; count: number };
  /** Every API request waits this long before answering. */
  slowMs: number;
  /** The next `count` API requests answer a body that is not JSON. */
  garbage: number;
  /** The next started run fails after this many steps. */
  failRunAfter?: number;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new ApiError(413, 'too_large', `The request body is over ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A JSON body read and checked against its contract: 400 naming each problem. */
async function readRequest<S extends z.ZodTypeAny>(req: IncomingMessage, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = JSON.parse(await readBody(req));
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError(400, 'invalid_request', 'The body is not JSON');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new ApiError(400, 'invalid_request', parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));
  return parsed.data as z.infer<S>;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

export async function startGeneratorServer(options: GeneratorServerOptions): Promise<GeneratorServer> {
  const log = options.log ?? ((line: string) => console.log(`[generators] ${line}`));
  const runs = new Map<string, Run>();
  const byKey = new Map<string, string>();
  const faults: Faults = { slowMs: 0, garbage: 0 };
  const stats = { requests: 0, runsStarted: 0, assetRequests: 0 };
  const slowTimers = new Set<NodeJS.Timeout>();

  const wake = (run: Run) => {
    for (const w of [...run.waiters]) w();
    run.waiters.clear();
  };

  const release = (run: Run, stepMs: number, failAfter: number | undefined) => {
    if (failAfter !== undefined && run.released >= failAfter) {
      run.public = {
        ...run.public,
        status: 'failed',
        error: `the generator stopped at step ${run.released + 1} of ${run.steps.length} (test control)`,
      };
      wake(run);
      return;
    }
    run.released += 1;
    run.public = { ...run.public, done: run.released, status: run.released >= run.steps.length ? 'done' : 'running' };
    wake(run);
    if (run.public.status === 'running') run.timer = setTimeout(() => release(run, stepMs, failAfter), stepMs);
  };

  const drop = () => {
    if (runs.size <= MAX_RUNS) return;
    for (const [id, run] of runs) {
      if (run.public.status === 'running') continue;
      runs.delete(id);
      if (run.public.key) byKey.delete(run.public.key);
      if (runs.size <= MAX_RUNS) return;
    }
  };

  const startRun = (request: GeneratorRunRequest): { run: Run; created: boolean } => {
    const existing = request.key ? runs.get(byKey.get(request.key) ?? '') : undefined;
    if (existing && existing.public.status !== 'failed') return { run: existing, created: false };
    const problems = generatorInputProblems(request.project.latest, request.project.base);
    if (Object.keys(problems).length > 0) throw new ApiError(400, 'invalid_request', generatorInputRefusal(request.project.id, problems));
    const steps = planRun(request).slice(0, request.maxSteps ?? Infinity);
    if (steps.length > MAX_STEPS)
      throw new ApiError(413, 'too_large', `A run takes at most ${MAX_STEPS} steps; this one would take ${steps.length}`);
    const id = randomUUID();
    const run: Run = {
      public: {
        id,
        ...(request.key ? { key: request.key } : {}),
        status: steps.length === 0 ? 'done' : 'running',
        total: steps.length,
        done: 0,
        createdAt: new Date().toISOString(),
      },
      steps,
      released: 0,
      waiters: new Set(),
    };
    runs.set(id, run);
    if (request.key) byKey.set(request.key, id);
    stats.runsStarted += 1;
    const failAfter = faults.failRunAfter;
    faults.failRunAfter = undefined;
    if (request.dryRun) {
      run.released = steps.length;
      run.public = { ...run.public, done: steps.length, status: 'done' };
    } else if (steps.length > 0) run.timer = setTimeout(() => release(run, request.generator.stepMs, failAfter), request.generator.stepMs);
    drop();
    log(
      `run ${id} started: ${request.generator.id} on ${request.project.id}, ${steps.length} step(s)${request.dryRun ? ' (dry run)' : ''}`,
    );
    return { run, created: true };
  };

  const runOf = (id: string) => {
    const run = runs.get(id);
    if (!run) throw new ApiError(404, 'not_found', `No run ${id}`);
    return run;
  };

  /** Steps after `after`, held until one is ready, the run ends, or `waitMs` passes. */
  const readSteps = async (run: Run, after: number, waitMs: number, req: IncomingMessage) => {
    const ready = () => run.released > after + 1 || run.public.status !== 'running';
    if (!ready() && waitMs > 0)
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          run.waiters.delete(done);
          resolve();
        };
        const timer = setTimeout(done, waitMs);
        run.waiters.add(done);
        req.once('close', done);
      });
    return { run: run.public, steps: run.steps.slice(Math.max(0, after + 1), run.released) };
  };

  const api = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    if (req.headers.authorization !== `Bearer ${options.apiKey}`)
      throw new ApiError(401, 'unauthenticated', 'A valid API key is required (Authorization: Bearer <key>)');
    if (url.pathname === LEGACY_ASSET_SERVICE_PATH && req.method === 'POST') return legacyAssets(req, res);
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    if (parts[0] !== 'v1' || parts[1] !== 'runs') throw new ApiError(404, 'not_found', `No route ${req.method} ${url.pathname}`);
    if (parts.length === 2 && req.method === 'POST') {
      const { run, created } = startRun(await readRequest(req, generatorRunRequestSchema));
      return send(res, created ? 201 : 200, { run: run.public });
    }
    if (parts.length === 3 && req.method === 'GET') return send(res, 200, { run: runOf(parts[2]!).public });
    if (parts.length === 4 && parts[3] === 'steps' && req.method === 'GET') {
      const after = Number(url.searchParams.get('after') ?? '-1');
      const waitMs = Number(url.searchParams.get('waitMs') ?? '0');
      if (!Number.isInteger(after) || after < -1) throw new ApiError(400, 'invalid_request', 'after: an integer ≥ -1');
      if (!Number.isFinite(waitMs) || waitMs < 0) throw new ApiError(400, 'invalid_request', 'waitMs: a number ≥ 0');
      return send(res, 200, await readSteps(runOf(parts[2]!), after, Math.min(waitMs, GENERATOR_STEPS_MAX_WAIT_MS), req));
    }
    throw new ApiError(404, 'not_found', `No route ${req.method} ${url.pathname}`);
  };

  /** The legacy asset service: the files of one project version, or its 422 for a job it refuses. */
  const legacyAssets = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const { project, job } = await readRequest(req, legacyAssetRequestSchema);
    const result = generateLegacyAssets(project, job);
    if ('refused' in result) return send(res, result.refused.status, result.refused.body);
    stats.assetRequests += 1;
    return send(res, 200, {
      files: result.files.map((f) => ({ kind: f.kind, file: f.file, contentType: f.contentType, base64: f.bytes.toString('base64') })),
    });
  };

  const control = async (req: IncomingMessage, res: ServerResponse, name: string): Promise<void> => {
    if (name === 'stats' && req.method === 'GET') return send(res, 200, { ...stats, runs: runs.size });
    if (req.method !== 'POST') throw new ApiError(404, 'not_found', `No control ${name}`);
    const body = (JSON.parse((await readBody(req)) || '{}') ?? {}) as Record<string, unknown>;
    const count = typeof body.count === 'number' && body.count > 0 ? Math.min(100, Math.floor(body.count)) : 1;
    if (name === 'fail') faults.fail = { status: typeof body.status === 'number' ? body.status : 503, count };
    else if (name === 'garbage') faults.garbage = count;
    else if (name === 'slow') faults.slowMs = typeof body.ms === 'number' && body.ms >= 0 ? Math.min(60_000, body.ms) : 0;
    else if (name === 'fail-run') faults.failRunAfter = typeof body.afterSteps === 'number' ? Math.max(0, Math.floor(body.afterSteps)) : 0;
    else if (name === 'reset') Object.assign(faults, { fail: undefined, garbage: 0, slowMs: 0, failRunAfter: undefined });
    else throw new ApiError(404, 'not_found', `No control ${name}`);
    return send(res, 200, { ok: true });
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    void (async () => {
      try {
        if (url.pathname === '/healthz') return send(res, 200, { ok: true });
        const parts = url.pathname.split('/').filter(Boolean);
        if (parts[0] === '__control') return await control(req, res, parts[1] ?? '');
        stats.requests += 1;
        if (faults.slowMs > 0)
          await new Promise<void>((resolve) => {
            const timer = setTimeout(() => {
              slowTimers.delete(timer);
              resolve();
            }, faults.slowMs);
            slowTimers.add(timer);
          });
        if (faults.fail && faults.fail.count > 0) {
          faults.fail.count -= 1;
          throw new ApiError(faults.fail.status, 'unavailable', 'The test control failed this request');
        }
        if (faults.garbage > 0) {
          faults.garbage -= 1;
          res.writeHead(200, { 'content-type': 'text/html' });
          return res.end('<html><body>502 Bad Gateway (a proxy in the way)</body></html>');
        }
        await api(req, res, url);
      } catch (err) {
        const status = err instanceof ApiError ? err.status : 500;
        if (!(err instanceof ApiError)) log(`error: ${(err as Error).stack ?? String(err)}`);
        if (!res.headersSent)
          send(res, status, { error: { code: err instanceof ApiError ? err.code : 'internal', message: (err as Error).message } });
      }
    })();
  });
  keepConnectionsLikeAHostedApi(server);
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const run of runs.values()) {
        clearTimeout(run.timer);
        wake(run);
      }
      for (const t of slowTimers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
