import { describe, expect, it } from 'vitest';
import { clientPreferenceAnswersSchema } from '@workhub/domain';
import { preferenceForm, preferencesOf } from './client-preferences';

describe('client preferences form', () => {
  it('starts from the default construction hours when none are stored', () => {
    const form = preferenceForm(undefined);
    expect([form.hoursWeekdays, form.hoursSaturday, form.hoursSunday]).toEqual(['7am-9pm', '8am-6pm', 'none']);
    expect(form.petsOnSite).toBe(false);
  });

  it('answers what the service takes (the domain schema) and leaves empty answers out', () => {
    const stored = { storageSpace: "10'x12' on site", notes: 'x' };
    const form = { ...preferenceForm(stored), notes: '  ', craneAccess: 'alley' };
    const answers = preferencesOf(form);
    expect(answers).toEqual({
      constructionHours: { weekdays: '7am-9pm', saturday: '8am-6pm', sunday: 'none' },
      storageSpace: "10'x12' on site",
      craneAccess: 'alley',
      petsOnSite: false,
    });
    expect(clientPreferenceAnswersSchema.parse(answers)).toEqual(answers);
  });

  it('leaves out a choice that is not one of the options', () => {
    expect(preferencesOf({ ...preferenceForm(undefined), craneAccess: 'helicopter' })).not.toHaveProperty('craneAccess');
  });
});
