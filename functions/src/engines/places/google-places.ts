/**
 * Google Places behind an adapter: address candidates for a typed query, and the point of an
 * address (its `location`) for the zoning lookup. `googlePlaces` speaks the Places API (New):
 * Google's in production, the stand-in (emulators/places) locally and in tests.
 *
 *   POST {GOOGLE_PLACES_URL}/v1/places:searchText { textQuery, pageSize, regionCode: 'US', languageCode: 'en' }
 *   GET  {GOOGLE_PLACES_URL}/v1/places/{id}
 * both with `X-Goog-Api-Key` and `X-Goog-FieldMask: id,formattedAddress,addressComponents,location`
 * (prefixed `places.` for the search). Errors come as { error: { code, message, status } }.
 * Configured from GOOGLE_PLACES_API_KEY (GOOGLE_PLACES_URL, default https://places.googleapis.com;
 * GOOGLE_PLACES_TIMEOUT_MS, default 8000). Unconfigured → 503 'Google Places is not configured'.
 */
import { formatAddress, type Address, type PlaceCandidate } from '@workhub/domain';
import { callOutside, failed, garbage, notConfigured, timeoutFromEnv } from '../outside.js';

export const GOOGLE_PLACES = 'Google Places';
const FIELDS = ['id', 'formattedAddress', 'addressComponents', 'location'];

export interface PlaceFound extends PlaceCandidate {
  /** WGS 84 point of the place (longitude, latitude), when Google gives one. */
  location?: { latitude: number; longitude: number };
  /** True for a street address (the place has a street number and route), false for a city. */
  street: boolean;
}

export interface PlacesAdapter {
  search(query: string, limit: number): Promise<PlaceFound[]>;
  place(placeId: string): Promise<PlaceFound | undefined>;
}

/** The adapter with a cheap read for the outside-systems page. */
export interface GooglePlaces extends PlacesAdapter {
  /** A Text Search asking for place ids only (Google's free 'IDs only' field mask): the key is taken. */
  probe(): Promise<{ status: number; check: string }>;
}

export interface PlacesConfig {
  url: string;
  apiKey: string;
  timeoutMs: number;
}

export function placesConfigFromEnv(env: NodeJS.ProcessEnv = process.env): PlacesConfig {
  if (!env.GOOGLE_PLACES_API_KEY) throw notConfigured(GOOGLE_PLACES, ['GOOGLE_PLACES_API_KEY']);
  return {
    url: (env.GOOGLE_PLACES_URL || 'https://places.googleapis.com').replace(/\/+$/, ''),
    apiKey: env.GOOGLE_PLACES_API_KEY,
    timeoutMs: timeoutFromEnv(env.GOOGLE_PLACES_TIMEOUT_MS, 8000),
  };
}

interface GooglePlace {
  id?: unknown;
  formattedAddress?: unknown;
  addressComponents?: unknown;
  location?: unknown;
}

/** A Places API (New) place as a WorkHub candidate; undefined when it is not one (garbage). */
export function placeOf(p: GooglePlace): PlaceFound | undefined {
  if (!p || typeof p !== 'object' || typeof p.id !== 'string' || !p.id) return undefined;
  const components = Array.isArray(p.addressComponents)
    ? (p.addressComponents as { longText?: unknown; shortText?: unknown; types?: unknown }[])
    : [];
  const part = (type: string, short = false) => {
    const c = components.find((x) => Array.isArray(x?.types) && x.types.includes(type));
    const text = short ? c?.shortText : c?.longText;
    return typeof text === 'string' ? text : '';
  };
  // The route's short text is the USPS-style abbreviation ('Oak Knoll Rd') that WorkHub's addresses use.
  const street = [part('street_number'), part('route', true)].filter(Boolean).join(' ');
  const address: Address = { street, city: part('locality'), state: part('administrative_area_level_1', true), zip: part('postal_code') };
  const formatted = typeof p.formattedAddress === 'string' ? p.formattedAddress.replace(/, USA$/, '') : formatAddress(address);
  const loc = p.location as { latitude?: unknown; longitude?: unknown } | undefined;
  const location =
    loc &&
    typeof loc.latitude === 'number' &&
    typeof loc.longitude === 'number' &&
    Math.abs(loc.latitude) <= 90 &&
    Math.abs(loc.longitude) <= 180
      ? { latitude: loc.latitude, longitude: loc.longitude }
      : undefined;
  return {
    placeId: p.id,
    description: formatted,
    address,
    street: !!part('street_number') && !!part('route'),
    ...(location ? { location } : {}),
  };
}

