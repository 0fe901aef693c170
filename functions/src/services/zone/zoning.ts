import { createHash } from 'node:crypto';
import { formatAddress, LOT_TYPES, type Address, type LotType, type Zone, SERVICE_AREA_CITIES } from '@workhub/domain';
import { notFound } from '../../lib/http.js';

/** Where the zoning facts of an address come from. */
export interface ZoningSource {
  /** The zoning of the lot at `address`; 404 when the source has no data for it. */
  lookup(address: Address): Promise<Zone>;
}

interface ZoneRule {
  code: string;
  description: string;
  front: number;
  rear: number;
  side: number;
  maxHeightFt: number;
  maxLotCoverage: number;
  aduAllowed: boolean;
}

const rule = (
  code: string,
  description: string,
  [front, rear, side]: [number, number, number],
  maxHeightFt: number,
  maxLotCoverage: number,
  aduAllowed = true,
): ZoneRule => ({
  code,
  description,
  front,
  rear,
  side,
  maxHeightFt,
  maxLotCoverage,
  aduAllowed,
});

/** Typical residential zones by state (codes as the cities of the service area write them). */
const ZONES_BY_STATE: Record<string, ZoneRule[]> = {
  CA: [
    rule('R1', 'Single-family residential', [20, 20, 5], 30, 0.4),
    rule('RS-7', 'Residential single-family, 7,000 sq ft lots', [20, 15, 5], 30, 0.4),
    rule('R2', 'Two-family residential', [15, 15, 5], 35, 0.5),
    rule('RE40', 'Residential estate, 40,000 sq ft lots', [25, 25, 10], 36, 0.25),
  ],
  OR: [
    rule('R5', 'Residential 5,000', [10, 5, 5], 30, 0.5),
    rule('R7', 'Residential 7,000', [10, 5, 5], 30, 0.45),
    rule('R2.5', 'Residential 2,500 (attached)', [10, 5, 5], 35, 0.5),
  ],
  WA: [
    rule('NR3', 'Neighborhood residential 3', [20, 25, 5], 30, 0.35),
    rule('RSL', 'Residential small lot', [10, 10, 5], 30, 0.5),
    rule('LR1', 'Lowrise 1', [10, 10, 5], 30, 0.6),
  ],
  ID: [
    rule('R-1C', 'Single-family residential', [20, 15, 5], 35, 0.45),
    rule('R-2', 'Combined residential', [15, 15, 5], 35, 0.5),
    rule('A-1', 'Open land', [35, 35, 15], 35, 0.1, false),
  ],
};

/** Regular lots are the most common; each other type is rarer. */
const LOT_TYPE_WEIGHTS: Record<LotType, number> = { regular: 10, corner: 4, 'reverse corner': 1, through: 2, key: 1, flag: 2 };

function hashOf(text: string): number {
  return createHash('sha256').update(text.toLowerCase()).digest().readUInt32BE(0);
}

function lotTypeOf(h: number): LotType {
  const total = LOT_TYPES.reduce((n, t) => n + LOT_TYPE_WEIGHTS[t], 0);
  let pick = h % total;
  for (const t of LOT_TYPES) {
    if (pick < LOT_TYPE_WEIGHTS[t]) return t;
    pick -= LOT_TYPE_WEIGHTS[t];
  }
  return 'regular';
}

/**
 * The local stand-in (emulators, tests): for an address in a service-area city, a zone of the
 * state's typical residential zones, a lot type and a lot area, all picked by a hash of the
 * address, so the same address always gets the same answer. A corner or reverse-corner lot gets
 * the street-side setback (10 ft) as its side; a flag lot's front setback is measured from the
 * end of its pole (10 ft). 404 for a city outside the service area.
 */
export const localZoning: ZoningSource = {
  async lookup(address) {
    const city = SERVICE_AREA_CITIES.find((c) => c.city.toLowerCase() === address.city.trim().toLowerCase() && c.state === address.state);
    const rules = city ? ZONES_BY_STATE[city.state] : undefined;
    if (!city || !rules?.length) throw notFound(`No zoning data for ${address.city}, ${address.state}`);
    const h = hashOf(formatAddress(address));
    const zone = rules[h % rules.length]!;
    const lotType = lotTypeOf(Math.floor(h / 7));
    const side = lotType === 'corner' || lotType === 'reverse corner' ? Math.max(zone.side, 10) : zone.side;
    const front = lotType === 'flag' ? Math.min(zone.front, 10) : zone.front;
    return {
      address,
      jurisdiction: `${city.city}, ${city.state}`,
      code: zone.code,
      description: zone.description,
      lotType,
      lotAreaSqft: 3000 + (Math.floor(h / 97) % 91) * 100,
      setbacksFt: { front, rear: zone.rear, side },
      maxHeightFt: zone.maxHeightFt,
      maxLotCoverage: zone.maxLotCoverage,
      aduAllowed: zone.aduAllowed,
      source: 'local',
    };
  },
};

/** The zoning source in use (see docs/decisions.md for the production one). */
export const zoning: ZoningSource = localZoning;
