import { describe, expect, it } from 'vitest';
import { audienceText, featureFlagSchema, featureSwitchSchema, featureVisible } from './index.js';

const flag = (enabled: boolean, audience: 'all' | 'softwareEng') => ({ enabled, audience });
const eng = { isSoftwareEng: true };
const staff = { isSoftwareEng: false };

describe('featureVisible', () => {
  it('shows an enabled flag for everyone to every user', () => {
    expect(featureVisible(flag(true, 'all'), staff)).toBe(true);
    expect(featureVisible(flag(true, 'all'), eng)).toBe(true);
    expect(featureVisible(flag(true, 'all'), null)).toBe(true);
  });

  it('hides a disabled flag from everyone, software engineers included', () => {
    expect(featureVisible(flag(false, 'all'), staff)).toBe(false);
    expect(featureVisible(flag(false, 'all'), eng)).toBe(false);
    expect(featureVisible(flag(false, 'softwareEng'), eng)).toBe(false);
  });

  it("shows an enabled 'softwareEng' flag to software engineers only", () => {
    expect(featureVisible(flag(true, 'softwareEng'), eng)).toBe(true);
    expect(featureVisible(flag(true, 'softwareEng'), staff)).toBe(false);
    expect(featureVisible(flag(true, 'softwareEng'), null)).toBe(false);
  });

  it('gates nothing when the flag is not stored', () => {
    expect(featureVisible(null, staff)).toBe(true);
    expect(featureVisible(undefined, null)).toBe(true);
  });
});

describe('featureFlagSchema', () => {
  it('reads a seeded flag and a switched one (Timestamp-like updatedAt)', () => {
    const seeded = featureFlagSchema.parse({ name: 'materialsLibrary', enabled: false, audience: 'all', description: '3D materials' });
    expect(seeded).toEqual({ name: 'materialsLibrary', enabled: false, audience: 'all', description: '3D materials' });
    const at = new Date('2026-11-24T10:00:00Z');
    const switched = featureFlagSchema.parse({ ...seeded, enabled: true, updatedBy: 'ada', updatedAt: { toDate: () => at } });
    expect(switched.updatedAt).toEqual(at);
    expect(featureFlagSchema.parse({ ...seeded, updatedAt: null }).updatedAt).toBeNull();
  });

  it('refuses an unknown audience, a non-boolean enabled and a bad name', () => {
    expect(featureFlagSchema.safeParse({ name: 'x', enabled: true, audience: 'admins', description: '' }).success).toBe(false);
    expect(featureFlagSchema.safeParse({ name: 'x', enabled: 'yes', audience: 'all', description: '' }).success).toBe(false);
    expect(featureFlagSchema.safeParse({ name: '__proto__', enabled: true, audience: 'all', description: '' }).success).toBe(false);
  });

  it('the switch carries enabled only', () => {
    expect(featureSwitchSchema.parse({ enabled: true })).toEqual({ enabled: true });
    expect(featureSwitchSchema.safeParse({ enabled: true, audience: 'all' }).success).toBe(false);
    expect(featureSwitchSchema.safeParse({ enabled: 1 }).success).toBe(false);
  });

  it('names the audience in words', () => {
    expect(audienceText('all')).toBe('Everyone');
    expect(audienceText('softwareEng')).toBe('Software engineers only');
  });
});
