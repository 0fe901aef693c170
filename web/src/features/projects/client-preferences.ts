import type { ClientPreferences } from '@workhub/domain';

/**
 * The client preference questions (core spec section 9: construction hours 7am-9pm Monday to
 * Friday, 8am-6pm Saturday, none Sunday; a 10'x12' storage space), with the seeded ones.
 */
export interface PreferenceForm {
  hoursWeekdays: string;
  hoursSaturday: string;
  hoursSunday: string;
  storageSpace: string;
  craneAccess: string;
  petsOnSite: boolean;
  preferredContact: string;
  notes: string;
}

export const DEFAULT_HOURS = { weekdays: '7am-9pm', saturday: '8am-6pm', sunday: 'none' } as const;
export const STORAGE_OPTIONS = ["10'x12' on site", 'none available'] as const;
export const CRANE_OPTIONS = ['street', 'driveway', 'alley', 'neighbour easement'] as const;
export const CONTACT_OPTIONS = ['email', 'phone', 'text'] as const;

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The form's values from the stored answers (the default hours where none are stored). */
export function preferenceForm(stored: ClientPreferences | undefined): PreferenceForm {
  const p = stored ?? {};
  const hours = typeof p.constructionHours === 'object' && p.constructionHours !== null ? p.constructionHours : {};
  return {
    hoursWeekdays: hours.weekdays ?? DEFAULT_HOURS.weekdays,
    hoursSaturday: hours.saturday ?? DEFAULT_HOURS.saturday,
    hoursSunday: hours.sunday ?? DEFAULT_HOURS.sunday,
    storageSpace: text(p.storageSpace),
    craneAccess: text(p.craneAccess),
    petsOnSite: p.petsOnSite === true,
    preferredContact: text(p.preferredContact),
    notes: text(p.notes),
  };
}

/** The answers to save: the stored ones (questions this form does not ask are kept) with the form's; an empty answer is left out. */
export function preferencesOf(form: PreferenceForm, stored: ClientPreferences | undefined): ClientPreferences {
  const next: ClientPreferences = {
    ...(stored ?? {}),
    constructionHours: { weekdays: form.hoursWeekdays.trim(), saturday: form.hoursSaturday.trim(), sunday: form.hoursSunday.trim() },
    storageSpace: form.storageSpace,
    craneAccess: form.craneAccess,
    petsOnSite: form.petsOnSite,
    preferredContact: form.preferredContact,
    notes: form.notes.trim(),
  };
  for (const [key, value] of Object.entries(next)) if (value === '') delete next[key];
  return next;
}
