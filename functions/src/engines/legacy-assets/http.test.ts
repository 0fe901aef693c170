import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assetErrorMessage, type LegacyAssetJob } from '@workhub/domain';
import { startGeneratorServer, type GeneratorServer } from '../../../../emulators/generators/server';
import { LegacyAssetServiceError, generateAssets, legacyAssetServiceConfigFromEnv, type LegacyAssetServiceConfig } from './http';

/**
 * The legacy asset service adapter's contract: against the stand-in (emulators/generators) in
 * `npm test`, or a real service with LEGACY_ASSETS_CONTRACT_URL / LEGACY_ASSETS_CONTRACT_API_KEY
 * (the fault cases need the stand-in's controls and are skipped there).
 */
const REAL = process.env.LEGACY_ASSETS_CONTRACT_URL;
let standIn: GeneratorServer | undefined;
let config: LegacyAssetServiceConfig;
const project = { id: 'P-1002', name: 'Okafor Residence', latestVersion: 'v1.2.0', floorArea: 1176, modules: 2 };
const job: LegacyAssetJob = { projectId: 'P-1002', version: 'v1.2.0', modelo: 'Bungalow 900', assets: ['floorPlan', 'bom'] };
const control = (name: string, body: unknown = {}) =>
  fetch(`${standIn!.url}/__control/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  if (REAL) config = { url: REAL, apiKey: process.env.LEGACY_ASSETS_CONTRACT_API_KEY ?? '', timeoutMs: 60_000 };
  else {
    standIn = await startGeneratorServer({ port: 0, apiKey: 'contract-key', log: () => undefined });
    config = { url: standIn.url, apiKey: 'contract-key', timeoutMs: 10_000 };
  }
});
afterAll(() => standIn?.close());
beforeEach(async () => {
  if (standIn) await control('reset');
});

describe('legacy asset service adapter (contract)', () => {
  it('answers the files of a version: a PNG drawing and JSON data', async () => {
    const answer = await generateAssets(config, project, job);
    if (!('files' in answer)) throw new Error(`refused: ${JSON.stringify(answer.refused)}`);
    expect(answer.files.map((f) => [f.kind, f.contentType])).toEqual([
      ['floorPlan', 'image/png'],
      ['bom', 'application/json'],
    ]);
    expect(answer.files[0]!.bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(JSON.parse(answer.files[1]!.bytes.toString())).toMatchObject({ projectId: 'P-1002', version: 'v1.2.0' });
  });

  it("passes a job it refuses on as its own answer, which the spec's message rule reads", async () => {
    const answer = await generateAssets(config, project, { ...job, modelo: 'Castle 9000' });
    if (!('refused' in answer)) throw new Error('not refused');
    expect(answer.refused.status).toBe(422);
    expect(assetErrorMessage(answer.refused)).toBe("jobs: 0: modelo: unknown modelo 'Castle 9000'");
  });

  it('a wrong key is its 401, passed on as a refusal', async () => {
    const answer = await generateAssets({ ...config, apiKey: 'wrong' }, project, job);
    expect('refused' in answer && answer.refused.status).toBe(401);
  });
});

describe.skipIf(REAL)('legacy asset service adapter: faults (the stand-in’s controls)', () => {
  it('down (5xx), garbage and too slow are errors naming the service, never files', async () => {
    await control('fail', { status: 503 });
    await expect(generateAssets(config, project, job)).rejects.toThrow('the legacy asset service answered 503 Service Unavailable');
    await control('garbage');
    await expect(generateAssets(config, project, job)).rejects.toThrow(
      "the legacy asset service answered with something that is not its API's answer",
    );
    await control('slow', { ms: 3_000 });
    await expect(generateAssets({ ...config, timeoutMs: 1_000 }, project, job)).rejects.toMatchObject({ status: 504 });
  });

  it('is not configured without LEGACY_ASSETS_URL and LEGACY_ASSETS_API_KEY: a 503 naming it', () => {
    expect(() => legacyAssetServiceConfigFromEnv({})).toThrow(LegacyAssetServiceError);
    expect(() => legacyAssetServiceConfigFromEnv({})).toThrow(
      'The legacy asset service is not configured (LEGACY_ASSETS_URL, LEGACY_ASSETS_API_KEY)',
    );
  });
});
