import { describe, expect, it } from 'vitest';
import { clientPreferenceAnswersSchema, clientPreferencesInputSchema, DEFAULT_CONSTRUCTION_HOURS } from './client-preferences.js';

const seeded = {
  constructionHours: { weekdays: '7am-9pm', saturday: '8am-6pm', sunday: 'none' },
  storageSpace: "10'x12' on site",
  craneAccess: 'neighbour easement',
  petsOnSite: true,
  preferredContact: 'text',
  notes: 'Gate code 4821',
};

describe('client preferences', () => {
  it('proposes the spec hours', () => {
    expect(DEFAULT_CONSTRUCTION_HOURS).toEqual({ weekdays: '7am-9pm', saturday: '8am-6pm', sunday: 'none' });
  });

  it('accepts the answers the seed stores, and none', () => {
    expect(clientPreferenceAnswersSchema.parse(seeded)).toEqual(seeded);
    expect(clientPreferenceAnswersSchema.parse({ storageSpace: 'none available', petsOnSite: false })).toEqual({
      storageSpace: 'none available',
      petsOnSite: false,
    });
    expect(clientPreferenceAnswersSchema.parse({})).toEqual({});
  });

  it('refuses unknown keys, wrong types, bad hours and oversized text', () => {
    const bad = (v: unknown) => clientPreferenceAnswersSchema.safeParse(v).success;
    expect(bad({ ...seeded, favouriteColour: 'blue' })).toBe(false);
    expect(bad({ constructionHours: { ...seeded.constructionHours, holidays: 'none' } })).toBe(false);
    expect(bad({ constructionHours: { weekdays: 'all day', saturday: '8am-6pm', sunday: 'none' } })).toBe(false);
    expect(bad({ constructionHours: { weekdays: '7am-9pm', saturday: '8am-6pm' } })).toBe(false);
    expect(bad({ petsOnSite: 'yes' })).toBe(false);
    expect(bad({ craneAccess: 'helicopter' })).toBe(false);
    expect(bad({ notes: 'x'.repeat(2001) })).toBe(false);
    expect(bad({ storageSpace: 'x'.repeat(201) })).toBe(false);
    expect(bad(JSON.parse('{"__proto__": {"polluted": true}}'))).toBe(false);
    expect(clientPreferencesInputSchema.safeParse({ projectId: 'P-1001', preferences: seeded }).success).toBe(true);
    expect(clientPreferencesInputSchema.safeParse({ projectId: 'a/b', preferences: seeded }).success).toBe(false);
  });
});
