import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generatorServicePaths, serviceRunAnswerSchema, type EngineStep, type Generator } from '@workhub/domain';
import { startGeneratorServer, type GeneratorServer } from '../../../../emulators/generators/server';
import type { GeneratorEngineInput, OutsideCall } from './engine';
import { GeneratorServiceError, generatorServiceConfigFromEnv, httpGeneratorEngine, type GeneratorServiceConfig } from './http';

/**
 * The generator service adapter's contract: run against the stand-in (emulators/generators) in
 * `npm test`, or against a real generator service with GENERATOR_CONTRACT_URL and
 * GENERATOR_CONTRACT_API_KEY set (the fault cases need the stand-in's test controls and are
 * skipped there, as they must be: a real service has no such controls).
 */
const REAL = process.env.GENERATOR_CONTRACT_URL;
let standIn: GeneratorServer | undefined;
let config: GeneratorServiceConfig;

const generator: Generator = {
  id: 'module-layout',
  name: 'Module layout',
  description: '',
  layers: ['design/modules', 'design/walls', 'utilities/sewer'],
  steps: ['reading', 'placing modules', 'drawing walls', 'connecting the sewer', 'checking'],
  stepMs: 20,
};
const layer = { color: '#123456', counts: ['count' as const], uom: 'ea' };
const input: GeneratorEngineInput = {
  generator,
  spec: { version: 'v0.3.0', layers: { 'design/modules': layer, 'design/walls': layer, 'utilities/sewer': layer }, order: [] },
  project: {
    id: 'P-1',
    latest: { modules: 2, floorArea: 1176, counts: { 'design/walls': { count: 12, length: 180 } } },
    base: { site: { lotWidth: 60 * 12, lotDepth: 120 * 12, lotType: 'corner' }, defaults: { moduleWidth: 168 } },
  },
};
const control = (name: string, body: unknown = {}) =>
  fetch(`${standIn!.url}/__control/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  if (REAL) config = { url: REAL, apiKey: process.env.GENERATOR_CONTRACT_API_KEY ?? '', timeoutMs: 30_000 };
  else {
    standIn = await startGeneratorServer({ port: 0, apiKey: 'contract-key', log: () => undefined });
    config = { url: standIn.url, apiKey: 'contract-key', timeoutMs: 10_000 };
  }
});
afterAll(() => standIn?.close());
beforeEach(async () => {
  if (standIn) await control('reset');
});

describe('generator service adapter (contract)', () => {
  it('runs a generator step by step: every step once, in order, with the layers it drew', async () => {
    const seen: EngineStep[] = [];
    const calls: OutsideCall[] = [];
    const steps = await httpGeneratorEngine(config).run(input, (s) => void seen.push(s), { onCall: (c) => calls.push(c) });
    expect(steps.map((s) => s.index)).toEqual(generator.steps.map((_, i) => i));
    expect(seen).toEqual(steps);
    expect(steps.every((s) => s.total === generator.steps.length)).toBe(true);
    const drawn = steps.flatMap((s) => s.layers.map((l) => l.layer));
    expect(drawn.sort()).toEqual([...generator.layers].sort());
    expect(steps.flatMap((s) => s.layers).every((l) => l.count > 0 && l.objects.length === l.count)).toBe(true);
    // Each outside call is recorded: the start, then the steps reads (no sleeping in between).
    expect(calls[0]).toMatchObject({ system: 'generator', method: 'POST', path: '/v1/runs', status: 201 });
    expect(calls.slice(1).every((c) => c.method === 'GET' && c.status === 200 && c.path.endsWith('/steps'))).toBe(true);
  });

  it('a dry run up to a step answers those steps at once', async () => {
    const steps = await httpGeneratorEngine(config).run(input, () => undefined, { dryRun: true, maxSteps: 2 });
    expect(steps.map((s) => s.index)).toEqual([0, 1]);
  });

  it('a second start with the key of a run that is going or done answers that run', async () => {
    const key = `contract-${Date.now().toString(36)}`;
    const start = () =>
      fetch(`${config.url}${generatorServicePaths.runs}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...input, key, dryRun: true }),
      });
    const first = await start();
    const again = await start();
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(serviceRunAnswerSchema.parse(await again.json()).run.id).toBe(serviceRunAnswerSchema.parse(await first.json()).run.id);
  });

  it('a wrong API key is a 401 that names the generator service', async () => {
    const run = httpGeneratorEngine({ ...config, apiKey: 'not-the-key' }).run(input, () => undefined);
    await expect(run).rejects.toMatchObject({ name: 'GeneratorServiceError', status: 401 });
    await expect(run).rejects.toThrow(/^the generator service answered 401 for POST \/v1\/runs/);
  });

  it('a run the service refuses (not a generator) is its own 400, named', async () => {
    const bad = { ...input, generator: { ...generator, steps: 'all of them' } } as unknown as GeneratorEngineInput;
    await expect(httpGeneratorEngine(config).run(bad, () => undefined)).rejects.toMatchObject({ status: 400 });
  });
});

