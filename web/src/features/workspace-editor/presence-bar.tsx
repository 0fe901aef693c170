import { initialsOf, presentUsers, toolsByUser, type Peer, type PresenceUser } from '../../collab';

export interface PresenceBarProps {
  me: PresenceUser;
  peers: readonly Peer[];
  /** The colleague followed (uid), if any. */
  following: string | null;
  /** Clicked a colleague's avatar: follow them (again: stop). */
  onFollow: (user: PresenceUser) => void;
}

/**
 * Who is in the workspace: this user, then each colleague (one avatar per person) with the tool
 * they have on ('Wall', 'Door'…). A colleague's avatar is a button: it follows their view.
 */
export function PresenceBar({ me, peers, following, onFollow }: PresenceBarProps) {
  const others = presentUsers(peers).filter((u) => u.uid !== me.uid);
  const tools = toolsByUser(peers);
  return (
    <ul className="presence" aria-label="People in this workspace">
      <li className="avatar self" style={{ background: me.colour }} title={`${me.name} (you)`} data-testid="presence-self">
        {initialsOf(me.name)}
      </li>
      {others.map((user) => {
        const tool = tools.get(user.uid);
        const followed = following === user.uid;
        return (
          <li key={user.uid} className="peer" data-testid="presence-avatar" data-user={user.name} data-tool={tool ?? ''}>
            <button
              type="button"
              className={`avatar${followed ? ' followed' : ''}`}
              style={{ background: user.colour, outlineColor: user.colour }}
              aria-pressed={followed}
              aria-label={`${followed ? 'Stop following' : 'Follow'} ${user.name}${tool ? ` (${tool} tool)` : ''}`}
              title={`${user.name}${tool ? ` — ${tool}` : ''}: ${followed ? 'click to stop following' : 'click to follow their view'}`}
              onClick={() => onFollow(user)}
            >
              {initialsOf(user.name)}
            </button>
            {tool && (
              <span className="peer-tool" data-testid="peer-tool" style={{ color: user.colour }}>
                {tool}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
