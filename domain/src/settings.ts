/**
 * Per-user settings (supporting spec section 3): one document per user, `settings/{uid}`, holding
 * groups of typed keys. A key without a saved value (or with a value of the wrong type) reads as
 * its group's default, else its type default (false, '', 0, {}, []). The `base` group lives in
 * blocks/base-settings.ts (the editors read it); the other groups are here.
 */
import { z } from 'zod';
import { settingDefault, type SettingType, type SettingValue } from './blocks/base-settings.js';

/** A group's keys, each with its type and, where the spec gives one, its own default. */
export type SettingsGroupSpec = Readonly<Record<string, { type: SettingType; default?: unknown }>>;

export type SettingsOf<G extends SettingsGroupSpec> = { [K in keyof G]: SettingValue<G[K]['type']> };

const isType = (type: SettingType, value: unknown): boolean => {
  switch (type) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'map':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    default:
      return Array.isArray(value);
  }
};

/** The defaults of a group (what a user who saved nothing gets). */
export function settingsDefaults<G extends SettingsGroupSpec>(group: G): SettingsOf<G> {
  const result: Record<string, unknown> = {};
  for (const [key, { type, default: given }] of Object.entries(group)) result[key] = given ?? settingDefault(type);
  return result as SettingsOf<G>;
}

/** A group read from what is stored (a partial map, nothing, garbage): saved values of the right type win. */
export function settingsOf<G extends SettingsGroupSpec>(group: G, stored: unknown): SettingsOf<G> {
  const saved = stored !== null && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const result = settingsDefaults(group) as Record<string, unknown>;
  for (const [key, { type }] of Object.entries(group)) if (isType(type, saved[key])) result[key] = saved[key];
  return result as SettingsOf<G>;
}

/** plume: logLevel 2, devWriteLogs and runAsJob true when nothing is saved. */
export const PLUME_SETTINGS = {
  logLevel: { type: 'number', default: 2 },
  devWriteLogs: { type: 'boolean', default: true },
  runAsJob: { type: 'boolean', default: true },
} as const satisfies SettingsGroupSpec;

export const ZONE_LAYOUT_SETTINGS = { showNewModel: { type: 'boolean' } } as const satisfies SettingsGroupSpec;
export const SITE_PLAN_SETTINGS = { showNewModel: { type: 'boolean' } } as const satisfies SettingsGroupSpec;

export type PlumeSettings = SettingsOf<typeof PLUME_SETTINGS>;
export type ZoneLayoutSettings = SettingsOf<typeof ZONE_LAYOUT_SETTINGS>;
export type SitePlanSettings = SettingsOf<typeof SITE_PLAN_SETTINGS>;

export const plumeSettingsOf = (stored: unknown): PlumeSettings => settingsOf(PLUME_SETTINGS, stored);
/**
 * The settings document as stored: a map of groups. Each group is read leniently by its reader
 * (a wrong value falls back to the default), so the document only has to be a map of maps.
 */
export const settingsDocumentSchema = z
  .record(z.string(), z.unknown())
  .refine(
    (doc) =>
      Object.entries(doc).every(([key, group]) => key === 'id' || (group !== null && typeof group === 'object' && !Array.isArray(group))),
    'Every settings group must be a map',
  );
export type SettingsDocument = z.infer<typeof settingsDocumentSchema>;

/** The theme when none is chosen (core spec section 9); the app sets it as `data-theme` on the page. */
export const DEFAULT_THEME = 'default';