const googleMessage = (body: unknown) => {
  const e = (body as { error?: { message?: unknown; status?: unknown } } | undefined)?.error;
  return e && typeof e.message === 'string' ? `${typeof e.status === 'string' ? `${e.status}: ` : ''}${e.message}` : undefined;
};

export function googlePlaces(config: PlacesConfig, fetchImpl: typeof fetch = fetch): GooglePlaces {
  const headers = (mask: string[]) => ({
    'content-type': 'application/json',
    'x-goog-api-key': config.apiKey,
    'x-goog-fieldmask': mask.join(','),
  });
  return {
    async probe() {
      const what = 'POST /v1/places:searchText';
      const answer = await callOutside(
        GOOGLE_PLACES,
        `${config.url}/v1/places:searchText`,
        {
          method: 'POST',
          headers: headers(['places.id']),
          body: JSON.stringify({ textQuery: 'Sacramento, CA', pageSize: 1, regionCode: 'US', languageCode: 'en' }),
          timeoutMs: config.timeoutMs,
        },
        fetchImpl,
      );
      if (answer.status !== 200) throw failed(GOOGLE_PLACES, answer.status, googleMessage(answer.json), what);
      if (!answer.json || typeof answer.json !== 'object') throw garbage(GOOGLE_PLACES, what);
      return { status: answer.status, check: `${what} (place ids only, 1 result)` };
    },
    async search(query, limit) {
      const what = 'POST /v1/places:searchText';
      const answer = await callOutside(
        GOOGLE_PLACES,
        `${config.url}/v1/places:searchText`,
        {
          method: 'POST',
          headers: headers(FIELDS.map((f) => `places.${f}`)),
          body: JSON.stringify({ textQuery: query, pageSize: limit, regionCode: 'US', languageCode: 'en' }),
          timeoutMs: config.timeoutMs,
        },
        fetchImpl,
      );
      if (answer.status !== 200) throw failed(GOOGLE_PLACES, answer.status, googleMessage(answer.json), what);
      const body = answer.json as { places?: unknown } | undefined;
      if (!body || typeof body !== 'object' || (body.places !== undefined && !Array.isArray(body.places)))
        throw garbage(GOOGLE_PLACES, what);
      // No match: Google answers {} (no `places`).
      const places = ((body.places ?? []) as GooglePlace[]).map(placeOf);
      if (places.some((p) => !p)) throw garbage(GOOGLE_PLACES, what);
      return (places as PlaceFound[]).slice(0, limit);
    },
    async place(placeId) {
      const what = 'GET /v1/places/{id}';
      const answer = await callOutside(
        GOOGLE_PLACES,
        `${config.url}/v1/places/${encodeURIComponent(placeId)}`,
        { method: 'GET', headers: headers(FIELDS), timeoutMs: config.timeoutMs },
        fetchImpl,
      );
      if (answer.status === 404) return undefined;
      if (answer.status !== 200) throw failed(GOOGLE_PLACES, answer.status, googleMessage(answer.json), what);
      const place = placeOf(answer.json as GooglePlace);
      if (!place) throw garbage(GOOGLE_PLACES, what);
      return place;
    },
  };
}

let cached: { key: string; adapter: PlacesAdapter } | undefined;

/** The adapter configured from the functions' environment (503 naming Google Places without it). */
export function placesFromEnv(env: NodeJS.ProcessEnv = process.env): PlacesAdapter {
  const config = placesConfigFromEnv(env);
  const key = JSON.stringify(config);
  if (cached?.key !== key) cached = { key, adapter: googlePlaces(config) };
  return cached.adapter;
}
