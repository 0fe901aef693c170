import { z } from 'zod';

/**
 * The admin page "Outside systems" (issue 24, item 7; docs/decisions.md "Outside systems page"):
 * which outside systems this deployment is configured for and whether each answers a cheap,
 * authenticated read right now. GET /cloud/outsideSystems, workspace admins only.
 */

/** The systems, in the order the page lists them. */
export const OUTSIDE_SYSTEM_IDS = [
  'erp',
  'onshape',
  'salesforce',
  'places',
  'zoning',
  'generators',
  'legacyAssets',
  'identityProvider',
  'graph',
  'smtp',
  'storage',
] as const;
export type OutsideSystemId = (typeof OUTSIDE_SYSTEM_IDS)[number];

export const OUTSIDE_SYSTEM_STATES = ['reachable', 'unreachable', 'not-configured'] as const;
export type OutsideSystemState = (typeof OUTSIDE_SYSTEM_STATES)[number];

/** How long one probe may take, in ms (all run in parallel, so the answer takes about this long at most). */
export const OUTSIDE_PROBE_TIMEOUT_MS = 3000;

/** GET /cloud/outsideSystems takes no input. */
export const outsideSystemsQuerySchema = z.strictObject({});

export const outsideSystemStatusSchema = z.strictObject({
  id: z.enum(OUTSIDE_SYSTEM_IDS),
  /** 'ERPNext', 'Onshape', … */
  name: z.string(),
  /** What WorkHub uses it for, in a few words. */
  role: z.string(),
  configured: z.boolean(),
  /** The environment variables that are not set (empty when configured). */
  missing: z.array(z.string()),
  /** Where it is: a host (and port), never a path with keys or a secret; null when not configured. */
  target: z.string().nullable(),
  state: z.enum(OUTSIDE_SYSTEM_STATES),
  /** The probe made ('GET /api/resource/Item (1 row)'); absent when not configured. */
  check: z.string().optional(),
  /** The HTTP status of the answer (absent when nothing answered, or for SMTP and storage). */
  status: z.number().int().optional(),
  /** How long the probe took. */
  ms: z.number().int().nonnegative().optional(),
  /** Unreachable: the error's text, naming the system; not configured: what is missing. */
  detail: z.string().optional(),
});
export type OutsideSystemStatus = z.infer<typeof outsideSystemStatusSchema>;

export const outsideSystemsAnswerSchema = z.strictObject({
  /** When the probes started (ISO, UTC). */
  checkedAt: z.string(),
  timeoutMs: z.number().int().positive(),
  systems: z.array(outsideSystemStatusSchema),
});
export type OutsideSystemsAnswer = z.infer<typeof outsideSystemsAnswerSchema>;

/** The page's summary line: '9 of 11 reachable, 1 unreachable, 1 not configured'. */
export function outsideSystemsSummary(systems: readonly Pick<OutsideSystemStatus, 'state'>[]): string {
  const count = (s: OutsideSystemState) => systems.filter((x) => x.state === s).length;
  const parts = [`${count('reachable')} of ${systems.length} reachable`];
  if (count('unreachable')) parts.push(`${count('unreachable')} unreachable`);
  if (count('not-configured')) parts.push(`${count('not-configured')} not configured`);
  return parts.join(', ');
}