describe.skipIf(REAL)('generator service adapter: faults (the stand-in’s controls)', () => {
  it('down: a 503 from the service is a 502 naming it; the next run works', async () => {
    await control('fail', { status: 503 });
    await expect(httpGeneratorEngine(config).run(input, () => undefined)).rejects.toThrow(
      'the generator service answered 503 for POST /v1/runs: The test control failed this request',
    );
    expect(await httpGeneratorEngine(config).run(input, () => undefined, { dryRun: true })).toHaveLength(generator.steps.length);
  });

  it('unreachable: a 502 saying it could not be reached', async () => {
    const gone = await startGeneratorServer({ port: 0, apiKey: 'k', log: () => undefined });
    await gone.close();
    const run = httpGeneratorEngine({ url: gone.url, apiKey: 'k', timeoutMs: 5_000 }).run(input, () => undefined);
    await expect(run).rejects.toMatchObject({ status: 502 });
    await expect(run).rejects.toThrow(/^the generator service could not be reached/);
  });

  it('slow past the timeout: a 504 naming it', async () => {
    await control('slow', { ms: 3_000 });
    const run = httpGeneratorEngine({ ...config, timeoutMs: 1_000 }).run(input, () => undefined);
    await expect(run).rejects.toMatchObject({ status: 504 });
    await expect(run).rejects.toThrow('the generator service did not answer POST /v1/runs within 1000 ms');
  });

  it('garbage: an answer that is not the API’s is a 502, never taken as steps', async () => {
    await control('garbage');
    const seen: EngineStep[] = [];
    await expect(httpGeneratorEngine(config).run(input, (s) => void seen.push(s))).rejects.toThrow(
      "the generator service answered POST /v1/runs with something that is not its API's answer",
    );
    expect(seen).toEqual([]);
  });

  it('a run that fails at the service ends with its reason, after the steps it finished', async () => {
    await control('fail-run', { afterSteps: 2 });
    const seen: number[] = [];
    await expect(httpGeneratorEngine(config).run(input, (s) => void seen.push(s.index))).rejects.toThrow(
      'the generator service failed the run: the generator stopped at step 3 of 5 (test control)',
    );
    expect(seen).toEqual([0, 1]);
  });

  it('is not configured without GENERATOR_URL and GENERATOR_API_KEY: a 503 naming it', () => {
    expect(() => generatorServiceConfigFromEnv({})).toThrow(GeneratorServiceError);
    expect(() => generatorServiceConfigFromEnv({ GENERATOR_URL: 'http://x' })).toThrow(
      'The generator service is not configured (GENERATOR_URL, GENERATOR_API_KEY)',
    );
    expect(generatorServiceConfigFromEnv({ GENERATOR_URL: 'http://x/', GENERATOR_API_KEY: 'k' })).toEqual({
      url: 'http://x',
      apiKey: 'k',
      timeoutMs: 30_000,
    });
  });
});
