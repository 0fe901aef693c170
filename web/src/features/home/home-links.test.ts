import { describe, expect, it } from 'vitest';
import { AREAS, morePages } from './home-links';

describe('the home page links', () => {
  it('reaches spaces, the board, /build, /live and /cost by clicking (issue 27 item 8)', () => {
    const staff = morePages({ isSoftwareEng: false });
    expect(staff.map((l) => [l.name, l.to])).toEqual([
      ['Pipeline board', '/dash2'],
      ['Spaces', '/space'],
      ['Build specification', '/build'],
      ['Live', '/live'],
      ['Cost', '/cost'],
    ]);
    // Every link says what is there.
    for (const l of [...AREAS, ...staff]) expect(l.what.length).toBeGreaterThan(10);
  });

  it('offers /raw to software engineers only, as the server allows it to them only', () => {
    expect(morePages({ isSoftwareEng: false }).map((l) => l.to)).not.toContain('/raw');
    expect(morePages(null).map((l) => l.to)).not.toContain('/raw');
    expect(morePages({ isSoftwareEng: true }).at(-1)).toMatchObject({ name: 'Raw', to: '/raw' });
  });
});
