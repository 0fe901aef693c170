import { describe, expect, it } from 'vitest';
import { classPartWorkspaceContentSchema, classPartWorkspaceSchema } from '@workhub/domain';
import { buildSeed } from '../build';
import { SEEDED_CLASS_PART_WORKSPACES } from './class-part-workspaces';

describe('seeded class-part workspaces', () => {
  const seed = buildSeed();
  const workspaces = seed.workspaces.filter((w) => w.data.workspaceType === 'classPart');

  it('has every listed workspace, valid, by different creators, new and in progress', () => {
    expect(workspaces.map((w) => w.id)).toEqual(SEEDED_CLASS_PART_WORKSPACES.map((s) => s.id));
    for (const w of workspaces) {
      expect(classPartWorkspaceSchema.parse({ ...w.data, id: w.id }).id).toBe(w.id);
      const content = seed.workspaceContent.find((c) => c.id === w.id);
      expect(classPartWorkspaceContentSchema.parse(content?.data).path).toBe(w.data.name);
    }
    expect(new Set(workspaces.map((w) => w.data.creator)).size).toBe(workspaces.length);
    expect(new Set(workspaces.map((w) => w.data.status))).toEqual(new Set(['new', 'inProgress']));
  });

  it('starts each from the newest version of its part, a brand-new part at w0.0.0', () => {
    for (const w of workspaces) {
      const versions = seed.classParts.filter((c) => c.data.path === w.data.name).map((c) => String(c.data.version));
      const text = `v${String(w.data.major)}.${String(w.data.minor)}.${String(w.data.patch)}`;
      if (versions.length === 0) expect(text).toBe('v0.0.0');
      else expect(versions.sort().at(-1)).toBe(text);
    }
    expect(workspaces.some((w) => w.data.workspaceName === 'exterior/rain-screen-batten w0.0.0')).toBe(true);
  });
});
