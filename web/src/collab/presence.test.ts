import { describe, expect, it } from 'vitest';
import { MAX_PRESENCE_STATE_BYTES } from '@workhub/domain';
import {
  PRESENCE_COLOURS,
  initialsOf,
  peersOf,
  presenceColourOf,
  presenceSelectionOf,
  presentUsers,
  toolsByUser,
  type Peer,
} from './presence';

describe('presence', () => {
  it('gives each user a stable colour from the palette', () => {
    expect(presenceColourOf('u-ada-123456')).toBe(presenceColourOf('u-ada-123456'));
    expect(PRESENCE_COLOURS).toContain(presenceColourOf('u-eero-abcdef'));
    const colours = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((u) => presenceColourOf(`u-${u}`)));
    expect(colours.size).toBeGreaterThan(3);
  });

  it('makes initials from names and user names', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('eero')).toBe('E');
    expect(initialsOf('jean.prouve')).toBe('JP');
    expect(initialsOf('  ')).toBe('?');
  });

  it('shows one avatar per user however many tabs they have open', () => {
    const user = { uid: 'u1', name: 'Ada', colour: '#000' };
    const peers: Peer[] = [
      { clientId: 1, user, pointer: null, selection: [], selectionCount: 0, tool: null, view: null },
      { clientId: 2, user, pointer: { x: 1, y: 2 }, selection: ['k'], selectionCount: 1, tool: 'Wall', view: null },
      {
        clientId: 3,
        user: { uid: 'u2', name: 'Eero', colour: '#111' },
        pointer: null,
        selection: [],
        selectionCount: 0,
        tool: null,
        view: null,
      },
    ];
    expect(presentUsers(peers).map((u) => u.name)).toEqual(['Ada', 'Eero']);
  });

  it("reads each colleague's tool, selection and view from awareness, skipping what is malformed", () => {
    const ada = { uid: 'u1', name: 'Ada', colour: '#000' };
    const states = new Map<number, Record<string, unknown>>([
      [7, { user: ada, tool: 'Door', selection: ['12:3', '12:9'], selectionCount: 2, view: { x: 60, y: 48, width: 240, height: 120 } }],
      [3, { user: { uid: 'u2', name: 'Eero', colour: '#111' }, tool: '', selection: '4:1', view: { x: 1, y: 1, width: 0, height: 5 } }],
      [5, { user: { uid: 'me', name: 'Me', colour: '#222' }, tool: 'Wall' }],
      [9, { tool: 'Room' }], // a watcher: no user, not a peer
      [
        4,
        {
          user: { uid: 'u3', name: 'Zaha', colour: '#333' },
          tool: 42,
          view: { x: 'a', y: 0, width: 1, height: 1 },
          pointer: { x: 1 },
          selection: [3, '', '5:2'],
        },
      ],
    ]);
    const peers = peersOf(states, 5);
    expect(peers.map((p) => p.clientId)).toEqual([3, 4, 7]);
    expect(peers[2]).toMatchObject({
      tool: 'Door',
      selection: ['12:3', '12:9'],
      selectionCount: 2,
      view: { x: 60, y: 48, width: 240, height: 120 },
    });
    // One key, as an earlier editor sends it, is a selection of one; keys that are not strings are dropped.
    expect(peers[0]).toMatchObject({ tool: null, view: null, selection: ['4:1'], selectionCount: 1 });
    expect(peers[1]).toMatchObject({ tool: null, view: null, pointer: null, selection: ['5:2'], selectionCount: 1 });
  });

  it("carries every selected object's key, and for a selection too large for presence its first keys and its count", () => {
    expect(presenceSelectionOf(['1:2', '1:7', '3:4'])).toEqual({ selection: ['1:2', '1:7', '3:4'], selectionCount: 3 });
    expect(presenceSelectionOf([])).toEqual({ selection: [], selectionCount: 0 });
    const many = Array.from({ length: 5000 }, (_, i) => `${4_000_000_000 + i}:${100_000 + i}`);
    const { selection, selectionCount } = presenceSelectionOf(many);
    expect(selectionCount).toBe(5000);
    expect(selection).toEqual(many.slice(0, selection.length));
    expect(selection.length).toBeGreaterThan(40);
    // With a user, a pointer, a tool and a view, the presence stays under collab-server's limit.
    const state = {
      user: { uid: 'u-'.padEnd(40, 'x'), name: 'A rather long display name'.padEnd(80, '.'), colour: '#d81b60' },
      pointer: { x: 1234.5625, y: -987.0625 },
      tool: 'Dimension',
      view: { x: 1234.5, y: 678.25, width: 2400.75, height: 1200.5 },
      selection,
      selectionCount,
    };
    expect(new TextEncoder().encode(JSON.stringify(state)).length).toBeLessThan(MAX_PRESENCE_STATE_BYTES);
    // Read back by a colleague: the keys carried, the whole count.
    const [peer] = peersOf(new Map([[2, state]]), 1);
    expect(peer).toMatchObject({ selection, selectionCount: 5000 });
  });

  it("gives each colleague's tool once, from their first tab that has one", () => {
    const ada = { uid: 'u1', name: 'Ada', colour: '#000' };
    const peers: Peer[] = [
      { clientId: 1, user: ada, pointer: null, selection: [], selectionCount: 0, tool: null, view: null },
      { clientId: 2, user: ada, pointer: null, selection: [], selectionCount: 0, tool: 'Wall', view: null },
      { clientId: 3, user: ada, pointer: null, selection: [], selectionCount: 0, tool: 'Room', view: null },
    ];
    expect(toolsByUser(peers).get('u1')).toBe('Wall');
    expect(toolsByUser([]).size).toBe(0);
  });
});
