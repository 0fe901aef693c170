import type { PlaceCandidate } from '@workhub/domain';
import { placesFromEnv } from '../../engines/places/google-places.js';

/**
 * Place candidates for a typed query, from Google Places (the Places API (New) Text Search)
 * through the production adapter (functions/src/engines/places): Google when deployed with
 * GOOGLE_PLACES_API_KEY, the stand-in (emulators/places) under `npm start` and `npm test`;
 * unconfigured → 503 'Google Places is not configured'.
 */
export async function searchPlaces(query: string, limit: number): Promise<PlaceCandidate[]> {
  const found = await placesFromEnv().search(query, limit);
  return found.map(({ placeId, description, address }) => ({ placeId, description, address }));
}
