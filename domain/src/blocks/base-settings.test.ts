import { describe, expect, it } from 'vitest';
import { BASE_SETTINGS_DEFAULTS, BASE_SETTINGS_GROUP, baseSettingsOf, baseSettingsSchema, settingDefault } from './base-settings.js';

describe('settingDefault (supporting spec section 3)', () => {
  it('gives the type defaults false, empty string, 0, empty map and empty array', () => {
    expect(settingDefault('boolean')).toBe(false);
    expect(settingDefault('string')).toBe('');
    expect(settingDefault('number')).toBe(0);
    expect(settingDefault('map')).toEqual({});
    expect(settingDefault('array')).toEqual([]);
  });

  it('gives a fresh map and array each time', () => {
    expect(settingDefault('map')).not.toBe(settingDefault('map'));
    expect(settingDefault('array')).not.toBe(settingDefault('array'));
  });
});

describe('base settings', () => {
  it('is the base group with showHiddenLayers, showMinorGrid and noTransitions', () => {
    expect(BASE_SETTINGS_GROUP).toBe('base');
    expect(Object.keys(BASE_SETTINGS_DEFAULTS).sort()).toEqual(['noTransitions', 'showHiddenLayers', 'showMinorGrid']);
  });

  it('defaults to false except noTransitions, which defaults to true', () => {
    expect(BASE_SETTINGS_DEFAULTS).toEqual({ showHiddenLayers: false, showMinorGrid: false, noTransitions: true });
    expect(baseSettingsOf(undefined)).toEqual(BASE_SETTINGS_DEFAULTS);
    expect(baseSettingsOf({})).toEqual(BASE_SETTINGS_DEFAULTS);
  });

  it('takes saved values, including noTransitions false', () => {
    expect(baseSettingsOf({ showHiddenLayers: true, showMinorGrid: true, noTransitions: false })).toEqual({
      showHiddenLayers: true,
      showMinorGrid: true,
      noTransitions: false,
    });
  });

  it('falls back per key when only some are saved', () => {
    expect(baseSettingsOf({ showMinorGrid: true })).toEqual({ showHiddenLayers: false, showMinorGrid: true, noTransitions: true });
  });

  it('ignores values of the wrong type, unknown keys and non-objects', () => {
    expect(baseSettingsOf({ showHiddenLayers: 'yes', noTransitions: 0, extra: true })).toEqual(BASE_SETTINGS_DEFAULTS);
    expect(baseSettingsOf(null)).toEqual(BASE_SETTINGS_DEFAULTS);
    expect(baseSettingsOf([true])).toEqual(BASE_SETTINGS_DEFAULTS);
    expect(baseSettingsOf('showMinorGrid')).toEqual(BASE_SETTINGS_DEFAULTS);
  });

  it('returns a copy, not the shared defaults', () => {
    expect(baseSettingsOf(undefined)).not.toBe(BASE_SETTINGS_DEFAULTS);
  });

  it('has a strict schema for complete settings', () => {
    expect(baseSettingsSchema.safeParse({ showHiddenLayers: false, showMinorGrid: true, noTransitions: true }).success).toBe(true);
    expect(baseSettingsSchema.safeParse({ showHiddenLayers: false }).success).toBe(false);
    expect(baseSettingsSchema.safeParse({ showHiddenLayers: false, showMinorGrid: true, noTransitions: true, x: 1 }).success).toBe(false);
  });
});
