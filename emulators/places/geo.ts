/**
 * The Places stand-in's address book and the points it gives them (shared with the zoning GIS
 * stand-in, whose seeded parcels lie around the same points): the seeded projects' addresses
 * (their Salesforce and APN addresses) and the service area's cities. A city's point is its real
 * centre (rounded); a street address lies within about 3 km of its city's centre, at a point fixed
 * by its text, so both stand-ins always agree. Invented geography for a stand-in, never read by
 * production code.
 */
import { createHash } from 'node:crypto';
import { formatAddress, SERVICE_AREA_CITIES, type Address } from '@workhub/domain';
import { buildSeed } from '../seed/build.js';
import { soldAddresses } from '../salesforce/sales.js';

export const CITY_CENTRES: Record<string, { latitude: number; longitude: number }> = {
  'Santa Rosa, CA': { latitude: 38.4405, longitude: -122.7144 },
  'Petaluma, CA': { latitude: 38.2324, longitude: -122.6367 },
  'Oakland, CA': { latitude: 37.8044, longitude: -122.2712 },
  'San Jose, CA': { latitude: 37.3382, longitude: -121.8863 },
  'Sacramento, CA': { latitude: 38.5816, longitude: -121.4944 },
  'Los Angeles, CA': { latitude: 34.0522, longitude: -118.2437 },
  'Pasadena, CA': { latitude: 34.1478, longitude: -118.1445 },
  'San Diego, CA': { latitude: 32.7157, longitude: -117.1611 },
  'Portland, OR': { latitude: 45.5152, longitude: -122.6784 },
  'Bend, OR': { latitude: 44.0582, longitude: -121.3153 },
  'Eugene, OR': { latitude: 44.0521, longitude: -123.0868 },
  'Seattle, WA': { latitude: 47.6062, longitude: -122.3321 },
  'Tacoma, WA': { latitude: 47.2529, longitude: -122.4443 },
  'Boise, ID': { latitude: 43.615, longitude: -116.2023 },
};

export interface Point {
  latitude: number;
  longitude: number;
}

/** The point of a street address: near its city's centre, fixed by its text; undefined outside the service area. */
export function pointOf(address: Address): Point | undefined {
  const centre = CITY_CENTRES[`${address.city}, ${address.state}`];
  if (!centre) return undefined;
  if (!address.street) return centre;
  const h = createHash('sha256').update(formatAddress(address).toLowerCase()).digest();
  const dx = (h.readUInt16BE(0) / 65535 - 0.5) * 0.06;
  const dy = (h.readUInt16BE(2) / 65535 - 0.5) * 0.06;
  return { latitude: Number((centre.latitude + dy).toFixed(6)), longitude: Number((centre.longitude + dx).toFixed(6)) };
}

/**
 * The seeded projects' addresses, site (first APN) address first, each once; then those of the
 * projects sold in Salesforce that WorkHub does not have yet (emulators/salesforce/sales.ts).
 */
export function seededAddresses(): { projectId: string; site: Address; others: Address[] }[] {
  return [...seededProjectAddresses(), ...soldAddresses()];
}

function seededProjectAddresses(): { projectId: string; site: Address; others: Address[] }[] {
  return buildSeed().projects.map(({ id, data }) => {
    const pick = (a: Address) => ({ street: a.street, city: a.city, state: a.state, zip: a.zip });
    const apns = (data.apns as { address: Address }[]).map((x) => pick(x.address));
    const sf = ((data.salesforce as { addresses?: Address[] }).addresses ?? []).map(pick);
    const site = apns[0]!;
    const seen = new Set([formatAddress(site)]);
    const others = [...apns, ...sf].filter((a) => !seen.has(formatAddress(a)) && seen.add(formatAddress(a)));
    return { projectId: id, site, others };
  });
}

export const serviceAreaCities = () => SERVICE_AREA_CITIES.map((c) => ({ street: '', city: c.city, state: c.state, zip: '' }));
