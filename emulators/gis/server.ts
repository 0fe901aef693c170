/**
 * The zoning GIS stand-in's HTTP server: an ArcGIS REST feature service with one polygon layer
 * (Zoning, FeatureServer/0) as county GIS departments publish zoning, answering the layer query
 * that functions/src/engines/zoning/arcgis.ts makes, over a few seeded parcels. See main.ts.
 */
import type http from 'node:http';
import { formatAddress, type Address } from '@workhub/domain';
import { StandInError, startStandIn, type Answer, type StandInServer } from '../lib/stand-in.js';
import { pointOf, seededAddresses, type Point } from '../places/geo.js';

export interface GisServerOptions {
  port: number;
  host?: string;
  log?: (line: string) => void;
}

export const SERVICE_PATH = '/arcgis/rest/services/Zoning/FeatureServer';

interface ZoneRule {
  code: string;
  description: string;
  setbacks: [front: number, rear: number, side: number];
  maxHeightFt: number;
  maxLotCoverage: number;
  adu: boolean;
}

/** Typical residential zones by state (codes as the cities of the service area write them). */
const ZONES_BY_STATE: Record<string, ZoneRule[]> = {
  CA: [
    { code: 'R1', description: 'Single-family residential', setbacks: [20, 20, 5], maxHeightFt: 30, maxLotCoverage: 0.4, adu: true },
    {
      code: 'RS-7',
      description: 'Residential single-family, 7,000 sq ft lots',
      setbacks: [20, 15, 5],
      maxHeightFt: 30,
      maxLotCoverage: 0.4,
      adu: true,
    },
    { code: 'R2', description: 'Two-family residential', setbacks: [15, 15, 5], maxHeightFt: 35, maxLotCoverage: 0.5, adu: true },
  ],
  OR: [
    { code: 'R5', description: 'Residential 5,000', setbacks: [10, 5, 5], maxHeightFt: 30, maxLotCoverage: 0.5, adu: true },
    { code: 'R7', description: 'Residential 7,000', setbacks: [10, 5, 5], maxHeightFt: 30, maxLotCoverage: 0.45, adu: true },
  ],
  WA: [
    { code: 'NR3', description: 'Neighborhood residential 3', setbacks: [20, 25, 5], maxHeightFt: 30, maxLotCoverage: 0.35, adu: true },
    { code: 'LR1', description: 'Lowrise 1', setbacks: [10, 10, 5], maxHeightFt: 30, maxLotCoverage: 0.6, adu: true },
  ],
  ID: [
    { code: 'R-1C', description: 'Single-family residential', setbacks: [20, 15, 5], maxHeightFt: 35, maxLotCoverage: 0.45, adu: true },
    { code: 'A-1', description: 'Open land', setbacks: [35, 35, 15], maxHeightFt: 35, maxLotCoverage: 0.1, adu: false },
  ],
};
const LOT_TYPES = ['regular', 'corner', 'regular', 'flag', 'through', 'reverse corner', 'key'] as const;

export interface Parcel {
  /** [longitude, latitude] ring, closed (first = last), as ArcGIS writes polygons. */
  ring: [number, number][];
  attributes: Record<string, string | number | null>;
}

/** A lot of `widthFt` × `depthFt` centred on a point (degrees per foot at that latitude). */
function lotAround(point: Point, widthFt = 60, depthFt = 120): [number, number][] {
  const ftLat = 1 / 364_000;
  const ftLng = 1 / (364_000 * Math.cos((point.latitude * Math.PI) / 180));
  const [w, d] = [(widthFt / 2) * ftLng, (depthFt / 2) * ftLat];
  const { longitude: x, latitude: y } = point;
  return [
    [x - w, y - d],
    [x + w, y - d],
    [x + w, y + d],
    [x - w, y + d],
    [x - w, y - d],
  ];
}

