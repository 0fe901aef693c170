import { createHash } from 'node:crypto';
import { formatAddress, PROJECT_LIST_LIMIT, type Address, type PlaceCandidate, SERVICE_AREA_CITIES } from '@workhub/domain';
import { firestore } from '../../lib/admin.js';
import { HttpError } from '../../lib/http.js';

/** Where place candidates come from. */
export interface PlaceSource {
  search(query: string, limit: number): Promise<PlaceCandidate[]>;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9']+/)
    .filter(Boolean);
const placeIdOf = (description: string) => `local:${createHash('sha256').update(description.toLowerCase()).digest('hex').slice(0, 20)}`;

/**
 * The local lookup (emulators, tests): the addresses on the projects (salesforce addresses and
 * APN addresses) and the service area's cities. A candidate matches when every word of the query
 * begins a word of its description ('12 oak santa' finds '1234 Oak Knoll Rd, Santa Rosa, CA
 * 95412'). Street addresses come before cities, then by description.
 */
export const localPlaces: PlaceSource = {
  async search(query, limit) {
    const wanted = words(query);
    const snap = await firestore.collection('projects').select('salesforce', 'apns').limit(PROJECT_LIST_LIMIT).get();
    const byDescription = new Map<string, PlaceCandidate>();
    const add = (address: Address, description = formatAddress(address)) => {
      if (!byDescription.has(description)) byDescription.set(description, { placeId: placeIdOf(description), description, address });
    };
    const isAddress = (a: unknown): a is Address =>
      !!a &&
      typeof a === 'object' &&
      ['street', 'city', 'state', 'zip'].every((k) => typeof (a as Record<string, unknown>)[k] === 'string');
    for (const doc of snap.docs) {
      const salesforce = doc.get('salesforce') as { address?: unknown; addresses?: unknown[] } | undefined;
      const apns = doc.get('apns') as { address?: unknown }[] | undefined;
      for (const a of [salesforce?.address, ...(salesforce?.addresses ?? []), ...(apns ?? []).map((x) => x?.address)])
        if (isAddress(a)) add({ street: a.street, city: a.city, state: a.state, zip: a.zip });
    }
    for (const c of SERVICE_AREA_CITIES) add({ street: '', city: c.city, state: c.state, zip: '' }, `${c.city}, ${c.state}`);
    const matches = [...byDescription.values()].filter((c) => {
      const have = words(c.description);
      return wanted.every((w) => have.some((h) => h.startsWith(w)));
    });
    return matches
      .sort((a, b) => Number(a.address.street === '') - Number(b.address.street === '') || a.description.localeCompare(b.description))
      .slice(0, limit);
  },
};

/**
 * The production source: Google Places API (New) Text Search, `POST
 * https://places.googleapis.com/v1/places:searchText` with the API key from the functions'
 * environment (GOOGLE_PLACES_API_KEY) in `X-Goog-Api-Key` and a field mask of the id, formatted
 * address and address components. Not used in the emulators or tests (see placeSource).
 */
export function googlePlaces(apiKey: string, fetcher: typeof fetch = fetch): PlaceSource {
  return {
    async search(query, limit) {
      const res = await fetcher('https://places.googleapis.com/v1/places:searchText', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Goog-Api-Key': apiKey,
          'X-Goog-FieldMask': 'places.id,places.formattedAddress,places.addressComponents',
        },
        body: JSON.stringify({ textQuery: query, pageSize: limit, regionCode: 'US', languageCode: 'en' }),
        signal: AbortSignal.timeout(8000),
      });
      if (!res.ok) throw new HttpError(502, 'bad-gateway', `Place search failed: ${res.status} from Google Places`);
      const body = (await res.json()) as {
        places?: {
          id: string;
          formattedAddress?: string;
          addressComponents?: { longText: string; shortText: string; types: string[] }[];
        }[];
      };
      return (body.places ?? []).map((p) => {
        const part = (type: string, short = false) => {
          const c = p.addressComponents?.find((x) => x.types.includes(type));
          return (short ? c?.shortText : c?.longText) ?? '';
        };
        const street = [part('street_number'), part('route')].filter(Boolean).join(' ');
        const address = { street, city: part('locality'), state: part('administrative_area_level_1', true), zip: part('postal_code') };
        return { placeId: p.id, description: p.formattedAddress ?? formatAddress(address), address };
      });
    },
  };
}

/** Google Places when deployed with an API key; the local lookup in the emulators and tests. */
export function placeSource(): PlaceSource {
  const key = process.env.GOOGLE_PLACES_API_KEY;
  return key && process.env.FUNCTIONS_EMULATOR !== 'true' ? googlePlaces(key) : localPlaces;
}
