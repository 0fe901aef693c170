import { describe, expect, it } from 'vitest';
import { preferenceForm, preferencesOf } from './client-preferences';

describe('client preferences form', () => {
  it('starts from the default construction hours when none are stored', () => {
    const form = preferenceForm(undefined);
    expect([form.hoursWeekdays, form.hoursSaturday, form.hoursSunday]).toEqual(['7am-9pm', '8am-6pm', 'none']);
    expect(form.petsOnSite).toBe(false);
  });

  it('keeps answers it does not ask about and leaves empty answers out', () => {
    const stored = { storageSpace: "10'x12' on site", gateCode: '4821', notes: 'x' };
    const form = { ...preferenceForm(stored), notes: '  ', craneAccess: 'alley' };
    expect(preferencesOf(form, stored)).toEqual({
      constructionHours: { weekdays: '7am-9pm', saturday: '8am-6pm', sunday: 'none' },
      storageSpace: "10'x12' on site",
      gateCode: '4821',
      craneAccess: 'alley',
      petsOnSite: false,
    });
  });
});
