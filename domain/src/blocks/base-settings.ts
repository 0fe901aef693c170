/**
 * The `base` settings group (supporting spec section 3), read by the block and base editors:
 * showHiddenLayers, showMinorGrid (booleans) and noTransitions (boolean, default true). Settings
 * without a saved value fall back to their type default (false, '', 0, {}, []) unless the group
 * declares its own default, as noTransitions does.
 */
import { z } from 'zod';

export const SETTING_TYPES = ['boolean', 'string', 'number', 'map', 'array'] as const;
export type SettingType = (typeof SETTING_TYPES)[number];

export type SettingValue<T extends SettingType> = T extends 'boolean'
  ? boolean
  : T extends 'string'
    ? string
    : T extends 'number'
      ? number
      : T extends 'map'
        ? Record<string, unknown>
        : unknown[];

/** The value of a setting of this type that has none saved: false, '', 0, {} or [] (a fresh one each call). */
export function settingDefault<T extends SettingType>(type: T): SettingValue<T> {
  switch (type) {
    case 'boolean':
      return false as SettingValue<T>;
    case 'string':
      return '' as SettingValue<T>;
    case 'number':
      return 0 as SettingValue<T>;
    case 'map':
      return {} as SettingValue<T>;
    default:
      return [] as unknown as SettingValue<T>;
  }
}

export const BASE_SETTINGS_GROUP = 'base';

export const baseSettingsSchema = z
  .object({
    showHiddenLayers: z.boolean(),
    showMinorGrid: z.boolean(),
    noTransitions: z.boolean(),
  })
  .strict();
export type BaseSettings = z.infer<typeof baseSettingsSchema>;

/** The type of each base setting. */
export const BASE_SETTING_TYPES: Readonly<Record<keyof BaseSettings, 'boolean'>> = {
  showHiddenLayers: 'boolean',
  showMinorGrid: 'boolean',
  noTransitions: 'boolean',
};

/** The base settings of a user who saved none: type defaults, except noTransitions true. */
export const BASE_SETTINGS_DEFAULTS: Readonly<BaseSettings> = {
  showHiddenLayers: settingDefault('boolean'),
  showMinorGrid: settingDefault('boolean'),
  noTransitions: true,
};

/**
 * The base settings from what is stored (anything: a partial object, nothing, garbage): each key
 * takes its saved value when that is a boolean, else its default. Unknown keys are dropped.
 */
export function baseSettingsOf(stored: unknown): BaseSettings {
  const saved = stored !== null && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const result = { ...BASE_SETTINGS_DEFAULTS };
  for (const key of Object.keys(BASE_SETTING_TYPES) as (keyof BaseSettings)[]) {
    const value = saved[key];
    if (typeof value === 'boolean') result[key] = value;
  }
  return baseSettingsSchema.parse(result);
}
