import { z } from 'zod';
import { addressSchema } from './project.js';
import { projectIdSchema } from './requests.js';

/**
 * Requests and answers of the live (/live), place (/google) and zone (/zone) services (core spec
 * section 7 "Other"), and the zoning facts of a lot (core spec section 9: lot types).
 */

// ── live ───────────────────────────────────────────────────────────────────────────────────
export const liveProjectQuerySchema = z.strictObject({ projectId: projectIdSchema });
export const liveBlocksQuerySchema = z.strictObject({});

// ── google place ───────────────────────────────────────────────────────────────────────────
export const PLACE_CANDIDATE_LIMIT = 10;
export const placeQuerySchema = z.strictObject({
  query: z.string().trim().min(2, 'At least 2 characters').max(200, 'At most 200 characters'),
  limit: z
    .string()
    .regex(/^(10|[1-9])$/, `A number from 1 to ${PLACE_CANDIDATE_LIMIT}`)
    .transform(Number)
    .optional(),
});
export const placeCandidateSchema = z.object({ placeId: z.string(), description: z.string(), address: addressSchema });
export type PlaceCandidate = z.infer<typeof placeCandidateSchema>;

// ── zone ───────────────────────────────────────────────────────────────────────────────────
/** Lot types (core spec section 9). */
export const LOT_TYPES = ['regular', 'through', 'corner', 'reverse corner', 'key', 'flag'] as const;
export type LotType = (typeof LOT_TYPES)[number];

/** One address as one line: '1234 Oak St, Santa Rosa, CA 95401'. */
export const ADDRESS_LINE = /^(?<street>[^,]{1,120}),\s*(?<city>[^,]{1,60}),\s*(?<state>[A-Z]{2})\s+(?<zip>\d{5})$/;
const addressLineSchema = z
  .string()
  .trim()
  .max(300, 'At most 300 characters')
  .regex(ADDRESS_LINE, "An address like '1234 Oak St, Santa Rosa, CA 95401'");

export function addressOfLine(line: string): z.infer<typeof addressSchema> | undefined {
  const m = ADDRESS_LINE.exec(line.trim());
  if (!m?.groups) return undefined;
  const { street, city, state, zip } = m.groups as Record<'street' | 'city' | 'state' | 'zip', string>;
  return { street: street.trim(), city: city.trim(), state, zip };
}

export const zoneLookupQuerySchema = z
  .strictObject({ projectId: projectIdSchema.optional(), address: addressLineSchema.optional() })
  .refine((v) => (v.projectId === undefined) !== (v.address === undefined), {
    message: 'Give either projectId or address',
    path: ['projectId'],
  });

export const zoneReportInputSchema = z.strictObject({
  projectId: projectIdSchema,
  /** Which address of the project; its primary address when absent. */
  address: addressLineSchema.optional(),
  notes: z.string().max(5000, 'At most 5000 characters').default(''),
});

export const zoneSchema = z.object({
  address: addressSchema,
  jurisdiction: z.string(),
  /** 'R1', 'RS-7', ... */
  code: z.string(),
  description: z.string(),
  lotType: z.enum(LOT_TYPES),
  lotAreaSqft: z.number(),
  setbacksFt: z.object({ front: z.number(), rear: z.number(), side: z.number() }),
  maxHeightFt: z.number(),
  /** Fraction of the lot buildings may cover (0.4 = 40 %). */
  maxLotCoverage: z.number(),
  aduAllowed: z.boolean(),
  /** Where the facts came from: 'local' (the deterministic stand-in) or the production source. */
  source: z.string(),
});
export type Zone = z.infer<typeof zoneSchema>;

/** `zoneReports/{id}`, written by POST /zone/report. */
export const zoneReportSchema = z.object({
  projectId: z.string(),
  zone: zoneSchema,
  notes: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type ZoneReport = z.infer<typeof zoneReportSchema>;
