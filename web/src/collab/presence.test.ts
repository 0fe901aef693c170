import { describe, expect, it } from 'vitest';
import { PRESENCE_COLOURS, initialsOf, presenceColourOf, presentUsers, type Peer } from './presence';

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
      { clientId: 1, user, pointer: null, selection: null },
      { clientId: 2, user, pointer: { x: 1, y: 2 }, selection: 'k' },
      { clientId: 3, user: { uid: 'u2', name: 'Eero', colour: '#111' }, pointer: null, selection: null },
    ];
    expect(presentUsers(peers).map((u) => u.name)).toEqual(['Ada', 'Eero']);
  });
});
