import { initialsOf, presentUsers, type Peer } from '../../collab';

/** Who is connected, one chip per person (several tabs of one person are one). */
export function ConnectedUsers({ peers, label }: { peers: readonly Peer[]; label: string }) {
  const users = presentUsers(peers);
  return (
    <ul className="connected" aria-label={label}>
      {users.length === 0 && <li className="hint">nobody</li>}
      {users.map((user) => (
        <li key={user.uid} data-testid="connected-user" data-user={user.name}>
          <span className="dot" style={{ background: user.colour }}>
            {initialsOf(user.name)}
          </span>
          {user.name}
        </li>
      ))}
    </ul>
  );
}