export function parcelFor(address: Address, n: number, overrides: Record<string, string | number | null> = {}): Parcel | undefined {
  const point = pointOf(address);
  const rules = ZONES_BY_STATE[address.state];
  if (!point || !rules || !address.street) return undefined;
  const rule = rules[n % rules.length]!;
  const lotType = LOT_TYPES[n % LOT_TYPES.length]!;
  const side = lotType === 'corner' || lotType === 'reverse corner' ? Math.max(rule.setbacks[2], 10) : rule.setbacks[2];
  return {
    ring: lotAround(point),
    attributes: {
      OBJECTID: n + 1,
      APN: null,
      SITE_ADDR: formatAddress(address),
      JURISDICTION: `${address.city}, ${address.state}`,
      ZONE_CODE: rule.code,
      ZONE_DESC: rule.description,
      LOT_TYPE: lotType,
      LOT_AREA_SQFT: 7200,
      FRONT_SETBACK_FT: lotType === 'flag' ? 10 : rule.setbacks[0],
      REAR_SETBACK_FT: rule.setbacks[1],
      SIDE_SETBACK_FT: side,
      MAX_HEIGHT_FT: rule.maxHeightFt,
      MAX_LOT_COVERAGE: rule.maxLotCoverage,
      ADU_ALLOWED: rule.adu ? 'Y' : 'N',
      ...overrides,
    },
  };
}

/** The seeded parcels: the site of every other seeded project (P-1001, P-1003, …); the rest are not covered. */
export function seededParcels(): Parcel[] {
  return seededAddresses()
    .filter((_, i) => i % 2 === 0)
    .map(({ site }, n) => parcelFor(site, n))
    .filter((p): p is Parcel => !!p);
}

/** Ray casting: is the point inside the ring (a point on the boundary counts as inside: Intersects)? */
export function pointInRing(x: number, y: number, ring: [number, number][]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    const onEdge =
      Math.abs((xj - xi) * (y - yi) - (yj - yi) * (x - xi)) < 1e-12 &&
      x >= Math.min(xi, xj) &&
      x <= Math.max(xi, xj) &&
      y >= Math.min(yi, yj) &&
      y <= Math.max(yi, yj);
    if (onEdge) return true;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const FIELDS = [
  ['OBJECTID', 'esriFieldTypeOID'],
  ['APN', 'esriFieldTypeString'],
  ['SITE_ADDR', 'esriFieldTypeString'],
  ['JURISDICTION', 'esriFieldTypeString'],
  ['ZONE_CODE', 'esriFieldTypeString'],
  ['ZONE_DESC', 'esriFieldTypeString'],
  ['LOT_TYPE', 'esriFieldTypeString'],
  ['LOT_AREA_SQFT', 'esriFieldTypeDouble'],
  ['FRONT_SETBACK_FT', 'esriFieldTypeDouble'],
  ['REAR_SETBACK_FT', 'esriFieldTypeDouble'],
  ['SIDE_SETBACK_FT', 'esriFieldTypeDouble'],
  ['MAX_HEIGHT_FT', 'esriFieldTypeDouble'],
  ['MAX_LOT_COVERAGE', 'esriFieldTypeDouble'],
  ['ADU_ALLOWED', 'esriFieldTypeString'],
] as const;

/** ArcGIS answers a failed operation with HTTP 200 and an `error` object. */
const arcgisError = (code: number, message: string, details: string[] = []) =>
  new StandInError({ status: 200, body: { error: { code, message, details } } });

function pointOfQuery(params: URLSearchParams): { x: number; y: number } {
  const geometry = params.get('geometry');
  const type = params.get('geometryType') ?? 'esriGeometryEnvelope';
  if (!geometry) throw arcgisError(400, 'Unable to complete operation.', ["'geometry' parameter is missing"]);
  if (type !== 'esriGeometryPoint')
    throw arcgisError(400, 'Unable to complete operation.', [
      `geometryType ${type} is not supported by this stand-in (esriGeometryPoint only)`,
    ]);
  const sr = params.get('inSR') ?? '4326';
  if (sr !== '4326' && sr !== '{"wkid":4326}')
    throw arcgisError(400, 'Unable to complete operation.', [`inSR ${sr} is not supported by this stand-in (4326 only)`]);
  let x: unknown;
  let y: unknown;
  if (geometry.trim().startsWith('{')) {
    try {
      ({ x, y } = JSON.parse(geometry) as { x?: unknown; y?: unknown });
    } catch {
      throw arcgisError(400, 'Unable to complete operation.', ["Invalid 'geometry' parameter"]);
    }
  } else {
    const parts = geometry.split(',');
    if (parts.length !== 2) throw arcgisError(400, 'Unable to complete operation.', ["Invalid 'geometry' parameter"]);
    [x, y] = parts.map((p) => (p.trim() === '' ? NaN : Number(p)));
  }
  if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y) || Math.abs(x) > 180 || Math.abs(y) > 90)
    throw arcgisError(400, 'Unable to complete operation.', ["Invalid 'geometry' parameter"]);
  return { x, y };
}

