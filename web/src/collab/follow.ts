import type { Peer, PresenceUser, ViewArea } from './presence';

/**
 * Follow mode, as in tldraw: click a colleague's avatar and your view follows theirs (pan and
 * zoom) until you move the view yourself, press Escape, click their avatar again, or they leave.
 * Pure: who is followed, and when it stops.
 */
export type FollowEvent =
  /** Clicked a colleague's avatar: follow them (or stop, if they are the one followed). */
  | { type: 'avatar'; user: PresenceUser }
  /** This user panned, zoomed or asked for a zoom to fit: the view is theirs again. */
  | { type: 'moved' }
  | { type: 'escape' }
  /** Who is here now: following stops when the one followed has left (every tab of theirs). */
  | { type: 'peers'; peers: readonly Peer[] };

/** The colleague followed (null: nobody) after an event. */
export function followAfter(current: PresenceUser | null, event: FollowEvent, self?: string): PresenceUser | null {
  switch (event.type) {
    case 'avatar':
      if (event.user.uid === self) return current;
      return current?.uid === event.user.uid ? null : event.user;
    case 'moved':
    case 'escape':
      return null;
    case 'peers':
      return current && event.peers.some((p) => p.user.uid === current.uid) ? current : null;
  }
}

/** The view to show while following: the followed user's first tab that says what it sees, or null. */
export function followedView(current: PresenceUser | null, peers: readonly Peer[]): ViewArea | null {
  if (!current) return null;
  return peers.find((p) => p.user.uid === current.uid && p.view)?.view ?? null;
}
