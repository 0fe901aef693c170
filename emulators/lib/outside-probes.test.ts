/**
 * The outside-systems page's probes (functions/src/engines/outside-systems.ts) against the real
 * stand-ins, started here: each configured system answers its cheap read through the adapter's own
 * code (Onshape's signed sessioninfo, Salesforce's token and a 1-row SOQL query, Places' ids-only
 * search, the zoning layer's description, the generator and legacy asset services' refusals), and
 * a stand-in made to fail is unreachable, named.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOutsideSystems, OUTSIDE_SYSTEMS } from '../../functions/src/public.js';
import { startOnshapeServer } from '../onshape/server';
import { startSalesforceServer } from '../salesforce/server';
import { startPlacesServer } from '../places/server';
import { startGisServer } from '../gis/server';
import { startGeneratorServer } from '../generators/server';

const quiet = () => undefined;
const closers: (() => Promise<void>)[] = [];
let env: NodeJS.ProcessEnv = {};
const urls: Record<string, string> = {};

beforeAll(async () => {
  const [onshape, salesforce, places, gis, generators] = await Promise.all([
    startOnshapeServer({ port: 0, accessKey: 'probe-access', secretKey: 'probe-secret-key', log: quiet }),
    startSalesforceServer({ port: 0, clientId: 'probe-client', clientSecret: 'probe-client-secret', log: quiet }),
    startPlacesServer({ port: 0, apiKey: 'probe-places-key', log: quiet }),
    startGisServer({ port: 0, log: quiet }),
    startGeneratorServer({ port: 0, apiKey: 'probe-generator-key', log: quiet }),
  ]);
  for (const s of [onshape, salesforce, places, gis, generators]) closers.push(() => s.close());
  Object.assign(urls, { onshape: onshape.url, salesforce: salesforce.url, places: places.url, gis: gis.url, generators: generators.url });
  env = {
    ONSHAPE_URL: onshape.url,
    ONSHAPE_ACCESS_KEY: 'probe-access',
    ONSHAPE_SECRET_KEY: 'probe-secret-key',
    SALESFORCE_LOGIN_URL: salesforce.url,
    SALESFORCE_CLIENT_ID: 'probe-client',
    SALESFORCE_CLIENT_SECRET: 'probe-client-secret',
    GOOGLE_PLACES_URL: places.url,
    GOOGLE_PLACES_API_KEY: 'probe-places-key',
    ZONING_LAYER_URL: `${gis.url}/arcgis/rest/services/Zoning/FeatureServer/0`,
    GENERATOR_URL: generators.url,
    GENERATOR_API_KEY: 'probe-generator-key',
    LEGACY_ASSETS_URL: generators.url,
    LEGACY_ASSETS_API_KEY: 'probe-generator-key',
  };
});
afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
});

const IDS = ['onshape', 'salesforce', 'places', 'zoning', 'generators', 'legacyAssets'];
const check = async (extra: NodeJS.ProcessEnv = {}) => {
  const answer = await checkOutsideSystems({
    env: { ...env, ...extra },
    timeoutMs: 30_000,
    systems: OUTSIDE_SYSTEMS.filter((s) => IDS.includes(s.id)),
  });
  return Object.fromEntries(answer.systems.map((s) => [s.id, s]));
};
const control = async (url: string, path: string, body: unknown) => {
  const res = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
};

describe('outside-system probes against the stand-ins', () => {
  it('every configured stand-in answers its probe: reachable, with status and time, and no secret in the answer', async () => {
    const by = await check();
    for (const id of IDS) expect(by[id], id).toMatchObject({ state: 'reachable', configured: true, missing: [] });
    expect(by.onshape).toMatchObject({ status: 200, target: urls.onshape!.replace('http://', '') });
    expect(by.salesforce!.status).toBe(200);
    expect(by.generators!.status).toBe(404);
    expect(by.legacyAssets!.status).toBe(400);
    expect(JSON.stringify(by)).not.toMatch(/probe-secret-key|probe-client-secret|probe-places-key|probe-generator-key/);
  });

  it('a wrong key is unreachable with the system named (Onshape checks the signature)', async () => {
    const by = await check({ ONSHAPE_SECRET_KEY: 'not-the-secret', GOOGLE_PLACES_API_KEY: 'wrong-places-key' });
    expect(by.onshape).toMatchObject({ state: 'unreachable' });
    expect(by.onshape!.detail).toMatch(/^Onshape answered 401/);
    expect(by.places!.detail).toMatch(/^Google Places answered 400/);
    expect(JSON.stringify(by)).not.toMatch(/not-the-secret|wrong-places-key/);
    expect(by.salesforce!.state).toBe('reachable');
  });

  it('a failing stand-in is unreachable, named; the others stay reachable', async () => {
    await control(urls.salesforce!, '/__control/fault', { mode: 'fail', times: 0 });
    await control(urls.onshape!, '/__control/fault', { mode: 'garbage', count: 1 });
    try {
      const by = await check();
      expect(by.salesforce!.state).toBe('unreachable');
      expect(by.salesforce!.detail).toMatch(/^Salesforce answered 503/);
      expect(by.onshape!.state).toBe('unreachable');
      expect(by.onshape!.detail).toMatch(/^Onshape answered GET \/api\/v6\/users\/sessioninfo with something that is not its API's answer/);
      expect(by.zoning!.state).toBe('reachable');
    } finally {
      await control(urls.salesforce!, '/__control/clear', {});
      await control(urls.onshape!, '/__control/reset', {});
    }
    expect((await check()).salesforce!.state).toBe('reachable');
  });

  it('a stand-in slower than the timeout is unreachable, named', async () => {
    await control(urls.gis!, '/__control/fault', { mode: 'slow', times: 1, ms: 60_000 });
    try {
      const answer = await checkOutsideSystems({
        env,
        timeoutMs: 200,
        systems: OUTSIDE_SYSTEMS.filter((s) => s.id === 'zoning'),
      });
      expect(answer.systems[0]).toMatchObject({ state: 'unreachable' });
      expect(answer.systems[0]!.detail).toMatch(/zoning GIS did not answer within 200 ms/i);
    } finally {
      await control(urls.gis!, '/__control/clear', {});
    }
  });
});
