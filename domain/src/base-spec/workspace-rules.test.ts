import { describe, expect, it } from 'vitest';
import type { VersionCandidate, VersionedWorkspace } from '../versioning/schemas.js';
import { changedParts, groupBaseSpecWorkspaces, sameJson, shouldSaveBaseSpec } from './workspace-rules.js';

function workspace(id: string, version: [number, number, number], fields: Partial<VersionedWorkspace> = {}): VersionedWorkspace {
  const [major, minor, patch] = version;
  return {
    id,
    creator: 'ada',
    deleted: false,
    major,
    minor,
    patch,
    name: 'baseSpec',
    projectId: '',
    status: 'new',
    workspaceName: `baseSpec w${major}.${minor}.${patch}`,
    workspaceType: 'baseSpec',
    type: 'json',
    created: '2026-01-01T00:00:00.000Z',
    modified: '2026-01-01T00:00:00.000Z',
    contentBytes: 10,
    contentChunks: 1,
    ...fields,
  };
}

function candidate(id: string, workspaceId: string, status: VersionCandidate['status'] = 'open'): VersionCandidate {
  return {
    id,
    name: 'baseSpec',
    type: 'json',
    projectId: '',
    workspaceId,
    major: 0,
    minor: 4,
    patch: 0,
    creator: 'ada',
    created: '2026-01-02T00:00:00.000Z',
    status,
    contentBytes: 10,
    contentChunks: 1,
  };
}

describe('groupBaseSpecWorkspaces (core spec §4)', () => {
  it('groups per workspace version as approved, candidates and active, newest version first', () => {
    const groups = groupBaseSpecWorkspaces(
      [
        workspace('a', [0, 3, 0], { status: 'committed' }),
        workspace('b', [0, 4, 0]),
        workspace('c', [0, 4, 0], { status: 'candidate', activeCandidate: 'cand-c' }),
        workspace('d', [0, 10, 0], { status: 'patched' }),
        workspace('e', [0, 3, 0], { status: 'patched' }),
      ],
      [candidate('cand-c', 'c')],
    );
    // v0.10 is newer than v0.4 (integer order, not text order).
    expect(groups.map((g) => g.version)).toEqual(['w0.10.0', 'w0.4.0', 'w0.3.0']);
    const [ten, four, three] = groups;
    expect(ten!.active.map((w) => w.id)).toEqual(['d']);
    expect(four!.active.map((w) => w.id)).toEqual(['b']);
    expect(four!.candidates.map((c) => [c.workspace.id, c.candidate.id])).toEqual([['c', 'cand-c']]);
    expect(four!.approved).toEqual([]);
    expect(three!.approved.map((w) => w.id)).toEqual(['a']);
    expect(three!.active.map((w) => w.id)).toEqual(['e']);
  });

  it('leaves deleted workspaces out, and a version with only deleted ones has no group', () => {
    const groups = groupBaseSpecWorkspaces(
      [
        workspace('gone', [0, 5, 0], { deleted: true }),
        workspace('gone-too', [0, 4, 0], { deleted: true, status: 'committed' }),
        workspace('kept', [0, 4, 0]),
      ],
      [],
    );
    expect(groups.map((g) => g.version)).toEqual(['w0.4.0']);
    expect(groups[0]!.active.map((w) => w.id)).toEqual(['kept']);
    expect(groups[0]!.approved).toEqual([]);
  });

  it('a candidate counts only while it is open and the workspace names it (superseded, missing or another workspace’s: active)', () => {
    const groups = groupBaseSpecWorkspaces(
      [
        workspace('s', [0, 4, 0], { status: 'candidate', activeCandidate: 'old' }),
        workspace('m', [0, 4, 0], { status: 'candidate', activeCandidate: 'not-read' }),
        workspace('x', [0, 4, 0], { status: 'candidate', activeCandidate: 'theirs' }),
        workspace('o', [0, 4, 0], { status: 'candidate', activeCandidate: 'open' }),
      ],
      [candidate('old', 's', 'superseded'), candidate('theirs', 'other'), candidate('open', 'o')],
    );
    expect(groups[0]!.candidates.map((c) => c.workspace.id)).toEqual(['o']);
    expect(groups[0]!.active.map((w) => w.id).sort()).toEqual(['m', 's', 'x']);
  });

  it('a committed workspace is approved even when it still names its candidate', () => {
    const groups = groupBaseSpecWorkspaces(
      [workspace('c', [0, 4, 0], { status: 'committed', activeCandidate: 'k' })],
      [candidate('k', 'c', 'open')],
    );
    expect(groups[0]!.approved.map((w) => w.id)).toEqual(['c']);
    expect(groups[0]!.candidates).toEqual([]);
  });

  it('orders a group newest modified first', () => {
    const groups = groupBaseSpecWorkspaces(
      [
        workspace('older', [0, 4, 0], { modified: '2026-01-01T00:00:00.000Z' }),
        workspace('newer', [0, 4, 0], { modified: '2026-03-01T00:00:00.000Z' }),
      ],
      [],
    );
    expect(groups[0]!.active.map((w) => w.id)).toEqual(['newer', 'older']);
  });

  it('nothing in, nothing out', () => {
    expect(groupBaseSpecWorkspaces([], [candidate('k', 'c')])).toEqual([]);
  });
});

