/**
 * # Zoning GIS stand-in (emulators/gis)
 *
 * A local ArcGIS REST feature service with one polygon layer, Zoning (FeatureServer/0), as county
 * GIS departments publish zoning: WorkHub's zoning adapter (functions/src/engines/zoning/arcgis.ts)
 * runs unchanged against it. Started by `npm start` (port 8630) and by the test scripts (port 8730).
 *
 *   npx tsx emulators/gis/main.ts
 *
 * Environment: GIS_PORT (default 8630); listens on 127.0.0.1 only. Public layer (no token), as
 * county zoning layers usually are.
 *
 * API:
 *   GET /arcgis/rest/services/Zoning/FeatureServer/0/query?geometry=x,y&geometryType=esriGeometryPoint
 *       &inSR=4326&spatialRel=esriSpatialRelIntersects&outFields=*&returnGeometry=false&f=json
 *       → { objectIdFieldName, geometryType, spatialReference, fields, features: [{ attributes, geometry? }] }
 *       (point-in-polygon over the parcels; no parcel → features: [])
 *   GET /arcgis/rest/services/Zoning/FeatureServer/0?f=json → the layer's description
 *   Errors as ArcGIS gives them: HTTP 200 with { error: { code, message, details } }.
 *   Attributes: OBJECTID, APN, SITE_ADDR, JURISDICTION, ZONE_CODE, ZONE_DESC, LOT_TYPE, LOT_AREA_SQFT,
 *   FRONT_SETBACK_FT, REAR_SETBACK_FT, SIDE_SETBACK_FT, MAX_HEIGHT_FT, MAX_LOT_COVERAGE, ADU_ALLOWED ('Y'|'N').
 *   Parcels: a 60 × 120 ft lot around the site of every other seeded project (P-1001, P-1003, …; the
 *   points come from the Places stand-in's geo.ts); the other projects are not covered.
 *
 * Test controls:
 *   POST /__control/parcels { address, attributes? }   a parcel around a test project's address
 *   POST /__control/fault { mode: 'fail'|'slow'|'garbage', times, ms }   (emulators/lib/stand-in.ts)
 *   POST /__control/reset, GET /__control/stats, GET /healthz
 */
import { runStandIn } from '../lib/stand-in.js';
import { startGisServer } from './server.js';

await runStandIn('Zoning GIS stand-in', () => startGisServer({ port: Number(process.env.GIS_PORT ?? 8630) }));
