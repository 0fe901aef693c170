import { useCallback, useEffect, useMemo, useState } from 'react';
import { followAfter, followedView, type FollowEvent, type Peer, type PresenceUser, type ViewArea } from '../../collab';

/**
 * Follow mode in the editor (rules in collab/follow.ts): who is followed, the view to show, and
 * Escape to stop. The view keeps its identity while it does not move (other peers' pointers
 * change awareness many times a second; the canvas is not re-fitted for those).
 */
export function useFollow(peers: readonly Peer[], self: string) {
  const [following, setFollowing] = useState<PresenceUser | null>(null);
  const dispatch = useCallback((event: FollowEvent) => setFollowing((current) => followAfter(current, event, self)), [self]);
  // They left: following stops.
  useEffect(() => dispatch({ type: 'peers', peers }), [peers, dispatch]);
  useEffect(() => {
    if (!following) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') dispatch({ type: 'escape' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [following, dispatch]);
  const json = JSON.stringify(followedView(following, peers));
  const view = useMemo(() => JSON.parse(json) as ViewArea | null, [json]);
  const toggle = useCallback((user: PresenceUser) => dispatch({ type: 'avatar', user }), [dispatch]);
  const stop = useCallback(() => dispatch({ type: 'moved' }), [dispatch]);
  return { following, view, toggle, stop };
}