export async function startGisServer(options: GisServerOptions): Promise<StandInServer> {
  let parcels = seededParcels();

  const api = async (req: http.IncomingMessage, url: URL): Promise<Answer> => {
    const params = url.searchParams;
    if (req.method !== 'GET') throw arcgisError(405, 'Method not allowed');
    if (url.pathname === `${SERVICE_PATH}/0/query`) {
      const f = params.get('f');
      if (f !== 'json' && f !== 'pjson')
        return { status: 200, raw: '<html><body>ArcGIS REST Services Directory (use f=json)</body></html>' };
      const rel = params.get('spatialRel') ?? 'esriSpatialRelIntersects';
      if (rel !== 'esriSpatialRelIntersects' && rel !== 'esriSpatialRelWithin')
        throw arcgisError(400, 'Unable to complete operation.', [`spatialRel ${rel} is not supported by this stand-in`]);
      const where = params.get('where');
      if (where && where.trim() !== '1=1')
        throw arcgisError(400, 'Unable to complete operation.', ["'where' other than 1=1 is not supported by this stand-in"]);
      const { x, y } = pointOfQuery(params);
      const outFields = (params.get('outFields') ?? '*').split(',').map((s) => s.trim());
      const unknown = outFields.find((f) => f !== '*' && !FIELDS.some(([name]) => name === f));
      if (unknown) throw arcgisError(400, 'Unable to complete operation.', [`Invalid field: ${unknown}`]);
      const geometry = params.get('returnGeometry') !== 'false';
      const hits = parcels.filter((p) => pointInRing(x, y, p.ring));
      return {
        status: 200,
        body: {
          objectIdFieldName: 'OBJECTID',
          globalIdFieldName: '',
          geometryType: 'esriGeometryPolygon',
          spatialReference: { wkid: 4326, latestWkid: 4326 },
          fields: FIELDS.filter(([name]) => outFields.includes('*') || outFields.includes(name)).map(([name, type]) => ({
            name,
            type,
            alias: name,
          })),
          features: hits.map((p) => ({
            attributes: Object.fromEntries(Object.entries(p.attributes).filter(([k]) => outFields.includes('*') || outFields.includes(k))),
            ...(geometry ? { geometry: { rings: [p.ring] } } : {}),
          })),
        },
      };
    }
    if (url.pathname === `${SERVICE_PATH}/0`) {
      return {
        status: 200,
        body: {
          id: 0,
          name: 'Zoning',
          type: 'Feature Layer',
          geometryType: 'esriGeometryPolygon',
          fields: FIELDS.map(([name, type]) => ({ name, type })),
        },
      };
    }
    throw arcgisError(400, 'Invalid URL', [`${url.pathname} is not a service of this server`]);
  };

  return startStandIn({
    name: 'gis',
    port: options.port,
    host: options.host,
    log: options.log,
    api,
    routeOf: (req, url) => `${req.method} ${url.pathname.replace(SERVICE_PATH, '')}`,
    // An ArcGIS server that fails answers 200 with an error object (500 inside).
    failure: () => ({ status: 200, body: { error: { code: 500, message: 'Error performing query operation', details: [] } } }),
    control: async (name, body) => {
      if (name === 'reset') {
        parcels = seededParcels();
        return undefined;
      }
      if (name === 'parcels') {
        // A test's own project gets its parcel: { address, attributes? }.
        const a = body.address as Record<string, unknown> | undefined;
        if (!a || !['street', 'city', 'state', 'zip'].every((k) => typeof a[k] === 'string'))
          throw new StandInError({ status: 400, body: { error: 'address: { street, city, state, zip } required' } });
        const address = { street: String(a.street), city: String(a.city), state: String(a.state), zip: String(a.zip) };
        const overrides = (body.attributes && typeof body.attributes === 'object' ? body.attributes : {}) as Record<
          string,
          string | number | null
        >;
        const parcel = parcelFor(address, parcels.length, { OBJECTID: parcels.length + 1, ...overrides });
        if (!parcel) throw new StandInError({ status: 400, body: { error: `${formatAddress(address)} is outside the service area` } });
        parcels.push(parcel);
        return { status: 200, body: { attributes: parcel.attributes } };
      }
      return undefined;
    },
  });
}