describe('shouldSaveBaseSpec (core spec §4: skipped while loading or when nothing changed)', () => {
  const spec = { layers: { 'design/walls': { color: '#1565c0', counts: ['count', 'length'], uom: 'ft' } }, order: ['design/walls'] };

  it('skips while loading and while a save runs, even with changes', () => {
    const changed = { ...spec, order: [] };
    expect(shouldSaveBaseSpec({ loading: true, saving: false, saved: spec, current: changed })).toBe(false);
    expect(shouldSaveBaseSpec({ loading: false, saving: true, saved: spec, current: changed })).toBe(false);
    expect(shouldSaveBaseSpec({ loading: false, saving: false, saved: spec, current: changed })).toBe(true);
  });

  it('skips when nothing changed, whatever the key order', () => {
    const reordered = { order: ['design/walls'], layers: { 'design/walls': { uom: 'ft', counts: ['count', 'length'], color: '#1565c0' } } };
    expect(shouldSaveBaseSpec({ loading: false, saving: false, saved: spec, current: reordered })).toBe(false);
    expect(shouldSaveBaseSpec({ loading: false, saving: false, saved: spec, current: structuredClone(spec) })).toBe(false);
  });

  it('saves a deep change: a colour, an array order, a removed key', () => {
    const colour = structuredClone(spec);
    colour.layers['design/walls'].color = '#000000';
    expect(shouldSaveBaseSpec({ loading: false, saving: false, saved: spec, current: colour })).toBe(true);
    const counts = structuredClone(spec);
    counts.layers['design/walls'].counts = ['length', 'count'];
    expect(shouldSaveBaseSpec({ loading: false, saving: false, saved: spec, current: counts })).toBe(true);
    expect(shouldSaveBaseSpec<object>({ loading: false, saving: false, saved: spec, current: { layers: spec.layers } })).toBe(true);
  });

  it('nothing to save without content; everything when nothing was saved yet', () => {
    expect(shouldSaveBaseSpec({ loading: false, saving: false, saved: spec, current: null })).toBe(false);
    expect(shouldSaveBaseSpec({ loading: false, saving: false, saved: null, current: spec })).toBe(true);
  });
});

describe('sameJson and changedParts', () => {
  it('treats a key holding undefined as absent, and tells arrays from objects', () => {
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson([], {})).toBe(false);
    expect(sameJson({ a: [1, 2] }, { a: [1, 2, 3] })).toBe(false);
    expect(sameJson(1, '1')).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });

  it('names the parts that changed', () => {
    const saved = { layers: { x: 1 }, themes: { default: 1 }, order: ['a', 'b'] };
    expect(changedParts(saved, { layers: { x: 1 }, themes: { default: 2 }, order: ['b', 'a'] }, ['layers', 'themes', 'order'])).toEqual([
      'themes',
      'order',
    ]);
    expect(changedParts(null, saved, ['layers', 'order'])).toEqual(['layers', 'order']);
  });
});
