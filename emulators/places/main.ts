/**
 * # Google Places stand-in (emulators/places)
 *
 * A local server that speaks the part of the Places API (New) that WorkHub's Places adapter
 * (functions/src/engines/places/google-places.ts) uses, so the adapter runs unchanged against it.
 * Started by `npm start` (port 8620) and by the test scripts (port 8720).
 *
 *   npx tsx emulators/places/main.ts
 *
 * Environment:
 *   PLACES_PORT             port (default 8620); listens on 127.0.0.1 only
 *   GOOGLE_PLACES_API_KEY   the one accepted key (default workhub-local-places-key)
 *
 * API (header X-Goog-Api-Key; X-Goog-FieldMask required: id, formattedAddress, addressComponents,
 * location, types, displayName, or *; prefixed `places.` for the search):
 *   POST /v1/places:searchText { textQuery, pageSize (1–20) } → { places: [place] } or {} for no match
 *        (every word of the query begins a word of the address: street addresses first)
 *   GET  /v1/places/{id} → place | 404 NOT_FOUND
 *   Errors: { error: { code, message, status } } (INVALID_ARGUMENT, PERMISSION_DENIED, NOT_FOUND, UNAVAILABLE).
 *   The address book: the seeded projects' addresses and the service area's cities (geo.ts).
 *
 * Test controls (no key):
 *   POST /__control/places { addresses: [{ street, city, state, zip }] }  add addresses (a test's own project)
 *   POST /__control/fault { mode: 'fail'|'slow'|'garbage', times, ms }   (emulators/lib/stand-in.ts)
 *   POST /__control/reset    faults cleared, address book seeded again
 *   GET  /__control/stats, GET /healthz
 */
import { runStandIn } from '../lib/stand-in.js';
import { startPlacesServer } from './server.js';

await runStandIn('Places stand-in', () =>
  startPlacesServer({
    port: Number(process.env.PLACES_PORT ?? 8620),
    apiKey: process.env.GOOGLE_PLACES_API_KEY ?? 'workhub-local-places-key',
  }),
);
