import { CONTACT_METHODS, CRANE_ACCESS, DEFAULT_CONSTRUCTION_HOURS, type ClientPreferences } from '@workhub/domain';

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

export const DEFAULT_HOURS = DEFAULT_CONSTRUCTION_HOURS;
export const STORAGE_OPTIONS = ["10'x12' on site", 'none available'] as const;
export const CRANE_OPTIONS = CRANE_ACCESS;
export const CONTACT_OPTIONS = CONTACT_METHODS;

const oneOf = <T extends string>(options: readonly T[], value: string): T | undefined => options.find((o) => o === value);

/** The form's values from the stored answers (the default hours where none are stored). */
export function preferenceForm(stored: ClientPreferences | undefined): PreferenceForm {
  const p = stored ?? {};
  const hours = p.constructionHours ?? DEFAULT_HOURS;
  return {
    hoursWeekdays: hours.weekdays,
    hoursSaturday: hours.saturday,
    hoursSunday: hours.sunday,
    storageSpace: p.storageSpace ?? '',
    craneAccess: p.craneAccess ?? '',
    petsOnSite: p.petsOnSite === true,
    preferredContact: p.preferredContact ?? '',
    notes: p.notes ?? '',
  };
}

/**
 * The answers to save (POST /projects/clientPreferences replaces them whole; the domain's
 * clientPreferenceAnswersSchema is the contract): an empty answer is left out.
 */
export function preferencesOf(form: PreferenceForm): ClientPreferences {
  const craneAccess = oneOf(CRANE_ACCESS, form.craneAccess);
  const preferredContact = oneOf(CONTACT_METHODS, form.preferredContact);
  const storageSpace = form.storageSpace.trim();
  const notes = form.notes.trim();
  return {
    constructionHours: { weekdays: form.hoursWeekdays.trim(), saturday: form.hoursSaturday.trim(), sunday: form.hoursSunday.trim() },
    ...(storageSpace ? { storageSpace } : {}),
    ...(craneAccess ? { craneAccess } : {}),
    petsOnSite: form.petsOnSite,
    ...(preferredContact ? { preferredContact } : {}),
    ...(notes ? { notes } : {}),
  };
}
