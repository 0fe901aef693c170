import { PLACE_CANDIDATE_LIMIT, type googleRoutes } from '@workhub/domain';
import type { ContractHandler } from '../../lib/route-docs.js';
import { searchPlaces } from './places.js';

/**
 * GET /place?query[&limit]: address candidates for a typed query (at most `limit`, 5 by default,
 * 10 at most): `{ candidates: [{ placeId, description, address: { street, city, state, zip } }] }`.
 * A city candidate has an empty street and zip. No match is an empty list, not an error. Google
 * Places down, slow or answering nonsense → 502/504 naming it; not configured → 503.
 */
export const getPlace: ContractHandler<typeof googleRoutes.place.schema, typeof googleRoutes.place.answer> = async (input) => {
  const candidates = await searchPlaces(input.query, Math.min(input.limit ?? 5, PLACE_CANDIDATE_LIMIT));
  return { candidates };
};
