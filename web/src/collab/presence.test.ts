import { describe, expect, it } from 'vitest';
import { PRESENCE_COLOURS, initialsOf, peersOf, presenceColourOf, presentUsers, toolsByUser, type Peer } from './presence';

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
      { clientId: 1, user, pointer: null, selection: null, tool: null, view: null },
      { clientId: 2, user, pointer: { x: 1, y: 2 }, selection: 'k', tool: 'Wall', view: null },
      { clientId: 3, user: { uid: 'u2', name: 'Eero', colour: '#111' }, pointer: null, selection: null, tool: null, view: null },
    ];
    expect(presentUsers(peers).map((u) => u.name)).toEqual(['Ada', 'Eero']);
  });

  it("reads each colleague's tool, selection and view from awareness, skipping what is malformed", () => {
    const ada = { uid: 'u1', name: 'Ada', colour: '#000' };
    const states = new Map<number, Record<string, unknown>>([
      [7, { user: ada, tool: 'Door', selection: '12:3', view: { x: 60, y: 48, width: 240, height: 120 } }],
      [3, { user: { uid: 'u2', name: 'Eero', colour: '#111' }, tool: '', view: { x: 1, y: 1, width: 0, height: 5 } }],
      [5, { user: { uid: 'me', name: 'Me', colour: '#222' }, tool: 'Wall' }],
      [9, { tool: 'Room' }], // a watcher: no user, not a peer
      [4, { user: { uid: 'u3', name: 'Zaha', colour: '#333' }, tool: 42, view: { x: 'a', y: 0, width: 1, height: 1 }, pointer: { x: 1 } }],
    ]);
    const peers = peersOf(states, 5);
    expect(peers.map((p) => p.clientId)).toEqual([3, 4, 7]);
    expect(peers[2]).toMatchObject({ tool: 'Door', selection: '12:3', view: { x: 60, y: 48, width: 240, height: 120 } });
    expect(peers[0]).toMatchObject({ tool: null, view: null, selection: null });
    expect(peers[1]).toMatchObject({ tool: null, view: null, pointer: null });
  });

  it("gives each colleague's tool once, from their first tab that has one", () => {
    const ada = { uid: 'u1', name: 'Ada', colour: '#000' };
    const peers: Peer[] = [
      { clientId: 1, user: ada, pointer: null, selection: null, tool: null, view: null },
      { clientId: 2, user: ada, pointer: null, selection: null, tool: 'Wall', view: null },
      { clientId: 3, user: ada, pointer: null, selection: null, tool: 'Room', view: null },
    ];
    expect(toolsByUser(peers).get('u1')).toBe('Wall');
    expect(toolsByUser([]).size).toBe(0);
  });
});
