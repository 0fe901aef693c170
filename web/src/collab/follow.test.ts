import { describe, expect, it } from 'vitest';
import { followAfter, followedView } from './follow';
import type { Peer } from './presence';

const ada = { uid: 'u-ada', name: 'Ada', colour: '#d81b60' };
const eero = { uid: 'u-eero', name: 'Eero', colour: '#3949ab' };
const peer = (clientId: number, user: typeof ada, view: Peer['view'] = null): Peer => ({
  clientId,
  user,
  pointer: null,
  selection: [],
  selectionCount: 0,
  tool: null,
  view,
});

describe('follow mode', () => {
  it("follows the colleague whose avatar is clicked; a second click on them stops, another's switches", () => {
    const following = followAfter(null, { type: 'avatar', user: ada }, 'me');
    expect(following).toEqual(ada);
    expect(followAfter(following, { type: 'avatar', user: ada }, 'me')).toBeNull();
    expect(followAfter(following, { type: 'avatar', user: eero }, 'me')).toEqual(eero);
  });

  it('never follows oneself', () => {
    expect(followAfter(null, { type: 'avatar', user: ada }, ada.uid)).toBeNull();
    expect(followAfter(eero, { type: 'avatar', user: ada }, ada.uid)).toEqual(eero);
  });

  it('stops as soon as this user pans, zooms or presses Escape', () => {
    expect(followAfter(ada, { type: 'moved' })).toBeNull();
    expect(followAfter(ada, { type: 'escape' })).toBeNull();
    expect(followAfter(null, { type: 'moved' })).toBeNull();
  });

  it('stops when the one followed leaves (every tab of theirs), not when someone else does', () => {
    const both = [peer(1, ada), peer(2, eero)];
    expect(followAfter(ada, { type: 'peers', peers: both })).toEqual(ada);
    expect(followAfter(ada, { type: 'peers', peers: [peer(2, eero)] })).toBeNull();
    expect(followAfter(ada, { type: 'peers', peers: [peer(3, ada)] })).toEqual(ada);
    expect(followAfter(null, { type: 'peers', peers: both })).toBeNull();
  });

  it("shows the followed colleague's view: their first tab that has one", () => {
    const view = { x: 10, y: 20, width: 300, height: 150 };
    const peers = [peer(1, eero, { x: 0, y: 0, width: 1, height: 1 }), peer(2, ada), peer(3, ada, view)];
    expect(followedView(ada, peers)).toEqual(view);
    expect(followedView(null, peers)).toBeNull();
    expect(followedView(ada, [peer(2, ada)])).toBeNull();
  });
});
