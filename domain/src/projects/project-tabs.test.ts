import { describe, expect, it } from 'vitest';
import { mayOpenProjectTab, PROJECT_TABS, visibleProjectTabs } from './project.js';

describe('which project tabs a user may open', () => {
  it('keeps raw to software engineers, before any project is chosen; every other tab is for all staff', () => {
    expect(mayOpenProjectTab('raw', { isSoftwareEng: false })).toBe(false);
    expect(mayOpenProjectTab('raw', null)).toBe(false);
    expect(mayOpenProjectTab('raw', { isSoftwareEng: true })).toBe(true);
    for (const tab of PROJECT_TABS.filter((t) => t !== 'raw')) expect(mayOpenProjectTab(tab, { isSoftwareEng: false }), tab).toBe(true);
  });
  it('shows the tabs the spec lists: raw for engineers, cost never as a tab', () => {
    const latest = { base: { latest: { version: 'v1.0.0' } } } as Parameters<typeof visibleProjectTabs>[0];
    expect(visibleProjectTabs(latest, { isSoftwareEng: false })).toEqual(['client', 'design', 'base', 'counts', 'pipe', 'opus']);
    expect(visibleProjectTabs(undefined, { isSoftwareEng: true })).toEqual(['client', 'design', 'base', 'raw']);
  });
});
