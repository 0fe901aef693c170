/**
 * The settings page (docs/staff-tools.md "Settings and features as built"): every group and key of
 * the supporting spec (section 3) with a label and a short explanation, and the rules for one
 * change: a value is saved under `settings/{uid}` as `{ group: { key: value } }` (merged), and
 * 'reset to default' removes the saved key so it reads as its default again.
 */
import { BASE_SETTINGS_GROUP, BASE_SETTINGS_DEFAULTS, BASE_SETTING_TYPES } from '../blocks/base-settings.js';
import { PLUME_SETTINGS, SITE_PLAN_SETTINGS, ZONE_LAYOUT_SETTINGS, settingsOf, type SettingsGroupSpec } from '../settings.js';

/** The base group as a group spec (its types and noTransitions' default true). */
export const BASE_SETTINGS = Object.fromEntries(
  Object.entries(BASE_SETTING_TYPES).map(([key, type]) => [
    key,
    { type, default: BASE_SETTINGS_DEFAULTS[key as keyof typeof BASE_SETTING_TYPES] },
  ]),
) as { readonly [K in keyof typeof BASE_SETTING_TYPES]: { type: 'boolean'; default: boolean } };

/** The groups a user edits on the settings page, by their stored name. */
export const EDITABLE_SETTINGS_GROUPS = {
  [BASE_SETTINGS_GROUP]: BASE_SETTINGS,
  plume: PLUME_SETTINGS,
  zoneLayout: ZONE_LAYOUT_SETTINGS,
  sitePlan: SITE_PLAN_SETTINGS,
} as const satisfies Record<string, SettingsGroupSpec>;
export type EditableSettingsGroup = keyof typeof EDITABLE_SETTINGS_GROUPS;

export interface SettingEntry {
  key: string;
  label: string;
  help: string;
  /** For a number: the values offered, with their meaning. */
  choices?: readonly { value: number; label: string }[];
}

export interface SettingsSection {
  group: EditableSettingsGroup;
  title: string;
  about: string;
  entries: readonly SettingEntry[];
}

/** The settings page's sections, in page order; each key of each group once. */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  {
    group: 'base',
    title: 'Drawing editors',
    about: 'How the block, class-part and base specification editors draw a workspace.',
    entries: [
      {
        key: 'showHiddenLayers',
        label: 'Show hidden layers',
        help: 'Draw layers that are switched off, faded, instead of leaving them out.',
      },
      { key: 'showMinorGrid', label: 'Show the minor grid', help: 'Draw the fine grid lines between the major ones.' },
      { key: 'noTransitions', label: 'No animated transitions', help: 'Jump straight to a new view instead of animating zoom and pan.' },
    ],
  },
  {
    group: 'plume',
    title: 'Plume calculations',
    about: 'How the base generator and calculation runs behave for you.',
    entries: [
      {
        key: 'logLevel',
        label: 'Log detail',
        help: 'How much a calculation run writes to its log.',
        choices: [
          { value: 0, label: '0 — errors only' },
          { value: 1, label: '1 — warnings' },
          { value: 2, label: '2 — information' },
          { value: 3, label: '3 — debug' },
          { value: 4, label: '4 — trace (everything)' },
        ],
      },
      { key: 'devWriteLogs', label: 'Keep run logs', help: 'Save the log of each run so it can be read afterwards.' },
      {
        key: 'runAsJob',
        label: 'Run as a background job',
        help: 'Run calculations as jobs you can follow, instead of waiting on the page.',
      },
    ],
  },
  {
    group: 'zoneLayout',
    title: 'Zone layout',
    about: 'The zone layout views of a project.',
    entries: [
      { key: 'showNewModel', label: 'Use the new zone model', help: 'Show zone layouts with the new model (still being tried out).' },
    ],
  },
  {
    group: 'sitePlan',
    title: 'Site plan',
    about: 'The site plan views of a project.',
    entries: [
      { key: 'showNewModel', label: 'Use the new site model', help: 'Show site plans with the new model (still being tried out).' },
    ],
  },
];

type Stored = Record<string, unknown> | null | undefined;

const groupOf = (doc: Stored, group: string): Record<string, unknown> | undefined => {
  const value = doc?.[group];
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
};

export interface SettingState {
  /** What the user gets: their saved value when it has the right type, else the default. */
  value: unknown;
  /** The value with nothing saved (the group's default, else the type default). */
  defaultValue: unknown;
  /** A value of the right type is saved (so 'reset to default' has something to remove). */
  saved: boolean;
  /** The value differs from the default (a saved value equal to the default is not a change). */
  changed: boolean;
}

/** One key of a group, read from the stored settings document (anything). */
export function settingState(doc: Stored, group: EditableSettingsGroup, key: string): SettingState {
  const spec = EDITABLE_SETTINGS_GROUPS[group] as SettingsGroupSpec;
  if (!(key in spec)) throw new Error(`Unknown setting ${group}.${key}`);
  const value = (settingsOf(spec, groupOf(doc, group)) as Record<string, unknown>)[key];
  const defaultValue = (settingsOf(spec, undefined) as Record<string, unknown>)[key];
  const stored = groupOf(doc, group);
  const saved = stored !== undefined && key in stored && settingsOf(spec, { [key]: stored[key] })[key] === stored[key];
  return { value, defaultValue, saved, changed: !Object.is(value, defaultValue) };
}

export type SettingChange = { ok: true; group: EditableSettingsGroup; key: string; value: unknown } | { ok: false; message: string };

const NUMBER_LIMIT = 1_000_000;

/**
 * Checks one change before it is written: a known group and key, and a value of the key's type
 * (a finite number within ±1,000,000 for numbers). The writer merges `{ group: { key: value } }`.
 */
/** Why `group.key` is not a setting of the page (unknown group or key, inherited names included), else null. */
export function settingKeyError(group: string, key: string): string | null {
  if (!Object.prototype.hasOwnProperty.call(EDITABLE_SETTINGS_GROUPS, group)) return `Unknown settings group '${group}'`;
  const spec = EDITABLE_SETTINGS_GROUPS[group as EditableSettingsGroup] as SettingsGroupSpec;
  return Object.prototype.hasOwnProperty.call(spec, key) ? null : `Unknown setting '${group}.${key}'`;
}

export function settingChange(group: string, key: string, value: unknown): SettingChange {
  const keyError = settingKeyError(group, key);
  if (keyError) return { ok: false, message: keyError };
  const entry = (EDITABLE_SETTINGS_GROUPS[group as EditableSettingsGroup] as SettingsGroupSpec)[key]!;
  const fits =
    entry.type === 'boolean'
      ? typeof value === 'boolean'
      : entry.type === 'number'
        ? typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= NUMBER_LIMIT
        : entry.type === 'string'
          ? typeof value === 'string' && value.length <= 1000
          : false;
  if (!fits) return { ok: false, message: `${group}.${key} takes a ${entry.type}` };
  return { ok: true, group: group as EditableSettingsGroup, key, value };
}
