import { describe, expect, it } from 'vitest';
import { EDITABLE_SETTINGS_GROUPS, SETTINGS_SECTIONS, settingChange, settingKeyError, settingState } from './index.js';

describe('the settings page catalogue', () => {
  it('lists every group and key of the spec once, with a label and an explanation', () => {
    const listed = SETTINGS_SECTIONS.map((s) => [s.group, s.entries.map((e) => e.key)]);
    expect(listed).toEqual([
      ['base', ['showHiddenLayers', 'showMinorGrid', 'noTransitions']],
      ['plume', ['logLevel', 'devWriteLogs', 'runAsJob']],
      ['zoneLayout', ['showNewModel']],
      ['sitePlan', ['showNewModel']],
    ]);
    for (const section of SETTINGS_SECTIONS) {
      expect(Object.keys(EDITABLE_SETTINGS_GROUPS[section.group]).sort()).toEqual(section.entries.map((e) => e.key).sort());
      for (const entry of section.entries) expect(entry.label.length * entry.help.length).toBeGreaterThan(0);
    }
  });

  it("offers logLevel's default among its choices", () => {
    const logLevel = SETTINGS_SECTIONS.find((s) => s.group === 'plume')!.entries.find((e) => e.key === 'logLevel')!;
    expect(logLevel.choices?.map((c) => c.value)).toContain(settingState(null, 'plume', 'logLevel').defaultValue);
  });
});

describe('settingState', () => {
  it('gives the spec defaults with nothing saved', () => {
    const values = SETTINGS_SECTIONS.flatMap((s) => s.entries.map((e) => [`${s.group}.${e.key}`, settingState(undefined, s.group, e.key)]));
    expect(Object.fromEntries(values.map(([k, v]) => [k, (v as { value: unknown }).value]))).toEqual({
      'base.showHiddenLayers': false,
      'base.showMinorGrid': false,
      'base.noTransitions': true,
      'plume.logLevel': 2,
      'plume.devWriteLogs': true,
      'plume.runAsJob': true,
      'zoneLayout.showNewModel': false,
      'sitePlan.showNewModel': false,
    });
    expect(values.every(([, v]) => (v as { saved: boolean }).saved === false)).toBe(true);
  });

  it('takes a saved value of the right type, and says it is saved', () => {
    expect(settingState({ plume: { logLevel: 4 } }, 'plume', 'logLevel')).toEqual({
      value: 4,
      defaultValue: 2,
      saved: true,
      changed: true,
    });
    expect(settingState({ base: { noTransitions: false } }, 'base', 'noTransitions')).toEqual({
      value: false,
      defaultValue: true,
      saved: true,
      changed: true,
    });
  });

  it('reads a saved value of the wrong type (or a broken group) as the default, not saved', () => {
    expect(settingState({ plume: { logLevel: 'loud' } }, 'plume', 'logLevel')).toEqual({
      value: 2,
      defaultValue: 2,
      saved: false,
      changed: false,
    });
    expect(settingState({ sitePlan: 'yes' }, 'sitePlan', 'showNewModel')).toEqual({
      value: false,
      defaultValue: false,
      saved: false,
      changed: false,
    });
  });

  it('a saved value equal to the default is saved but not a change', () => {
    expect(settingState({ sitePlan: { showNewModel: false } }, 'sitePlan', 'showNewModel')).toEqual({
      value: false,
      defaultValue: false,
      saved: true,
      changed: false,
    });
    expect(settingState({ plume: { logLevel: 2 } }, 'plume', 'logLevel')).toMatchObject({ saved: true, changed: false });
  });

  it('refuses a key the group does not have', () => {
    expect(() => settingState({}, 'zoneLayout', 'logLevel')).toThrow(/Unknown setting/);
  });
});

describe('settingChange', () => {
  it('accepts a known key with a value of its type', () => {
    expect(settingChange('plume', 'logLevel', 3)).toEqual({ ok: true, group: 'plume', key: 'logLevel', value: 3 });
    expect(settingChange('base', 'showMinorGrid', true)).toEqual({ ok: true, group: 'base', key: 'showMinorGrid', value: true });
  });

  it('refuses unknown groups and keys, inherited names included', () => {
    expect(settingChange('itemTable', 'views', [])).toMatchObject({ ok: false, message: "Unknown settings group 'itemTable'" });
    expect(settingChange('__proto__', 'x', true)).toMatchObject({ ok: false });
    expect(settingChange('plume', 'toString', true)).toMatchObject({ ok: false, message: "Unknown setting 'plume.toString'" });
    expect(settingChange('plume', 'theme', 'dark')).toMatchObject({ ok: false });
  });

  it('refuses a value of the wrong type, a non-finite or huge number', () => {
    expect(settingChange('base', 'noTransitions', 'true')).toMatchObject({ ok: false, message: 'base.noTransitions takes a boolean' });
    expect(settingChange('plume', 'logLevel', Number.NaN)).toMatchObject({ ok: false });
    expect(settingChange('plume', 'logLevel', Infinity)).toMatchObject({ ok: false });
    expect(settingChange('plume', 'logLevel', 1e9)).toMatchObject({ ok: false });
    expect(settingChange('plume', 'logLevel', '2')).toMatchObject({ ok: false, message: 'plume.logLevel takes a number' });
  });
});

describe('settingKeyError', () => {
  it('is null for every key of the page, a reason for anything else', () => {
    for (const s of SETTINGS_SECTIONS) for (const e of s.entries) expect(settingKeyError(s.group, e.key)).toBeNull();
    expect(settingKeyError('base', 'constructor')).toBe("Unknown setting 'base.constructor'");
    expect(settingKeyError('itemTable', 'views')).toBe("Unknown settings group 'itemTable'");
  });
});
