/**
 * Zoning behind an adapter: the zoning facts of the parcel at a point, from an ArcGIS REST
 * feature service (a county's zoning layer; the stand-in emulators/gis locally and in tests):
 *
 *   GET {ZONING_LAYER_URL}/query?geometry=<lng>,<lat>&geometryType=esriGeometryPoint&inSR=4326
 *       &spatialRel=esriSpatialRelIntersects&outFields=*&returnGeometry=false&f=json
 *
 * ZONING_LAYER_URL is the layer (…/FeatureServer/0); ZONING_TIMEOUT_MS optional (default 10000).
 * The layer's attributes (docs/decisions.md "Outside systems"): ZONE_CODE, ZONE_DESC,
 * JURISDICTION, LOT_TYPE, LOT_AREA_SQFT, FRONT/REAR/SIDE_SETBACK_FT, MAX_HEIGHT_FT,
 * MAX_LOT_COVERAGE, ADU_ALLOWED ('Y'|'N'). A feature missing one of them is an answer the adapter
 * cannot read (502), never filled in.
 */
import { LOT_TYPES, type LotType } from '@workhub/domain';
import { callOutside, garbage, notConfigured, OutsideSystemError, timeoutFromEnv } from '../outside.js';

export const ZONING_GIS = 'The zoning GIS';

export interface ParcelZoning {
  jurisdiction: string;
  code: string;
  description: string;
  lotType: LotType;
  lotAreaSqft: number;
  setbacksFt: { front: number; rear: number; side: number };
  maxHeightFt: number;
  maxLotCoverage: number;
  aduAllowed: boolean;
}

export interface ZoningAdapter {
  /** The zoning of the parcel containing the point; undefined when the layer has no parcel there. */
  atPoint(point: { latitude: number; longitude: number }): Promise<ParcelZoning | undefined>;
}

export interface ArcgisConfig {
  layerUrl: string;
  timeoutMs: number;
}

export function arcgisConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ArcgisConfig {
  if (!env.ZONING_LAYER_URL) throw notConfigured(ZONING_GIS, ['ZONING_LAYER_URL']);
  return { layerUrl: env.ZONING_LAYER_URL.replace(/\/+$/, ''), timeoutMs: timeoutFromEnv(env.ZONING_TIMEOUT_MS, 10_000) };
}

/** The zoning of one feature's attributes; undefined when they are not what the layer promises. */
export function zoningOf(a: Record<string, unknown>): ParcelZoning | undefined {
  const text = (k: string) => (typeof a[k] === 'string' && (a[k] as string).trim() ? (a[k] as string).trim() : undefined);
  const num = (k: string) => (typeof a[k] === 'number' && Number.isFinite(a[k]) && (a[k] as number) >= 0 ? (a[k] as number) : undefined);
  const lotType = text('LOT_TYPE')?.toLowerCase();
  const [code, description, jurisdiction] = [text('ZONE_CODE'), text('ZONE_DESC'), text('JURISDICTION')];
  const [area, front, rear, side, height, coverage] = [
    'LOT_AREA_SQFT',
    'FRONT_SETBACK_FT',
    'REAR_SETBACK_FT',
    'SIDE_SETBACK_FT',
    'MAX_HEIGHT_FT',
    'MAX_LOT_COVERAGE',
  ].map(num);
  const adu = text('ADU_ALLOWED');
  if (!code || !description || !jurisdiction || !lotType || !(LOT_TYPES as readonly string[]).includes(lotType)) return undefined;
  if ([area, front, rear, side, height, coverage].some((v) => v === undefined) || coverage! > 1 || (adu !== 'Y' && adu !== 'N'))
    return undefined;
  return {
    jurisdiction,
    code,
    description,
    lotType: lotType as LotType,
    lotAreaSqft: area!,
    setbacksFt: { front: front!, rear: rear!, side: side! },
    maxHeightFt: height!,
    maxLotCoverage: coverage!,
    aduAllowed: adu === 'Y',
  };
}

export function arcgisZoning(config: ArcgisConfig, fetchImpl: typeof fetch = fetch): ZoningAdapter {
  return {
    async atPoint({ latitude, longitude }) {
      const params = new URLSearchParams({
        geometry: `${longitude},${latitude}`,
        geometryType: 'esriGeometryPoint',
        inSR: '4326',
        spatialRel: 'esriSpatialRelIntersects',
        outFields: '*',
        returnGeometry: 'false',
        f: 'json',
      });
      const what = 'GET /query';
      const answer = await callOutside(
        ZONING_GIS,
        `${config.layerUrl}/query?${params}`,
        { method: 'GET', timeoutMs: config.timeoutMs },
        fetchImpl,
      );
      const body = answer.json as { error?: { code?: unknown; message?: unknown; details?: unknown }; features?: unknown } | undefined;
      if (body?.error && typeof body.error === 'object') {
        // ArcGIS reports a failed operation as HTTP 200 with an error object.
        const details = Array.isArray(body.error.details) ? body.error.details.filter((d) => typeof d === 'string').join('; ') : '';
        throw new OutsideSystemError(
          ZONING_GIS,
          502,
          'outside-unavailable',
          `${ZONING_GIS} answered error ${String(body.error.code ?? '')} (${what}): ${String(body.error.message ?? '')}${details ? ` (${details})` : ''}`,
        );
      }
      if (answer.status !== 200)
        throw new OutsideSystemError(ZONING_GIS, 502, 'outside-unavailable', `${ZONING_GIS} answered ${answer.status} (${what})`);
      if (!body || !Array.isArray(body.features)) throw garbage(ZONING_GIS, what);
      const feature = body.features[0] as { attributes?: unknown } | undefined;
      if (!feature) return undefined;
      if (!feature.attributes || typeof feature.attributes !== 'object') throw garbage(ZONING_GIS, what);
      const zoning = zoningOf(feature.attributes as Record<string, unknown>);
      if (!zoning) throw garbage(ZONING_GIS, `${what}: the parcel's attributes are incomplete`);
      return zoning;
    },
  };
}

export function zoningFromEnv(env: NodeJS.ProcessEnv = process.env): ZoningAdapter {
  return arcgisZoning(arcgisConfigFromEnv(env));
}

/**
 * The outside-systems page's probe: the layer's own description (`GET {ZONING_LAYER_URL}?f=json`),
 * which an ArcGIS feature layer serves cheaply; it must be a layer (fields), not an error object.
 */
export async function probeZoningLayer(config: ArcgisConfig, fetchImpl: typeof fetch = fetch): Promise<{ status: number; check: string }> {
  const what = 'GET the layer (f=json)';
  const answer = await callOutside(ZONING_GIS, `${config.layerUrl}?f=json`, { method: 'GET', timeoutMs: config.timeoutMs }, fetchImpl);
  const body = answer.json as { error?: { code?: unknown; message?: unknown }; fields?: unknown } | undefined;
  if (body?.error && typeof body.error === 'object')
    throw new OutsideSystemError(
      ZONING_GIS,
      502,
      'outside-unavailable',
      `${ZONING_GIS} answered error ${String(body.error.code ?? '')} (${what}): ${String(body.error.message ?? '')}`,
    );
  if (answer.status !== 200)
    throw new OutsideSystemError(ZONING_GIS, 502, 'outside-unavailable', `${ZONING_GIS} answered ${answer.status} (${what})`);
  if (!body || !Array.isArray(body.fields)) throw garbage(ZONING_GIS, what);
  return { status: answer.status, check: `GET ${new URL(config.layerUrl).pathname}?f=json (the layer's description)` };
}
