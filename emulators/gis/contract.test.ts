/**
 * Contract of the zoning adapter (functions/src/engines/zoning/arcgis.ts), run against the GIS
 * stand-in started here, or against a county's ArcGIS zoning layer when ZONING_CONTRACT_LAYER_URL,
 * ZONING_CONTRACT_LATITUDE and ZONING_CONTRACT_LONGITUDE (a point inside a zoned parcel) are set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arcgisConfigFromEnv, arcgisZoning, zoningOf, type ArcgisConfig } from '../../functions/src/public.js';
import { pointInRing, seededParcels, SERVICE_PATH, startGisServer } from './server';
import { pointOf, seededAddresses } from '../places/geo';

const realLayer = process.env.ZONING_CONTRACT_LAYER_URL;
let config: ArcgisConfig;
let base = '';
let close: (() => Promise<void>) | undefined;
const control = async (name: string, body: unknown = {}) => {
  const res = await fetch(`${base}/__control/${name}`, { method: 'POST', body: JSON.stringify(body) });
  expect(res.status).toBe(200);
};

beforeAll(async () => {
  if (realLayer) {
    config = arcgisConfigFromEnv({ ZONING_LAYER_URL: realLayer });
    return;
  }
  const server = await startGisServer({ port: 0, log: () => undefined });
  close = server.close;
  base = server.url;
  config = { layerUrl: `${server.url}${SERVICE_PATH}/0`, timeoutMs: 30_000 };
});
afterAll(async () => {
  await close?.();
});

const standIn = realLayer ? it.skip : it;

describe('zoning adapter contract (ArcGIS REST feature service)', () => {
  it('needs the layer URL (503 naming the zoning GIS)', () => {
    expect(() => arcgisConfigFromEnv({})).toThrow(/^The zoning GIS is not configured/);
  });

  it.runIf(!!realLayer)('reads the zoning of a parcel of the real layer', async () => {
    const zoning = await arcgisZoning(config).atPoint({
      latitude: Number(process.env.ZONING_CONTRACT_LATITUDE),
      longitude: Number(process.env.ZONING_CONTRACT_LONGITUDE),
    });
    expect(zoning?.code).toBeTruthy();
  });

  standIn('reads the parcel at a seeded project site, and nothing where no parcel lies', async () => {
    const { site } = seededAddresses()[0]!;
    const zoning = await arcgisZoning(config).atPoint(pointOf(site)!);
    expect(zoning).toMatchObject({ jurisdiction: `${site.city}, ${site.state}`, lotType: 'regular' });
    expect(zoning!.setbacksFt.front).toBeGreaterThan(0);
    const uncovered = seededAddresses()[1]!.site;
    expect(await arcgisZoning(config).atPoint(pointOf(uncovered)!)).toBeUndefined();
    expect(await arcgisZoning(config).atPoint({ latitude: 0, longitude: 0 })).toBeUndefined();
  });

  standIn('point in polygon: inside, on the edge, outside', () => {
    const ring: [number, number][] = [
      [0, 0],
      [2, 0],
      [2, 1],
      [0, 1],
      [0, 0],
    ];
    expect(pointInRing(1, 0.5, ring)).toBe(true);
    expect(pointInRing(2, 0.5, ring)).toBe(true);
    expect(pointInRing(2.01, 0.5, ring)).toBe(false);
    expect(pointInRing(1, -0.01, ring)).toBe(false);
    expect(seededParcels().length).toBeGreaterThan(5);
  });

  it('refuses incomplete attributes rather than filling them in', () => {
    const full = seededParcels()[0]!.attributes;
    expect(zoningOf(full)).toBeDefined();
    expect(zoningOf({ ...full, FRONT_SETBACK_FT: null })).toBeUndefined();
    expect(zoningOf({ ...full, LOT_TYPE: 'triangle' })).toBeUndefined();
    expect(zoningOf({ ...full, ADU_ALLOWED: 'maybe' })).toBeUndefined();
  });

  standIn(
    'down, slow past the timeout, garbage, an ArcGIS error object or incomplete parcel: a clear error naming the zoning GIS',
    async () => {
      const point = pointOf(seededAddresses()[0]!.site)!;
      await expect(arcgisZoning({ ...config, layerUrl: 'http://127.0.0.1:9/x' }).atPoint(point)).rejects.toMatchObject({
        status: 502,
        message: expect.stringMatching(/^The zoning GIS cannot be reached/),
      });
      await control('fault', { mode: 'slow', ms: 5000 });
      await expect(arcgisZoning({ ...config, timeoutMs: 300 }).atPoint(point)).rejects.toMatchObject({ status: 504 });
      await control('fault', { mode: 'garbage' });
      await expect(arcgisZoning(config).atPoint(point)).rejects.toMatchObject({
        status: 502,
        message: expect.stringMatching(/answered something/),
      });
      await control('fault', { mode: 'fail' });
      await expect(arcgisZoning(config).atPoint(point)).rejects.toMatchObject({
        status: 502,
        message: expect.stringContaining('Error performing query'),
      });
      const broken = { street: '1 Broken Ln', city: 'Bend', state: 'OR', zip: '97701' };
      await control('parcels', { address: broken, attributes: { SIDE_SETBACK_FT: null } });
      await expect(arcgisZoning(config).atPoint(pointOf(broken)!)).rejects.toMatchObject({
        status: 502,
        message: expect.stringMatching(/incomplete/),
      });
      await control('reset');
    },
  );

  standIn('the stand-in answers an unsupported query with the ArcGIS error object', async () => {
    const res = await fetch(`${config.layerUrl}/query?geometry=1,2,3,4&geometryType=esriGeometryEnvelope&f=json`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ error: { code: 400, message: 'Unable to complete operation.' } });
  });
});
