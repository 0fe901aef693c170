import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME,
  PLUME_SETTINGS,
  plumeSettingsOf,
  settingsDefaults,
  settingsDocumentSchema,
  settingsOf,
  SITE_PLAN_SETTINGS,
  ZONE_LAYOUT_SETTINGS,
} from './settings.js';

const zoneLayoutSettingsOf = (stored: unknown) => settingsOf(ZONE_LAYOUT_SETTINGS, stored);
const sitePlanSettingsOf = (stored: unknown) => settingsOf(SITE_PLAN_SETTINGS, stored);

describe('settings groups (supporting spec section 3)', () => {
  it('plume defaults: logLevel 2, devWriteLogs and runAsJob true', () => {
    expect(settingsDefaults(PLUME_SETTINGS)).toEqual({ logLevel: 2, devWriteLogs: true, runAsJob: true });
    expect(plumeSettingsOf(undefined)).toEqual({ logLevel: 2, devWriteLogs: true, runAsJob: true });
  });

  it('zoneLayout and sitePlan: showNewModel defaults to false', () => {
    expect(zoneLayoutSettingsOf(undefined)).toEqual({ showNewModel: false });
    expect(sitePlanSettingsOf({})).toEqual({ showNewModel: false });
  });

  it('takes saved values of the right type, falls back for others, drops unknown keys', () => {
    expect(plumeSettingsOf({ logLevel: 4, devWriteLogs: false, runAsJob: 'yes', other: 1 })).toEqual({
      logLevel: 4,
      devWriteLogs: false,
      runAsJob: true,
    });
    expect(plumeSettingsOf({ logLevel: Number.NaN })).toEqual({ logLevel: 2, devWriteLogs: true, runAsJob: true });
    expect(sitePlanSettingsOf({ showNewModel: true })).toEqual({ showNewModel: true });
    expect(zoneLayoutSettingsOf('garbage')).toEqual({ showNewModel: false });
  });

  it('a settings document is a map of groups', () => {
    expect(settingsDocumentSchema.safeParse({ base: { showMinorGrid: true }, plume: {} }).success).toBe(true);
    expect(settingsDocumentSchema.safeParse({ base: 3 }).success).toBe(false);
  });

  it("the theme default is 'default'", () => {
    expect(DEFAULT_THEME).toBe('default');
  });
});
