import { formatAddress, type Address, type Zone } from '@workhub/domain';
import { HttpError } from '../../lib/http.js';
import { placesFromEnv } from '../../engines/places/google-places.js';
import { zoningFromEnv } from '../../engines/zoning/arcgis.js';

/** The answer (404) for an address the zoning source does not cover, as the client tab shows it. */
export const NO_ZONING = 'No zoning data for this address';

/**
 * The zoning of an address, from the county's GIS zoning layer (ArcGIS REST, engines/zoning):
 * 1. the address becomes a point through Google Places (engines/places: Text Search for the
 *    formatted address; the first candidate must be that street address, with a location —
 *    projects store no coordinates of their own);
 * 2. the zoning layer is queried at that point (point in parcel polygon).
 * No street-address match, or no parcel at the point → 404 'No zoning data for this address';
 * never invented setbacks. Either system down, slow or answering nonsense → 502/504 naming it;
 * not configured → 503 naming it.
 */
export async function lookupZoning(address: Address): Promise<Zone> {
  const zoningLayer = zoningFromEnv();
  const [place] = await placesFromEnv().search(formatAddress(address), 1);
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  if (
    !place?.street ||
    !place.location ||
    !same(place.address.street, address.street) ||
    !same(place.address.city, address.city) ||
    !same(place.address.state, address.state)
  )
    throw new HttpError(404, 'not-found', NO_ZONING);
  const zoning = await zoningLayer.atPoint(place.location);
  if (!zoning) throw new HttpError(404, 'not-found', NO_ZONING);
  return { address, ...zoning, source: 'county GIS zoning layer' };
}
