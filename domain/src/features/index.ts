/**
 * Feature flags (supporting spec: the live `features` subscription; docs/staff-tools.md): one
 * document per flag, `features/{name}`, read live by every staff user. A flag shows or hides an
 * area of the app for everyone at once; workspace admins switch `enabled` from /admin/features
 * (rules: only `enabled`, `updatedBy` = the caller, `updatedAt` = the request time).
 */
import { z } from 'zod';

/** Who sees an enabled flag's area: everyone, or only the software engineers. */
export const FEATURE_AUDIENCES = ['all', 'softwareEng'] as const;
export type FeatureAudience = (typeof FEATURE_AUDIENCES)[number];

/** The flags the app gates an area with (doc ids of `features`). */
export const FEATURE_NAMES = {
  /** The /materials page and its menu entry. */
  materialsLibrary: 'materialsLibrary',
  /** The /admin/live-viewer page and its menu entry. */
  liveViewer: 'liveViewer',
} as const;

const FLAG_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,99}$/;

/** A Firestore Timestamp (anything with toDate()), a Date, or epoch milliseconds → Date. */
const whenSchema = z.preprocess((value) => {
  if (value !== null && typeof value === 'object' && 'toDate' in value && typeof (value as { toDate: unknown }).toDate === 'function') {
    return (value as { toDate: () => Date }).toDate();
  }
  if (typeof value === 'number') return new Date(value);
  return value;
}, z.date());

export const featureFlagSchema = z.object({
  name: z.string().regex(FLAG_NAME, 'A flag name starts with a letter: letters, digits, _ or -'),
  enabled: z.boolean(),
  audience: z.enum(FEATURE_AUDIENCES),
  description: z.string().max(500).default(''),
  /** Who switched it last (the user part of their address); absent until first switched. */
  updatedBy: z.string().max(200).optional(),
  /** When it was switched last; null while the server time of a switch is pending. */
  updatedAt: whenSchema.nullable().optional(),
});
export type FeatureFlag = z.infer<typeof featureFlagSchema>;

/** The one change the browser makes to a flag (the writer adds updatedBy and the server time). */
export const featureSwitchSchema = z.object({ enabled: z.boolean() }).strict();
export type FeatureSwitch = z.infer<typeof featureSwitchSchema>;

/** What of the signed-in user a flag's audience depends on (their token's role flags). */
export interface FeatureViewer {
  isSoftwareEng: boolean;
}

/**
 * Whether the area behind a flag shows for this user. A flag that is not stored gates nothing
 * (shown: a missing document never locks staff out of an area); a stored flag shows its area when
 * enabled, to everyone ('all') or only to software engineers ('softwareEng'). No user (not signed
 * in or roles unknown): only 'all' flags.
 */
export function featureVisible(flag: Pick<FeatureFlag, 'enabled' | 'audience'> | null | undefined, viewer: FeatureViewer | null): boolean {
  if (!flag) return true;
  if (!flag.enabled) return false;
  return flag.audience === 'all' || viewer?.isSoftwareEng === true;
}

/** Who sees an area, in words (the admin page). */
export function audienceText(audience: FeatureAudience): string {
  return audience === 'all' ? 'Everyone' : 'Software engineers only';
}
